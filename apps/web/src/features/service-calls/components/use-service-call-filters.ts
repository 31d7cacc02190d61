import { normalizeMachineNumber, type ServiceCallStatus, serviceCallStatuses } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValue, FilterValues } from '../../../ui/filter-types';
import { withoutFilter } from '../../../ui/filter-types';
import type { ServiceCallsListParams } from '../api/use-service-calls';

type FilterQuery = Pick<
  ServiceCallsListParams,
  'customerName' | 'customerId' | 'vinNumber' | 'tractorNumber' | 'status'
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

/** The worker table's filters (spec 1 §2): customer name and ID, chassis, vehicle number, status. */
export function useServiceCallFilters(onChange: () => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FilterValues>({});

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
    ],
    [t],
  );

  const update = (next: FilterValues) => {
    setValues({ ...next, status: keepLatestChoice(values.status, next.status) });
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
  };

  return {
    definitions,
    values,
    query,
    isFiltering: Object.values(query).some(Boolean),
    change: update,
    remove: (id: string) => update(withoutFilter(values, id)),
    clear: () => {
      setValues({});
      onChange();
    },
  };
}
