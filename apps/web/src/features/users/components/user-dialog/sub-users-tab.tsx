import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { User } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { RowActions } from '../../../../ui/row-actions';
import { useUsers } from '../../api/use-users';
import { personColumns } from '../users-columns';
import { UserDialog } from './user-dialog';
import { type UserDialogMode, useUserDialog } from './user-dialog-context';

const subUserPageSize = 10;

/**
 * People who act for an agent's or agency's account (their `type.parentId` is this record). Each is
 * a user of the same role; adding one opens a nested create dialog.
 */
export function SubUsersTab() {
  const { t } = useTranslation();
  const { user, isReadOnly } = useUserDialog();
  if (!user) {
    return (
      <Typography color="text.secondary" data-testid="sub-users-save-first">
        {t('users.subUsers.saveFirst')}
      </Typography>
    );
  }
  return <SubUsersList parent={user} isReadOnly={isReadOnly} />;
}

function SubUsersList({ parent, isReadOnly }: { parent: User; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const { role } = useUserDialog();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(subUserPageSize);
  const [nested, setNested] = useState<{ open: boolean; mode: UserDialogMode; user?: User }>({
    open: false,
    mode: 'create',
  });
  const list = useUsers({ role, parentId: parent._id, page, limit: pageSize });
  const data = list.data;
  return (
    <Stack spacing={1.5}>
      {isReadOnly ? null : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setNested({ open: true, mode: 'create' })}
            data-testid="sub-user-add"
          >
            {t('users.subUsers.add')}
          </Button>
        </Box>
      )}
      <DataTable
        label={t('users.subUsers.listLabel', { name: parent.userInformation.name })}
        columns={personColumns}
        rows={data?.users}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('users.notices.loadError')}
        emptyText={t('users.subUsers.empty')}
        skeletonRows={2}
        rowTestId={(row) => `sub-user-${row._id}`}
        rowActions={(row) => (
          <RowActions
            itemName={row.userInformation.name}
            onView={() => setNested({ open: true, mode: 'view', user: row })}
            onEdit={isReadOnly ? undefined : () => setNested({ open: true, mode: 'edit', user: row })}
          />
        )}
        footer={
          data && data.totalPages > 1 ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.users.length}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : null
        }
      />
      <UserDialog
        open={nested.open}
        mode={nested.mode}
        role={role}
        user={nested.user}
        parentId={parent._id}
        onClose={() => setNested((current) => ({ ...current, open: false }))}
      />
    </Stack>
  );
}
