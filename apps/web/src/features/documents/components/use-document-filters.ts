import { documentWarehouses } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValue, FilterValues } from '../../../ui/filter-types';
import { withoutFilter } from '../../../ui/filter-types';
import { keepLatestChoice } from '../../service-calls/components/use-service-call-filters';
import type { DocumentsListParams } from '../api/use-documents';
import { useAllPeople } from '../api/use-people';

type FilterQuery = Pick<DocumentsListParams, 'docType' | 'warehouse' | 'person' | 'customer'>;

const singleFilters = ['docType', 'warehouse', 'person'] as const;

const text = (value: FilterValue) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const first = (value: FilterValue) => (Array.isArray(value) ? value[0] : text(value));

/**
 * The documents list's filters (spec 2 §7 getAllDocs): open or closed, the warehouse a line takes
 * from, a person the document is assigned to, and the customer's id number. Each call takes one
 * value, so the checklists behave like a single choice.
 */
export function useDocumentFilters(onChange: () => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FilterValues>({});
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
    const kept: Record<string, FilterValue> = { ...next };
    for (const id of singleFilters) kept[id] = keepLatestChoice(values[id], next[id]);
    setValues(kept);
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
    query,
    isFiltering: Object.values(query).some((value) => value !== undefined),
    change: update,
    remove: (id: string) => update(withoutFilter(values, id)),
    clear: () => {
      setValues({});
      onChange();
    },
  };
}
