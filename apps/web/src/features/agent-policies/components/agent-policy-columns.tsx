import { formatDisplayDate, formatLocalPhone, type Policy } from '@tg/domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpiryIndicator } from '../../insurance/shared/components/expiry-indicator';
import { PolicyStatusChip } from '../../insurance/shared/components/policy-status-chip';

/** Spec 1 §2, agent view: status, insured, ID or company number, phone, email, start and end. */
export const agentPolicyColumns: readonly DataTableColumn<Policy>[] = [
  {
    id: 'status',
    sortKey: 'status',
    labelKey: 'agent-policies.columns.status',
    render: (policy) => <PolicyStatusChip status={policy.status} testId="policy-status" />,
    width: 130,
  },
  {
    id: 'name',
    sortKey: 'name',
    labelKey: 'agent-policies.columns.name',
    value: (policy) => policy.userInformation.name,
    width: 180,
  },
  {
    id: 'userId',
    labelKey: 'agent-policies.columns.userId',
    value: (policy) => policy.userInformation.userId,
    dir: 'ltr',
    copyable: true,
    width: 140,
  },
  {
    id: 'phone',
    labelKey: 'agent-policies.columns.phone',
    value: (policy) =>
      policy.userInformation.phoneNumber ? formatLocalPhone(policy.userInformation.phoneNumber) : '',
    dir: 'ltr',
    copyable: true,
    width: 150,
  },
  {
    id: 'email',
    labelKey: 'agent-policies.columns.email',
    value: (policy) => policy.userInformation.email,
    dir: 'ltr',
    width: 200,
  },
  {
    id: 'start',
    sortKey: 'startDate',
    labelKey: 'agent-policies.columns.start',
    value: (policy) => formatDisplayDate(policy.createdAt),
    dir: 'ltr',
    width: 110,
  },
  {
    id: 'end',
    sortKey: 'endDate',
    labelKey: 'agent-policies.columns.end',
    render: (policy) => <ExpiryIndicator expiredAt={policy.expiredAt} variant="compact" />,
    width: 130,
  },
];
