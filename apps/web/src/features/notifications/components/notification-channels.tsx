import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import type { NotificationPreferences } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/use-notification-preferences';

const channels = ['sms', 'email'] as const satisfies readonly (keyof NotificationPreferences)[];

/** The person's opt-in: the same notifications also by SMS and by e-mail (issue 18). */
export function NotificationChannels() {
  const { t } = useTranslation();
  const labelId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const current =
    update.isPending && update.variables ? { ...preferences.data, ...update.variables } : preferences.data;

  return (
    <FormGroup
      aria-labelledby={labelId}
      sx={{ paddingInline: 2, paddingBlock: 1 }}
      data-testid="notification-channels"
    >
      <Typography id={labelId} variant="caption" color="text.secondary">
        {t('notifications.channels.title')}
      </Typography>
      {channels.map((channel) => (
        <FormControlLabel
          key={channel}
          control={
            <Switch
              size="small"
              checked={current?.[channel] ?? false}
              disabled={!preferences.data}
              onChange={(event) => update.mutate({ [channel]: event.target.checked })}
            />
          }
          label={t(`notifications.channels.${channel}`)}
        />
      ))}
      {update.isError && (
        <Typography variant="caption" color="error" role="alert">
          {t('notifications.channels.error')}
        </Typography>
      )}
    </FormGroup>
  );
}
