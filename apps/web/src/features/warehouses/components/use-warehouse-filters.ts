import { type WarehouseRole, warehouseRoles } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValues } from '../../../ui/filter-types';
import { useTableSearch } from '../../../ui/use-table-search';

/**
 * Name and manager searches (3+ characters, spec 3 §5) and the type choice, with the chips'
 * definitions so each active filter can be removed on its own.
 */
export function useWarehouseFilters(onChange: () => void) {
  const { t } = useTranslation();
  const name = useTableSearch({ onTermChange: onChange });
  const owner = useTableSearch({ onTermChange: onChange });
  const [role, setRole] = useState<WarehouseRole | undefined>(undefined);

  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { id: 'name', labelKey: 'warehouses.filters.name', type: 'text' },
      { id: 'owner', labelKey: 'warehouses.filters.owner', type: 'text' },
      {
        id: 'role',
        labelKey: 'warehouses.filters.role',
        type: 'options',
        options: warehouseRoles.map((value) => ({ value, label: t(`warehouses.roles.${value}`) })),
      },
    ],
    [t],
  );
  const values: FilterValues = { name: name.term, owner: owner.term, role: role ? [role] : undefined };

  const chooseRole = (next: WarehouseRole | undefined) => {
    setRole(next);
    onChange();
  };
  const remove = (id: string) => {
    if (id === 'name') name.clear();
    else if (id === 'owner') owner.clear();
    else chooseRole(undefined);
  };

  return {
    name,
    owner,
    role,
    chooseRole,
    definitions,
    values,
    query: { name: name.term, owner: owner.term, role },
    isFiltering: Boolean(name.term || owner.term || role),
    remove,
    clear: () => {
      name.clear();
      owner.clear();
      setRole(undefined);
    },
  };
}
