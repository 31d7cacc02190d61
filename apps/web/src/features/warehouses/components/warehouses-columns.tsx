import type { Warehouse } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table';

function RoleLabel({ role }: { role: Warehouse['role'] }) {
  const { t } = useTranslation();
  return <>{t(`warehouses.roles.${role}`)}</>;
}

/** Spec 3 §2.5: number (copyable), name, address, type, manager, total quantity held. */
export const warehousesColumns: readonly DataTableColumn<Warehouse>[] = [
  { id: 'id', labelKey: 'warehouses.columns.id', copyable: true, dir: 'ltr', hideable: false, width: 110 },
  { id: 'name', labelKey: 'warehouses.columns.name', hideable: false, width: 180 },
  { id: 'address', labelKey: 'warehouses.columns.address', width: 200 },
  {
    id: 'role',
    labelKey: 'warehouses.columns.role',
    render: (warehouse) => <RoleLabel role={warehouse.role} />,
    width: 110,
  },
  { id: 'owner', labelKey: 'warehouses.columns.owner', width: 150 },
  {
    id: 'total',
    labelKey: 'warehouses.columns.total',
    value: (warehouse) => warehouse.total.toLocaleString('en-US'),
    dir: 'ltr',
    width: 110,
  },
];
