import { normalizeMachineNumber, type ServiceCallStatus, serviceCallStatuses } from '@tg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValue, FilterValues } from '../../../ui/filter-types';
import { withoutFilter } from '../../../ui/filter-types';
import { useListAddressState } from '../../../ui/use-list-address-state';
import type { ServiceCallsListParams } from '../api/use-service-calls';

type FilterQuery = Pick<
  ServiceCallsListParams,
  'customerName' | 'customerId' | 'vinNumber' | 'tractorNumber' | 'status' | 'search'
>;

const text = (value: FilterValue) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const machineNumber = (value: FilterValue) => {
  const typed = text(value);
  return typed ? normalizeMachineNumber(typed) || undefined : undefined;
};

/**
 * The call takes one status, while the shared options editor is a checklist: ticking a second
 * status replaces the first, so the panel behaves like a single choice.
 */
export function keepLatestChoice(previous: FilterValue, next: FilterValue): FilterValue {
  if (!Array.isArray(next) || next.length <= 1) return next;
  const before = new Set(Array.isArray(previous) ? previous : [previous]);
  const added = next.find((value) => !before.has(value));
  return [added ?? next[next.length - 1]] as string[];
}

const addressKeys = ['customerName', 'customerId', 'vinNumber', 'tractorNumber', 'status', 'search'] as const;

/**
 * The worker table's filters (spec 1 §2): customer name and ID, chassis, vehicle number, status, and
 * the general search a link brings (`?search=SC-…` from the global search). They live in the address
 * and the person's last ones come back when the screen opens without any (use-list-address-state.ts).
 */
export function useServiceCallFilters(onChange: () => void) {
  const { t } = useTranslation();
  const address = useListAddressState('serviceCalls', addressKeys);
  // The panel's status editor is a checklist: the one status travels as a one-item list.
  const values: FilterValues = useMemo(() => {
    const { status, ...texts } = address.values;
    return status ? { ...texts, status: [status] } : texts;
  }, [address.values]);

  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { id: 'customerName', labelKey: 'service-calls.filters.customerName', type: 'text' },
      { id: 'customerId', labelKey: 'service-calls.filters.customerId', type: 'text', dir: 'ltr' },
      { id: 'vinNumber', labelKey: 'service-calls.filters.vinNumber', type: 'text', dir: 'ltr' },
      { id: 'tractorNumber', labelKey: 'service-calls.filters.tractorNumber', type: 'text', dir: 'ltr' },
      {
        id: 'status',
        labelKey: 'service-calls.filters.status',
        type: 'options',
        options: serviceCallStatuses.map((status) => ({
          value: status,
          label: t(`service-calls.status.${status}`),
        })),
      },
      // Last: the panel opens on the first, and this one mostly arrives by a link (a call number).
      { id: 'search', labelKey: 'service-calls.filters.search', type: 'text', dir: 'ltr' },
    ],
    [t],
  );

  const update = (next: FilterValues) => {
    const status = keepLatestChoice(values.status, next.status);
    address.set({
      ...Object.fromEntries(addressKeys.map((key) => [key, text(next[key])])),
      status: Array.isArray(status) ? status[0] : text(status),
    });
    onChange();
  };

  const status = Array.isArray(values.status) ? values.status[0] : text(values.status);
  const query: FilterQuery = {
    customerName: text(values.customerName),
    customerId: text(values.customerId),
    vinNumber: machineNumber(values.vinNumber),
    tractorNumber: machineNumber(values.tractorNumber),
    status: (serviceCallStatuses as readonly string[]).includes(status ?? '')
      ? (status as ServiceCallStatus)
      : undefined,
    search: text(values.search),
  };

  return {
    definitions,
    values,
    query,
    isFiltering: Object.values(query).some(Boolean),
    /** The filters are the person's last ones, restored as the screen opened. */
    isRestored: address.isRestored,
    change: update,
    remove: (id: string) => update(withoutFilter(values, id)),
    clear: () => {
      address.clear();
      onChange();
    },
  };
}
