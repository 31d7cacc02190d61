import AddCardIcon from '@mui/icons-material/AddCardOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { type Policy, todayIso } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table';
import { displayDate } from '../../../service-calls/service-call-display';
import { useOpenPolicyPdf } from '../../shared/api/use-open-policy-pdf';
import { ExpiryIndicator } from '../../shared/components/expiry-indicator';
import { PolicyStatusChip } from '../../shared/components/policy-status-chip';
import { useMyPolicies } from '../api/use-dashboard';
import { SectionEmptyState } from './section-empty-state';
import { SectionHeading } from './section-heading';

export const myListLimit = 10;

const label = (key: string) => `insurance-dashboard.customer.policies.columns.${key}`;

function ExpiryCell({ policy }: { policy: Policy }) {
  return policy.status === 'active' ? (
    <ExpiryIndicator expiredAt={policy.expiredAt} today={todayIso()} variant="chip" />
  ) : (
    <>—</>
  );
}

// The period follows the text's direction: the start date is read first in every language.
const columns: readonly DataTableColumn<Policy>[] = [
  { id: 'policyNumber', labelKey: label('number'), dir: 'ltr', width: 130 },
  {
    id: 'product',
    labelKey: label('product'),
    value: (policy) => policy.policyProduct.policyName,
    width: 170,
  },
  {
    id: 'period',
    labelKey: label('period'),
    value: (policy) => `${displayDate(policy.createdAt)} – ${displayDate(policy.expiredAt)}`,
    width: 200,
  },
  {
    id: 'status',
    labelKey: label('status'),
    render: (policy) => <PolicyStatusChip status={policy.status} />,
    width: 140,
  },
  { id: 'expiry', labelKey: label('expiry'), render: (policy) => <ExpiryCell policy={policy} />, width: 150 },
];

/** The customer's own latest subscriptions, with the PDF of each active one. */
export function MyPoliciesSection({ onNewSubscription }: { onNewSubscription: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useMyPolicies(myListLimit);
  const pdf = useOpenPolicyPdf();
  const data = list.data;
  const isEmpty = data && data.policies.length === 0;

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="my-policies">
      <SectionHeading
        id={titleId}
        title={t('insurance-dashboard.customer.policies.title')}
        note={
          data && data.total > data.policies.length
            ? t('insurance-dashboard.customer.latestOf', { shown: data.policies.length, total: data.total })
            : undefined
        }
      />
      {isEmpty ? (
        <SectionEmptyState
          message={t('insurance-dashboard.customer.policies.empty')}
          actionLabel={t('insurance-dashboard.newSubscription')}
          actionIcon={<AddCardIcon />}
          onAction={onNewSubscription}
          testId="my-policies-empty"
        />
      ) : (
        <DataTable
          label={t('insurance-dashboard.customer.policies.title')}
          columns={columns}
          rows={data?.policies}
          isLoading={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          errorText={t('insurance-dashboard.customer.policies.loadError')}
          skeletonRows={3}
          rowActions={(policy) =>
            policy.status === 'active' ? (
              <Tooltip title={t('insurance-dashboard.customer.policies.pdf')}>
                <span>
                  <IconButton
                    size="small"
                    onClick={() => pdf.open(policy._id)}
                    disabled={pdf.openingId === policy._id}
                    aria-label={t('insurance-dashboard.customer.policies.pdfFor', {
                      number: policy.policyNumber,
                    })}
                    data-testid="policy-pdf"
                  >
                    {pdf.openingId === policy._id ? (
                      <CircularProgress size={18} />
                    ) : (
                      <PictureAsPdfIcon fontSize="small" />
                    )}
                  </IconButton>
                </span>
              </Tooltip>
            ) : null
          }
        />
      )}
    </Box>
  );
}
