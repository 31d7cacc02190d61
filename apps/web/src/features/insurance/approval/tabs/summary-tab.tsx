import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shared/components/detail-list';
import type { ApprovalView } from '../approval-view';
import { ExistenceBadge } from '../existence-badge';
import type { ExistenceCheck } from '../use-existence-checks';

export interface SummaryTabProps {
  view: ApprovalView;
  customerCheck: ExistenceCheck;
  vehicleCheck: ExistenceCheck;
  onAddCustomer?: () => void;
  onAddVehicle?: () => void;
}

/** The essentials at a glance, and whether the customer and the vehicle are known already. */
export function SummaryTab({
  view,
  customerCheck,
  vehicleCheck,
  onAddCustomer,
  onAddVehicle,
}: SummaryTabProps) {
  const { t } = useTranslation();
  const { machine, userInformation, policyProduct } = view;
  const vehicle = [machine.machine, machine.model, machine.year].filter(Boolean).join(' ');
  const machineNumbers = [machine.tractorNumber, machine.vinNumber].filter(Boolean).join(' / ');
  return (
    <Box>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, marginBlockEnd: 2 }}
        aria-label={t('approval.checks.title')}
        role="group"
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('approval.checks.title')}
        </Typography>
        <ExistenceBadge subject="customer" check={customerCheck} onAdd={onAddCustomer} />
        <ExistenceBadge subject="vehicle" check={vehicleCheck} onAdd={onAddVehicle} />
      </Box>
      <DetailList
        title={t('approval.summary.title')}
        items={[
          { label: t(`approval.fields.number.${view.kind}`), value: view.number, ltr: true },
          { label: t('approval.fields.status'), value: t(`approval.status.${view.status}`) },
          { label: t('approval.fields.customerName'), value: userInformation.name },
          { label: t(`approval.fields.userId.${view.userType}`), value: userInformation.userId, ltr: true },
          { label: t('approval.fields.vehicle'), value: vehicle },
          { label: t('approval.fields.machineNumbers'), value: machineNumbers, ltr: true },
          { label: t('approval.fields.product'), value: policyProduct?.policyName ?? '' },
          view.expiredAt
            ? {
                label: t('approval.fields.period'),
                value: `${view.createdAt} – ${view.expiredAt}`,
                ltr: true,
              }
            : { label: t('approval.fields.createdAt'), value: view.createdAt, ltr: true },
          {
            label: t('approval.fields.createdBy'),
            value: `${view.createdBy.name} (${t(`common.roles.${view.createdBy.role}`)})`,
          },
          {
            label: t('approval.fields.insuranceCase'),
            value: view.isInsuranceCase ? t('approval.yes') : t('approval.no'),
          },
        ]}
      />
    </Box>
  );
}
