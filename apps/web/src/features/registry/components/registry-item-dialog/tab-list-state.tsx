import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What a registry dialog's list tab shows until its list is there: a line when there is nothing
 * to show, the reason and a retry when loading failed, a spinner while it loads; the list itself
 * (`children`, called only then) otherwise. The texts are the tab's own, translated.
 */
export function TabListState({
  query,
  isEmpty,
  texts,
  testId,
  children,
}: {
  query: { data: unknown; isError: boolean; refetch: () => unknown };
  /** Nothing to ask for, or an answer without rows. */
  isEmpty: boolean;
  texts: { empty: string; loadError: string; loading: string; retry: string };
  /** `${testId}-empty` and `${testId}-error` name the states for tests. */
  testId: string;
  children: () => ReactNode;
}) {
  if (isEmpty)
    return (
      <Typography color="text.secondary" sx={{ paddingBlock: 2 }} data-testid={`${testId}-empty`}>
        {texts.empty}
      </Typography>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        }
        data-testid={`${testId}-error`}
      >
        {texts.loadError}
      </Alert>
    );
  if (!query.data)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 24 }}>
        <CircularProgress aria-label={texts.loading} />
      </div>
    );
  return children();
}
