import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/use-notifications';

// The list, its texts and its actions load only when the bell is first opened (issue 18).
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * The top bar's bell (issue 18): the count of unread notifications on a badge; opening shows the
 * list (a popover, or a full-width sheet on a phone).
 */
export function NotificationsBell({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const label = t('notifications.bell', { count: unread });

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={anchor}
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notifications-open"
        >
          <Badge
            badgeContent={unread}
            max={99}
            color="error"
            overlap="circular"
            data-testid="notifications-badge"
          >
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel
            anchorEl={anchor.current}
            fullScreen={compact}
            notifications={notifications}
            onClose={() => {
              setOpen(false);
              anchor.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
