import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Box, Button, Typography } from '@mui/material';
import type { CacheStats } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { useCaches, useClearCache } from '../api/use-caches';
import { formatCount, formatSeconds } from '../components/format-units';

type CacheRow = CacheStats & { _id: string };

/** A cache's name for people; a cache this page does not know yet shows its code name. */
function useCacheLabel() {
  const { t } = useTranslation();
  return (name: string) => t(`maintenance.caches.names.${name}`, { defaultValue: name });
}

/** Settings → caches (spec 3 §2.13): the server's lookup caches, each clearable, or all at once. */
export function CacheSettingsPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const label = useCacheLabel();
  const list = useCaches();
  const clear = useClearCache();
  // Undefined name: clear all. Kept after closing so the dialog's text does not change while it fades.
  const [clearing, setClearing] = useState<{ open: boolean; name?: string }>({ open: false });
  const rows: CacheRow[] | undefined = list.data?.caches.map((cache) => ({ ...cache, _id: cache.name }));

  const columns: readonly DataTableColumn<CacheRow>[] = [
    { id: 'name', labelKey: 'maintenance.caches.columns.name', value: (row) => label(row.name), width: 220 },
    {
      id: 'entries',
      labelKey: 'maintenance.caches.columns.entries',
      value: (row) => formatCount(row.entries, i18n.language),
      width: 100,
    },
    {
      id: 'hits',
      labelKey: 'maintenance.caches.columns.hits',
      value: (row) => formatCount(row.hits, i18n.language),
      width: 100,
    },
    {
      id: 'misses',
      labelKey: 'maintenance.caches.columns.misses',
      value: (row) => formatCount(row.misses, i18n.language),
      width: 100,
    },
    {
      id: 'ttl',
      labelKey: 'maintenance.caches.columns.ttl',
      value: (row) => formatSeconds(row.ttlSeconds, i18n.language),
      width: 140,
    },
  ];

  const confirmClear = () => {
    const name = clearing.name;
    clear.mutate(name, {
      onSuccess: (answer) => notify.success(t('maintenance.caches.cleared', { count: answer.cleared })),
      onError: (error) => notify.error(`${t('maintenance.caches.clearFailed')} ${describeError(t, error)}`),
      onSettled: () => setClearing((current) => ({ ...current, open: false })),
    });
  };

  return (
    <Box sx={{ maxInlineSize: 960 }}>
      <ListToolbar
        title={t('maintenance.caches.title')}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="caches-refresh"
        primaryAction={{
          label: t('maintenance.caches.clearAll'),
          icon: <DeleteSweepIcon />,
          onClick: () => setClearing({ open: true }),
          disabled: !rows?.length,
          testId: 'caches-clear-all',
        }}
      />
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('maintenance.caches.intro')}
      </Typography>
      <DataTable
        label={t('maintenance.caches.tableLabel')}
        columns={columns}
        rows={rows}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('maintenance.caches.loadError')}
        emptyText={t('maintenance.caches.empty')}
        skeletonRows={4}
        rowActions={(row) => (
          <Button
            size="small"
            onClick={() => setClearing({ open: true, name: row.name })}
            aria-label={t('maintenance.caches.clearOne', { name: label(row.name) })}
            data-testid={`cache-clear-${row.name}`}
          >
            {t('maintenance.caches.clear')}
          </Button>
        )}
      />
      <ConfirmDialog
        open={clearing.open}
        isPending={clear.isPending}
        title={clearing.name ? t('maintenance.caches.clearTitle') : t('maintenance.caches.clearAllTitle')}
        message={
          clearing.name
            ? t('maintenance.caches.clearMessage', { name: label(clearing.name) })
            : t('maintenance.caches.clearAllMessage')
        }
        confirmLabel={t('maintenance.caches.clear')}
        onConfirm={confirmClear}
        onCancel={() => setClearing((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
