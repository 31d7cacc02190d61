import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlushOutbox, useTaskOutbox } from '../api/use-task-outbox';

/** How often what waits is tried again while the phone says it is online. */
export const retryEveryMs = 30_000;

/**
 * What waits to be sent, and the sending of it: on opening the page, when the phone is back online,
 * on coming back to the page, every half minute while anything waits, and on "send now". The
 * banner stays while anything waits.
 */
export function OutboxBanner() {
  const { t } = useTranslation();
  const { items } = useTaskOutbox();
  const flush = useFlushOutbox();
  const [sending, setSending] = useState(false);

  const send = useCallback(async () => {
    setSending(true);
    try {
      await flush();
    } finally {
      setSending(false);
    }
  }, [flush]);

  // The latest send, so the page-open flush and the listener run once however often this renders.
  const latest = useRef(send);
  latest.current = send;
  useEffect(() => {
    void latest.current();
    const online = () => void latest.current();
    const shown = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);

  // A flaky connection may never say it went offline: while anything waits, try again now and then.
  const waiting = items.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void latest.current();
    }, retryEveryMs);
    return () => window.clearInterval(timer);
  }, [waiting]);

  if (items.length === 0) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="task-outbox-banner"
      sx={{ marginBlockEnd: 1.5, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          onClick={() => void send()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ minBlockSize: 48 }}
          data-testid="task-outbox-retry"
        >
          {t('document-tasks.outbox.retry')}
        </Button>
      }
    >
      {t('document-tasks.outbox.waiting', { count: items.length })}
    </Alert>
  );
}
