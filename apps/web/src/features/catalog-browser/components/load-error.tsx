import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In place of what failed to load: the reason and a way to try again. */
export function LoadError({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('catalog-browser.results.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
