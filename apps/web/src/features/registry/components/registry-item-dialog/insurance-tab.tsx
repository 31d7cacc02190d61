import { useTranslation } from 'react-i18next';
import { PendingModuleNotice } from '../../../../ui/pending-module-notice';

/** Subscriptions (service letters) covering this machine come from the subscriptions module, not built yet. */
export function InsuranceTab() {
  const { t } = useTranslation();
  return (
    <PendingModuleNotice
      testId="registry-pending-insurance"
      message={t('registry.dialog.pending.insurance')}
    />
  );
}
