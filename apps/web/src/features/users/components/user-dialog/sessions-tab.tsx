import LogoutIcon from '@mui/icons-material/Logout';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { UserSession } from '@tg/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { useRevokeSessions, useUserSessions } from '../../api/use-user-sessions';
import { describeUserAgent } from './user-agent';
import { useUserDialog } from './user-dialog-context';

/** Dates and addresses read left to right inside Hebrew and Arabic sentences. */
const isolated = (text: string) => `\u2066${text}\u2069`;
const when = (iso: string) => isolated(dayjs(iso).format('DD/MM/YYYY HH:mm'));

/**
 * The admin's view of where a person is signed in (ADR 0019): each live session with when it
 * started, when it was last renewed, from which address and browser, and a way to end one or all.
 * An ended session's access stops within seconds; the person signs in again.
 */
export function SessionsTab() {
  const { user } = useUserDialog();
  // The tab is offered only on saved records; a record being created has no sessions.
  if (!user) return null;
  return <SessionsList userId={user._id} name={user.userInformation.name} />;
}

type Pending = { kind: 'one'; session: UserSession } | { kind: 'all' } | null;

function SessionsList({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const sessions = useUserSessions(userId);
  const revoke = useRevokeSessions();
  const [pending, setPending] = useState<Pending>(null);

  const browserOf = (session: UserSession) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    if (browser && system) return t('users.sessions.browserOn', { browser, system });
    return browser ?? system ?? t('users.sessions.unknownBrowser');
  };

  const confirm = () => {
    if (!pending) return;
    const request = pending.kind === 'one' ? { userId, sessionId: pending.session._id } : { userId };
    revoke.mutate(request, {
      onSuccess: ({ revoked }) => notify.success(t('users.sessions.ended', { count: revoked })),
      onError: (error) => notify.error(describeError(t, error)),
      onSettled: () => setPending(null),
    });
  };

  if (sessions.isPending) {
    return (
      <Stack spacing={1} data-testid="sessions-loading">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (sessions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
            {t('users.sessions.retry')}
          </Button>
        }
        data-testid="sessions-error"
      >
        {t('users.sessions.loadError')}
      </Alert>
    );
  }

  const list = sessions.data.sessions;
  const ownIsListed = pending?.kind === 'one' ? pending.session.current : list.some((item) => item.current);
  return (
    <Stack spacing={1.5} data-testid="sessions-tab">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('users.sessions.intro', { name })}
        </Typography>
        {list.length > 0 ? (
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<LogoutIcon />}
            onClick={() => setPending({ kind: 'all' })}
            data-testid="sessions-end-all"
            sx={{ flexShrink: 0 }}
          >
            {t('users.sessions.endAll')}
          </Button>
        ) : null}
      </Box>
      {list.length === 0 ? (
        <Typography color="text.secondary" data-testid="sessions-empty">
          {t('users.sessions.empty')}
        </Typography>
      ) : (
        <List aria-label={t('users.sessions.listLabel', { name })} disablePadding>
          {list.map((session) => (
            <ListItem
              key={session._id}
              divider
              data-testid={`session-${session._id}`}
              sx={{ gap: 2, flexWrap: 'wrap', paddingInline: 0 }}
            >
              <ListItemText
                sx={{ flex: '1 1 16rem' }}
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <span title={session.userAgent ?? undefined}>{browserOf(session)}</span>
                    {session.current ? (
                      <Chip size="small" color="primary" label={t('users.sessions.current')} />
                    ) : null}
                  </Box>
                }
                secondary={
                  <>
                    {t('users.sessions.started', { when: when(session.startedAt) })}
                    {' · '}
                    {t('users.sessions.lastUsed', { when: when(session.lastUsedAt) })}
                    {' · '}
                    {t('users.sessions.from', {
                      address: session.address
                        ? isolated(session.address)
                        : t('users.sessions.unknownAddress'),
                    })}
                  </>
                }
              />
              <Button
                color="error"
                size="small"
                onClick={() => setPending({ kind: 'one', session })}
                data-testid={`session-end-${session._id}`}
                aria-label={t('users.sessions.endOneLabel', { browser: browserOf(session) })}
              >
                {t('users.sessions.endOne')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={pending !== null}
        destructive
        isPending={revoke.isPending}
        title={
          pending?.kind === 'all' ? t('users.sessions.confirmAllTitle') : t('users.sessions.confirmOneTitle')
        }
        message={
          <>
            {pending?.kind === 'all'
              ? t('users.sessions.confirmAllBody', { name, count: list.length })
              : pending
                ? t('users.sessions.confirmOneBody', { name, browser: browserOf(pending.session) })
                : null}
            {ownIsListed ? (
              <Box component="span" sx={{ display: 'block', marginBlockStart: 1 }}>
                {t('users.sessions.confirmOwn')}
              </Box>
            ) : null}
          </>
        }
        confirmLabel={pending?.kind === 'all' ? t('users.sessions.endAll') : t('users.sessions.endOne')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
