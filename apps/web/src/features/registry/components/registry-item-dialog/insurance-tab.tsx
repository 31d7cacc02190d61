import { useTranslation } from 'react-i18next';
import { machineRequests, SubscriptionList } from '../subscription-list';
import { useRegistryDialog } from './registry-dialog-context';

/** The subscriptions (service letters) covering this machine, by its saved chassis or plate. */
export function InsuranceTab() {
  const { t } = useTranslation();
  const { item } = useRegistryDialog();
  const machines = item ? [{ vinNumber: item.mispar_shilda, tractorNumber: item.mispar_rechev }] : [];
  return (
    <SubscriptionList
      requests={machineRequests(machines)}
      tableLabel={t('registry.subscriptions.label')}
      emptyText={t('registry.subscriptions.empty')}
      testId="registry-subscriptions"
    />
  );
}
