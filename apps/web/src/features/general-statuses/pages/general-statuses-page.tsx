import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { can, type GeneralStatus } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { useDeleteGeneralStatus, useGeneralStatuses } from '../api/use-general-statuses';
import { GeneralStatusDialog } from '../components/general-status-dialog';
import { GeneralStatusRowActions } from '../components/general-status-row-actions';

/**
 * General status settings (route settings/generalStatus, spec 2 §2): the statuses in index order,
 * add, edit (name and place) and delete. System statuses move but keep their name (ADR 0023).
 */
export function GeneralStatusesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'generalStatuses.manage');
  const statuses = useGeneralStatuses();
  const remove = useDeleteGeneralStatus();
  const [editing, setEditing] = useState<{ open: boolean; status?: GeneralStatus }>({ open: false });
  const [deletion, setDeletion] = useState<{ open: boolean; status?: GeneralStatus }>({ open: false });
  const rows = statuses.data;

  const columns: DataTableColumn<GeneralStatus>[] = [
    { id: 'index', labelKey: 'general-statuses.columns.index', dir: 'ltr', width: 90 },
    {
      id: 'value',
      labelKey: 'general-statuses.columns.value',
      width: 220,
      render: (status) => (
        <Box component="span" sx={{ fontWeight: 500 }} data-testid="general-status-name">
          {status.value}
        </Box>
      ),
      value: (status) => status.value,
    },
    {
      id: 'kind',
      labelKey: 'general-statuses.columns.kind',
      width: 150,
      value: (status) => t(status.isSystem ? 'general-statuses.system' : 'general-statuses.custom'),
      render: (status) =>
        status.isSystem ? (
          <Tooltip title={t('general-statuses.systemHint')}>
            <Chip
              size="small"
              variant="outlined"
              color="info"
              label={t('general-statuses.system')}
              tabIndex={0}
              data-testid="general-status-system"
            />
          </Tooltip>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('general-statuses.custom')}
          </Typography>
        ),
    },
  ];

  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));
  const confirmDelete = () => {
    const status = deletion.status;
    if (!status) return;
    remove.mutate(status._id, {
      onSuccess: () => notify.success(t('general-statuses.notices.deleted', { name: status.value })),
      onError: (error) => {
        const reason = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
        const base = t('general-statuses.notices.deleteError');
        notify.error(reason ? `${base}. ${t(reason)}` : `${base}. ${describeError(t, error)}`);
      },
      onSettled: closeDeletion,
    });
  };

  return (
    <Box>
      <ListToolbar
        title={t('general-statuses.title')}
        onRefresh={() => void statuses.refetch()}
        isRefreshing={statuses.isFetching && !statuses.isPending}
        primaryAction={
          canManage
            ? {
                label: t('general-statuses.create'),
                onClick: () => setEditing({ open: true }),
                disabled: !rows,
                testId: 'general-statuses-create',
              }
            : undefined
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('general-statuses.intro')}
      </Typography>
      <DataTable
        label={t('general-statuses.title')}
        columns={columns}
        rows={rows}
        isLoading={statuses.isFetching}
        isError={statuses.isError}
        onRetry={() => void statuses.refetch()}
        errorText={t('general-statuses.loadError')}
        emptyText={t('general-statuses.empty')}
        skeletonRows={7}
        rowTestId={(status) => `general-status-${status.index}`}
        rowActions={
          canManage
            ? (status) => (
                <GeneralStatusRowActions
                  status={status}
                  onEdit={() => setEditing({ open: true, status })}
                  onDelete={() => setDeletion({ open: true, status })}
                />
              )
            : undefined
        }
      />
      <GeneralStatusDialog
        open={editing.open}
        status={editing.status}
        statuses={rows ?? []}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('general-statuses.deleteTitle')}
        message={t('general-statuses.deleteMessage', { name: deletion.status?.value ?? '' })}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </Box>
  );
}
