import BuildIcon from '@mui/icons-material/BuildOutlined';
import { Box } from '@mui/material';
import type { ServiceCall } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table';
import { RowActions } from '../../../../ui/row-actions';
import { useMyServiceCalls } from '../../../service-calls/api/use-service-calls';
import { ServiceCallDetailsDialog } from '../../../service-calls/components/details/service-call-details-dialog';
import { ServiceCallStatusChip } from '../../../service-calls/components/service-call-status-chip';
import { displayDate, machineLabel } from '../../../service-calls/service-call-display';
import { myListLimit } from './my-policies-section';
import { SectionEmptyState } from './section-empty-state';
import { SectionHeading } from './section-heading';

const label = (key: string) => `insurance-dashboard.customer.serviceCalls.columns.${key}`;

const columns: readonly DataTableColumn<ServiceCall>[] = [
  { id: 'serviceCallNumber', labelKey: label('number'), dir: 'ltr', width: 140 },
  {
    id: 'status',
    labelKey: label('status'),
    render: (call) => <ServiceCallStatusChip status={call.status} audience="customer" />,
    width: 170,
  },
  { id: 'machine', labelKey: label('machine'), value: (call) => machineLabel(call.machine), width: 170 },
  {
    id: 'createdAt',
    labelKey: label('date'),
    value: (call) => displayDate(call.createdAt),
    dir: 'ltr',
    width: 120,
  },
];

/** The customer's own latest service calls; each opens read-only. */
export function MyServiceCallsSection({ onNewServiceCall }: { onNewServiceCall: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useMyServiceCalls(myListLimit);
  const [details, setDetails] = useState<{ open: boolean; call?: ServiceCall }>({ open: false });
  const data = list.data;
  const isEmpty = data && data.serviceCalls.length === 0;

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="my-service-calls">
      <SectionHeading
        id={titleId}
        title={t('insurance-dashboard.customer.serviceCalls.title')}
        note={
          data && data.total > data.serviceCalls.length
            ? t('insurance-dashboard.customer.latestOf', {
                shown: data.serviceCalls.length,
                total: data.total,
              })
            : undefined
        }
      />
      {isEmpty ? (
        <SectionEmptyState
          message={t('insurance-dashboard.customer.serviceCalls.empty')}
          actionLabel={t('insurance-dashboard.openServiceCall')}
          actionIcon={<BuildIcon />}
          onAction={onNewServiceCall}
          testId="my-service-calls-empty"
        />
      ) : (
        <DataTable
          label={t('insurance-dashboard.customer.serviceCalls.title')}
          columns={columns}
          rows={data?.serviceCalls}
          isLoading={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          errorText={t('insurance-dashboard.customer.serviceCalls.loadError')}
          skeletonRows={3}
          rowActions={(call) => (
            <RowActions itemName={call.serviceCallNumber} onView={() => setDetails({ open: true, call })} />
          )}
          onRowDoubleClick={(call) => setDetails({ open: true, call })}
        />
      )}
      <ServiceCallDetailsDialog
        open={details.open}
        serviceCall={details.call}
        audience="customer"
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
