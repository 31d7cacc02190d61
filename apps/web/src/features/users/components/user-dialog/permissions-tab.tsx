import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import type { UserPermissions } from '@tg/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';
import { fieldTestId } from './user-text-field';

const permissionNames = [
  'images',
  'discounts',
  'searchByVinNumber',
  'fullProductDetails',
] as const satisfies readonly (keyof UserPermissions)[];

/** What this person may see in the catalogue: four switches, all off for a new record. */
export function PermissionsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly } = useUserDialog();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('users.permissions.intro')}
      </Typography>
      <FormGroup>
        {permissionNames.map((permission) => (
          <Controller
            key={permission}
            control={control}
            name={`permissions.${permission}`}
            render={({ field }) => (
              <FormControlLabel
                disabled={isReadOnly}
                label={t(`users.permissions.${permission}`)}
                control={
                  <Switch
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{ input: { 'data-testid': fieldTestId(field.name) } as object }}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
    </>
  );
}
