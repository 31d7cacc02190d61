import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Chip, Typography } from '@mui/material';
import { type ManufacturerEntry, manufacturerCatalogPageSizes } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { SearchField } from '../../../ui/search-field';
import { useListAddressSearch } from '../../../ui/use-list-address-search';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useManufacturers, useTotalModels } from '../api/use-manufacturer-catalog';
import { AliasesDialog } from '../components/aliases-dialog';
import { CatalogDetailsDialog } from '../components/catalog-details-dialog';
import { CatalogItemDialog } from '../components/catalog-item-dialog';
import { RebuildCatalogButton } from '../components/rebuild-catalog-button';

const defaultPageSize = manufacturerCatalogPageSizes[0];

const columns: readonly DataTableColumn<ManufacturerEntry>[] = [
  { id: 'name', labelKey: 'manufacturer-catalog.columns.name', hideable: false, width: 200 },
  {
    id: 'aliases',
    labelKey: 'manufacturer-catalog.columns.aliases',
    width: 280,
    render: (row) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {row.aliases.map((alias) => (
          <Chip key={alias} label={alias} size="small" />
        ))}
      </Box>
    ),
  },
  {
    id: 'modelCount',
    labelKey: 'manufacturer-catalog.columns.modelCount',
    width: 120,
    value: (row) => String(row.modelCount),
  },
];

/** Catalogue → manufacturers (spec 3 §2.10): the manufacturer catalogue manager. */
export function ManufacturerCatalogPage() {
  const { t } = useTranslation();
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    defaultPageSize,
    'manufacturerCatalog',
  );
  // The call's search is by manufacturer: `?machine=…` in the address, remembered per person.
  const addressSearch = useListAddressSearch('manufacturerCatalog', () => setPage(1), {
    param: 'machine',
  });
  const { search } = addressSearch;
  const [isCreating, setCreating] = useState(false);
  const [isEditingAliases, setEditingAliases] = useState(false);
  const [openMachine, setOpenMachine] = useState<string | undefined>(undefined);

  const list = useManufacturers({ page, limit: pageSize, machine: search.term });
  const totalModels = useTotalModels();
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('manufacturer-catalog.notices.loadError'));

  const reset = () => {
    addressSearch.clear();
    resetPaging();
  };

  return (
    <Box>
      <ListToolbar
        title={t('manufacturer-catalog.title')}
        search={
          <SearchField
            search={search}
            label={t('manufacturer-catalog.searchLabel')}
            testId="manufacturer-catalog-search"
            searchButton={{ testId: 'manufacturer-catalog-search-button' }}
          />
        }
        onReset={reset}
        resetTestId="manufacturer-catalog-reset"
        chips={<RestoredFilterNotice isRestored={addressSearch.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="manufacturer-catalog-refresh"
        actions={
          <>
            <RebuildCatalogButton />
            <Button
              variant="outlined"
              startIcon={<SettingsIcon />}
              onClick={() => setEditingAliases(true)}
              disabled={!data?.data.length}
              data-testid="manufacturer-catalog-aliases"
            >
              {t('manufacturer-catalog.aliases.button')}
            </Button>
          </>
        }
        primaryAction={{
          label: t('manufacturer-catalog.add'),
          onClick: () => setCreating(true),
          testId: 'manufacturer-catalog-add',
        }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ marginBlockEnd: 1 }}
        data-testid="total-models"
      >
        {totalModels.data
          ? t('manufacturer-catalog.totalModels', { number: totalModels.data.totalModels })
          : totalModels.isError
            ? t('manufacturer-catalog.notices.totalModelsError')
            : '\u00a0'}
      </Typography>
      <DataTable
        label={t('manufacturer-catalog.tableLabel')}
        columns={columns}
        rows={data?.data}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('manufacturer-catalog.notices.loadError')}
        emptyText={search.term ? t('manufacturer-catalog.emptySearch') : t('manufacturer-catalog.empty')}
        rowActions={(row) => <RowActions itemName={row.name} onView={() => setOpenMachine(row.name)} />}
        onRowClick={(row) => setOpenMachine(row.name)}
        skeletonRows={5}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.data.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
              pageSizes={manufacturerCatalogPageSizes}
            />
          ) : null
        }
      />
      <CatalogItemDialog open={isCreating} level="manufacturer" onClose={() => setCreating(false)} />
      <AliasesDialog
        open={isEditingAliases}
        manufacturers={data?.data ?? []}
        onClose={() => setEditingAliases(false)}
      />
      <CatalogDetailsDialog machine={openMachine} onClose={() => setOpenMachine(undefined)} />
    </Box>
  );
}
