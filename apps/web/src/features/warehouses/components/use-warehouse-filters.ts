import { type WarehouseRole, warehouseRoles } from '@tg/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValues } from '../../../ui/filter-types';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useTableSearch } from '../../../ui/use-table-search';

const addressKeys = ['name', 'owner', 'role'] as const;

/**
 * Name and manager searches (3+ characters, spec 3 §5) and the type choice, with the chips'
 * definitions so each active filter can be removed on its own. They live in the address under the
 * API's names and are remembered per person (use-list-address-state.ts).
 */
export function useWarehouseFilters(onChange: () => void) {
  const { t } = useTranslation();
  const address = useListAddressState('warehouses', addressKeys);
  const bound = (key: 'name' | 'owner') => ({
    appliedTerm: address.values[key],
    onTermChange: (term: string | undefined) => {
      address.set({ [key]: term });
      onChange();
    },
  });
  const name = useTableSearch(bound('name'));
  const owner = useTableSearch(bound('owner'));
  const role = warehouseRoles.find((value) => value === address.values.role);

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
    address.set({ role: next });
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
    /** The filters are the person's last ones, restored as the screen opened. */
    isRestored: address.isRestored,
    remove,
    clear: () => {
      name.clear();
      owner.clear();
      address.clear();
    },
  };
}
