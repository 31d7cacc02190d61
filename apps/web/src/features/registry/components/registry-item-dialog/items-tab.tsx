import { useTranslation } from 'react-i18next';
import { PendingModuleNotice } from '../../../../ui/pending-module-notice';

/** The products fitting this machine come from the catalogue module, not built yet. */
export function ItemsTab() {
  const { t } = useTranslation();
  return <PendingModuleNotice testId="registry-pending-items" message={t('registry.dialog.pending.items')} />;
}
