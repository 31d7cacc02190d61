import { useTranslation } from 'react-i18next';

/** Shown while the session or the gate is being checked (plain elements, ADR 0034). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div role="progressbar" aria-label={t('common.loading')} aria-busy="true" className="sf-full-screen">
      <div className="sf-spinner" aria-hidden="true" />
    </div>
  );
}
