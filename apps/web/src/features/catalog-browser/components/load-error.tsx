import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../ui/plain-alert';

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
    <PlainAlert
      severity="error"
      data-testid={testId}
      action={
        <button type="button" className="sf-button sf-button--small sf-button--inherit" onClick={onRetry}>
          {t('catalog-browser.results.retry')}
        </button>
      }
    >
      {message}
    </PlainAlert>
  );
}
