import { formatDisplayDate, formatLocalPhone, type Policy } from '@tg/domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpiryIndicator } from '../../insurance/shared/components/expiry-indicator';
import { PolicyStatusChip } from '../../insurance/shared/components/policy-status-chip';

/**
 * The worker's subscriptions table (spec 1 §2): number, status, customer, email, phone, start and
 * end. The vehicle number and the creator are a toggle away, for checking a search or a filter.
 */
export const policiesColumns: readonly DataTableColumn<Policy>[] = [
  {
    id: 'policyNumber',
    sortKey: 'policyNumber',
    labelKey: 'policies.columns.policyNumber',
    copyable: true,
    dir: 'ltr',
    hideable: false,
    width: 160,
  },
  {
    id: 'status',
    sortKey: 'status',
    labelKey: 'policies.columns.status',
    render: (policy) => <PolicyStatusChip status={policy.status} />,
    width: 170,
  },
  {
    id: 'name',
    sortKey: 'name',
    labelKey: 'policies.columns.name',
    value: (policy) => policy.userInformation.name,
    width: 150,
  },
  {
    id: 'email',
    labelKey: 'policies.columns.email',
    value: (policy) => policy.userInformation.email,
    dir: 'ltr',
    width: 170,
  },
  {
    id: 'phone',
    labelKey: 'policies.columns.phone',
    value: (policy) =>
      policy.userInformation.phoneNumber ? formatLocalPhone(policy.userInformation.phoneNumber) : '',
    copyable: true,
    dir: 'ltr',
    width: 150,
  },
  {
    id: 'startDate',
    sortKey: 'startDate',
    labelKey: 'policies.columns.startDate',
    value: (policy) => formatDisplayDate(policy.createdAt),
    dir: 'ltr',
    width: 110,
  },
  {
    id: 'endDate',
    sortKey: 'endDate',
    labelKey: 'policies.columns.endDate',
    value: (policy) => formatDisplayDate(policy.expiredAt),
    render: (policy) =>
      policy.status === 'active' ? (
        <ExpiryIndicator expiredAt={policy.expiredAt} />
      ) : (
        <bdi dir="ltr">{formatDisplayDate(policy.expiredAt)}</bdi>
      ),
    width: 240,
  },
  {
    id: 'tractorNumber',
    sortKey: 'tractorNumber',
    labelKey: 'policies.columns.tractorNumber',
    value: (policy) => policy.machine.tractorNumber,
    copyable: true,
    dir: 'ltr',
    initiallyHidden: true,
    width: 140,
  },
  {
    id: 'createdBy',
    sortKey: 'createdBy',
    labelKey: 'policies.columns.createdBy',
    value: (policy) => policy.createdBy.name,
    initiallyHidden: true,
    width: 160,
  },
];
