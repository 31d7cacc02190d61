import { documentWarehouses, isDocumentNumberSearch } from '@tg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValue, FilterValues } from '../../../ui/filter-types';
import { withoutFilter } from '../../../ui/filter-types';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useTableSearch } from '../../../ui/use-table-search';
import { keepLatestChoice } from '../../service-calls/components/use-service-call-filters';
import type { DocumentsListParams } from '../api/use-documents';
import { useAllPeople } from '../api/use-people';

type FilterQuery = Pick<DocumentsListParams, 'docType' | 'warehouse' | 'person' | 'customer'>;

const singleFilters = ['docType', 'warehouse', 'person'] as const;

const text = (value: FilterValue) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const first = (value: FilterValue) => (Array.isArray(value) ? value[0] : text(value));

const addressKeys = [...singleFilters, 'customer', 'search'] as const;

/**
 * The documents list's filters (spec 2 §7 getAllDocs): open or closed, the warehouse a line takes
 * from, a person the document is assigned to, and the customer's id number. Each call takes one
 * value, so the checklists behave like a single choice. They and the search live in the address
 * (`?docType=open`, the home page's links) and are remembered per person and `screen`
 * (use-list-address-state.ts).
 */
export function useDocumentFilters(onChange: () => void, screen = 'documents') {
  const { t } = useTranslation();
  const address = useListAddressState(screen, addressKeys);
  // The panel's editors are checklists: a single value travels as a one-item list.
  const values: FilterValues = useMemo(() => {
    const { search: _search, customer, ...choices } = address.values;
    const listed: Record<string, FilterValue> = customer ? { customer } : {};
    for (const [id, value] of Object.entries(choices)) if (value) listed[id] = [value];
    return listed;
  }, [address.values]);
  const search = useTableSearch({
    isShortAllowed: isDocumentNumberSearch,
    appliedTerm: address.values.search,
    onTermChange: (term) => {
      address.set({ search: term });
      onChange();
    },
  });
  const people = useAllPeople();

  const definitions = useMemo<FilterDefinition[]>(
    () => [
      {
        id: 'docType',
        labelKey: 'documents.filters.docType',
        type: 'options',
        options: [
          { value: 'open', label: t('documents.status.open') },
          { value: 'closed', label: t('documents.status.closed') },
        ],
      },
      {
        id: 'warehouse',
        labelKey: 'documents.filters.warehouse',
        type: 'options',
        options: documentWarehouses.map((warehouse) => ({
          value: String(warehouse.value),
          label: warehouse.label,
        })),
      },
      {
        id: 'person',
        labelKey: 'documents.filters.person',
        type: 'options',
        options: people.flatMap(({ role, people: list }) =>
          list.map((person) => ({
            value: person.id,
            label: `${person.name} (${t(`documents.handlers.${role}`)})`,
          })),
        ),
      },
      { id: 'customer', labelKey: 'documents.filters.customer', type: 'text', dir: 'ltr' },
    ],
    [t, people],
  );

  const update = (next: FilterValues) => {
    const kept: Record<string, string | undefined> = { customer: text(next.customer) };
    for (const id of singleFilters) kept[id] = first(keepLatestChoice(values[id], next[id]));
    address.set(kept);
    onChange();
  };

  const docType = first(values.docType);
  const warehouse = Number(first(values.warehouse));
  const query: FilterQuery = {
    docType: docType === 'open' || docType === 'closed' ? docType : undefined,
    warehouse: Number.isInteger(warehouse) && warehouse > 0 ? warehouse : undefined,
    person: first(values.person),
    customer: text(values.customer),
  };

  return {
    definitions,
    values,
    search,
    query,
    isFiltering: Object.values(query).some((value) => value !== undefined),
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
