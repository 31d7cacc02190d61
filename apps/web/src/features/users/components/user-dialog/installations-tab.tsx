import { Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type BusinessDocument,
  type ContractInput,
  documentContracts as calls,
  can,
  installerStatuses,
} from '@tg/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, contractKey } from '../../../../app/api-client';
import { useAuth } from '../../../../app/auth/auth-context';
import type { DataTableColumn } from '../../../../ui/data-table';
import { GeneralStatusChip } from '../../../document-tasks/components/general-status-chip';
import { DocumentList } from '../../../documents/components/document-list';
import { DocumentModal } from '../../../documents/components/modal/document-modal';
import { useUserDialog } from './user-dialog-context';

/** As the customer's document history: 10 a page. */
export const installationsPageSize = 10;

/** The day of the installation (the card's shipping date), else the day the card was issued. */
export const installationDay = (doc: BusinessDocument) => doc.shippingAddress.shippingDate || doc.date;

/** One page of the person's work cards marked done, newest number first; `page` counts from 1. */
function useInstallations(person: string, page: number) {
  const input: ContractInput<typeof calls.list> = {
    category: 'workCard',
    person,
    generalStatus: installerStatuses.done,
    page: Math.max(0, page - 1),
    limit: installationsPageSize,
  };
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: ({ signal }) => call(calls.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

const label = (key: string) => `users.installationsTab.columns.${key}`;

const columns: readonly DataTableColumn<BusinessDocument>[] = [
  { id: 'docId', labelKey: label('docId'), dir: 'ltr', width: 90 },
  { id: 'date', labelKey: label('date'), value: installationDay, dir: 'ltr', width: 105 },
  { id: 'customer', labelKey: label('customer'), value: (doc) => doc.userInformation.name, width: 170 },
  { id: 'city', labelKey: label('city'), value: (doc) => doc.shippingAddress.city, width: 130 },
  {
    id: 'status',
    labelKey: label('status'),
    value: (doc) => doc.generalStatus.status,
    render: (doc) => <GeneralStatusChip status={doc.generalStatus.status} />,
    width: 150,
  },
];

/**
 * The pager's jump-to-page and the dialogs opened from this tab are forms of their own. React
 * bubbles their submit up to the person's record, which would save it: it stops here.
 */
const keepSubmitHere = (event: FormEvent) => event.stopPropagation();

/**
 * The installations an installer performed (spec 2 §2 user dialog): the work cards assigned to
 * them and marked done, newest first, 10 a page, and how many there are. A row opens
 * the card as the document history opens a document: in edit when it is open and the person may
 * edit, otherwise in view.
 */
export function InstallationsTab() {
  const { t } = useTranslation();
  const { user } = useUserDialog();
  if (!user) {
    return (
      <Typography color="text.secondary" data-testid="installations-tab-unsaved">
        {t('users.installationsTab.unsaved')}
      </Typography>
    );
  }
  return <InstallerCards installerId={user._id} name={user.userInformation.name} />;
}

function InstallerCards({ installerId, name }: { installerId: string; name: string }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const canUpdate = can(userRole, 'documents.update');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<{ open: boolean; document?: BusinessDocument }>({ open: false });
  const list = useInstallations(installerId, page);
  const data = list.data;
  const document = opened.document;

  return (
    <Stack spacing={1.5} data-testid="installations-tab" onSubmit={keepSubmitHere}>
      {data && data.total > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="installations-done-count">
          {t('users.installationsTab.done', { done: data.total })}
        </Typography>
      ) : null}
      <DocumentList
        label={t('users.installationsTab.label', { name })}
        columns={columns}
        rows={data?.docs}
        query={list}
        errorText={t('users.installationsTab.loadError')}
        emptyText={t('users.installationsTab.empty')}
        rowTestId={(doc) => `installation-${doc.docId}`}
        onRowClick={(doc) => setOpened({ open: true, document: doc })}
        skeletonRows={3}
        paging={
          data && {
            page,
            pageSize: installationsPageSize,
            total: data.total,
            totalPages: data.totalPages,
            onPageChange: setPage,
          }
        }
      />
      {document ? (
        <DocumentModal
          open={opened.open}
          mode={document.status && canUpdate ? 'edit' : 'view'}
          category={document.category}
          document={document}
          onClose={() => setOpened((current) => ({ ...current, open: false }))}
        />
      ) : null}
    </Stack>
  );
}
