import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import type { NotificationItem } from '@tg/domain';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMarkNotificationsRead, type useNotifications } from '../api/use-notifications';
import { NotificationChannels } from './notification-channels';
import { notificationText, notificationTime } from './notification-text';

interface PanelProps {
  anchorEl: HTMLElement | null;
  /** On a phone: a sheet the width of the screen. */
  fullScreen: boolean;
  notifications: ReturnType<typeof useNotifications>;
  onClose: () => void;
}

/**
 * The bell's list (issue 18): newest first, unread ones marked; opening one marks it read and
 * goes to what it is about. Keyboard: Tab reaches each item, Enter opens it, Esc closes.
 */
export function NotificationsPanel({ anchorEl, fullScreen, notifications, onClose }: PanelProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const unread = notifications.data?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate([item._id]);
    onClose();
    navigate(item.link);
  };

  let body: ReactNode;
  if (notifications.isPending)
    body = (
      <Stack sx={{ alignItems: 'center', padding: 3 }} role="status" aria-label={t('notifications.loading')}>
        <CircularProgress size={28} />
      </Stack>
    );
  else if (notifications.isError && !notifications.data)
    body = <Alert severity="error">{t('notifications.error')}</Alert>;
  else if (notifications.data.items.length === 0)
    body = (
      <Typography
        sx={{ padding: 3, textAlign: 'center' }}
        color="text.secondary"
        data-testid="notifications-empty"
      >
        {t('notifications.empty')}
      </Typography>
    );
  else
    body = (
      <List dense disablePadding aria-labelledby={titleId} data-testid="notifications-list">
        {notifications.data.items.map((item) => {
          const isUnread = !item.readAt;
          return (
            <ListItemButton
              key={item._id}
              onClick={() => open(item)}
              data-testid="notification"
              data-unread={isUnread}
              sx={{
                alignItems: 'flex-start',
                gap: 1,
                bgcolor: isUnread ? 'action.hover' : undefined,
                borderBlockEnd: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  inlineSize: 8,
                  blockSize: 8,
                  borderRadius: '50%',
                  marginBlockStart: 1,
                  flexShrink: 0,
                  bgcolor: isUnread ? 'primary.main' : 'transparent',
                }}
              />
              <ListItemText
                primary={
                  <>
                    {isUnread && (
                      <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>
                    )}
                    {notificationText(t, item)}
                  </>
                }
                secondary={notificationTime(t, item.createdAt, i18n.language)}
                slotProps={{ primary: { sx: { fontWeight: isUnread ? 600 : 400 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    );

  const content = (
    <Box sx={{ inlineSize: fullScreen ? '100%' : 380, maxInlineSize: '100vw' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          paddingInline: 2,
          paddingBlock: 1,
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => {
            markRead.mutate('all');
            // The button is disabled once nothing is unread: keep the keyboard inside the panel.
            closeButton.current?.focus();
          }}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
        <IconButton ref={closeButton} size="small" onClick={onClose} aria-label={t('notifications.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ maxBlockSize: fullScreen ? undefined : 480, overflowY: 'auto' }}>{body}</Box>
      <Divider />
      <NotificationChannels />
    </Box>
  );

  if (fullScreen)
    return (
      <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
        {content}
      </Dialog>
    );
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}
    >
      {content}
    </Popover>
  );
}

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
