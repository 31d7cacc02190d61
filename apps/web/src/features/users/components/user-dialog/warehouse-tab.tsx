import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  warehouseContracts as calls,
  type ManagedRole,
  type Warehouse,
  type WarehouseRole,
  type WarehousesQuery,
} from '@tg/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { call, contractKey } from '../../../../app/api-client';
import { useAuth } from '../../../../app/auth/auth-context';
import { canOpenPath, dashboardPath, sectionOf } from '../../../../app/navigation';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table';
import { StockTab } from '../../../warehouses/components/stock/stock-tab';
import { useUserDialog } from './user-dialog-context';

/**
 * The warehouse type that belongs to each role with a warehouse tab. Warehouses have no storekeeper
 * type (spec 3 §3: warehouse, supplier, installer): a storekeeper's are the plain warehouses they
 * manage.
 */
export const warehouseRoleOf: Partial<Record<ManagedRole, WarehouseRole>> = {
  installer: 'installer',
  supplier: 'supplier',
  storekeeper: 'warehouse',
};

/** fetchWarehouses' largest page: a person manages a handful, so one page holds them all. */
const ownedLimit = 100;

/** Names compare as people type them: spaces trimmed and collapsed, case ignored. */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(a) === normal(b);
}

/**
 * The warehouses of one type whose manager is this person. fetchWarehouses finds owners that
 * contain the name; only those whose owner is the name itself are kept.
 */
function useOwnedWarehouses(owner: string, role: WarehouseRole) {
  const input: WarehousesQuery = { page: 1, limit: ownedLimit, owner, role };
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: ({ signal }) => call(calls.list, input, { signal }),
    select: (answer) => answer.warehouses.filter((warehouse) => sameName(warehouse.owner, owner)),
  });
}

/** As the warehouses screen names them. */
const label = (key: string) => `warehouses.columns.${key}`;

const columns: readonly DataTableColumn<Warehouse>[] = [
  { id: 'id', labelKey: label('id'), dir: 'ltr', width: 110 },
  { id: 'name', labelKey: label('name'), width: 180 },
  { id: 'address', labelKey: label('address'), width: 200 },
  {
    id: 'total',
    labelKey: label('total'),
    value: (warehouse) => String(warehouse.total),
    dir: 'ltr',
    width: 120,
  },
];

/**
 * The pager's jump-to-page and the dialogs opened from this tab are forms of their own. React
 * bubbles their submit up to the person's record, which would save it: it stops here.
 */
const keepSubmitHere = (event: FormEvent) => event.stopPropagation();

/**
 * An installer's, storekeeper's or supplier's warehouses (spec 2 §2 user dialog: warehouse): those
 * of the role's type managed by the person, each opening its stock. A warehouse is linked to a
 * person by its type and its manager's name, so the empty state says how to link one.
 */
export function WarehouseTab() {
  const { t } = useTranslation();
  const { user, role } = useUserDialog();
  const warehouseRole = warehouseRoleOf[role];
  if (!user || !warehouseRole) {
    return (
      <Typography color="text.secondary" data-testid="warehouse-tab-unsaved">
        {t('users.warehouseTab.unsaved')}
      </Typography>
    );
  }
  return <OwnedWarehouses owner={user.userInformation.name} warehouseRole={warehouseRole} />;
}

function OwnedWarehouses({ owner, warehouseRole }: { owner: string; warehouseRole: WarehouseRole }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const owned = useOwnedWarehouses(owner, warehouseRole);
  const [opened, setOpened] = useState<{ open: boolean; warehouse?: Warehouse }>({ open: false });
  const type = t(`warehouses.roles.${warehouseRole}`);
  const screen = userRole ? dashboardPath(sectionOf(userRole), 'stock/warehouses') : undefined;

  return (
    <Stack spacing={1.5} data-testid="warehouse-tab" onSubmit={keepSubmitHere}>
      <Typography variant="body2" color="text.secondary">
        {t('users.warehouseTab.intro', { type, name: owner })}
      </Typography>
      <DataTable
        label={t('users.warehouseTab.label', { name: owner })}
        columns={columns}
        rows={owned.data}
        isLoading={owned.isFetching}
        isError={owned.isError}
        onRetry={() => void owned.refetch()}
        errorText={t('users.warehouseTab.loadError')}
        emptyText={t('users.warehouseTab.empty', { type, name: owner })}
        rowTestId={(warehouse) => `owned-warehouse-${warehouse.id}`}
        onRowClick={(warehouse) => setOpened({ open: true, warehouse })}
        skeletonRows={2}
        rowActions={(warehouse) => (
          <Button
            size="small"
            startIcon={<Inventory2OutlinedIcon />}
            onClick={() => setOpened({ open: true, warehouse })}
            aria-label={t('users.warehouseTab.openStockOf', { name: warehouse.name })}
            data-testid={`owned-warehouse-stock-${warehouse.id}`}
          >
            {t('users.warehouseTab.openStock')}
          </Button>
        )}
      />
      {screen && userRole && canOpenPath(userRole, screen) ? (
        <Link component={RouterLink} to={screen} variant="body2" data-testid="warehouse-tab-screen">
          {t('users.warehouseTab.allWarehouses')}
        </Link>
      ) : null}
      {opened.warehouse ? (
        <StockDialog
          open={opened.open}
          warehouse={opened.warehouse}
          onClose={() => setOpened((current) => ({ ...current, open: false }))}
        />
      ) : null}
    </Stack>
  );
}

/** One warehouse's stock, as the warehouses screen shows it, over the person's record. */
function StockDialog({
  open,
  warehouse,
  onClose,
}: {
  open: boolean;
  warehouse: Warehouse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      scroll="paper"
      data-testid="owned-warehouse-stock-dialog"
    >
      <DialogTitle id={titleId}>
        {t('users.warehouseTab.stockTitle')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('warehouses.dialog.subtitle', { number: warehouse.id, name: warehouse.name })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <StockTab warehouse={warehouse} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="owned-warehouse-stock-close">
          {t('users.warehouseTab.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
