import { Box } from '@mui/material';
import { type BusinessDocument, can, formatDocumentShekels } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import type { DataTableColumn } from '../../../ui/data-table';
import { useUserDocuments } from '../api/use-documents';
import { OpenClosedIcon } from './document-columns';
import { DocumentList } from './document-list';
import { DocumentModal } from './modal/document-modal';

/** Spec 2 §7 fetchUserDocs: 10 a page. */
const historyPageSize = 10;

const label = (key: string) => `documents.history.columns.${key}`;

function useHistoryColumns(): DataTableColumn<BusinessDocument>[] {
  const { t } = useTranslation();
  return [
    { id: 'docId', labelKey: label('docId'), dir: 'ltr', width: 90 },
    {
      id: 'category',
      labelKey: label('category'),
      value: (doc) => t(`documents.category.${doc.category}`),
      width: 140,
    },
    { id: 'date', labelKey: label('date'), dir: 'ltr', width: 105 },
    {
      id: 'status',
      labelKey: label('status'),
      value: (doc) => doc.generalStatus.status,
      render: (doc) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <OpenClosedIcon isOpen={doc.status} />
          {doc.generalStatus.status}
        </Box>
      ),
      width: 170,
    },
    {
      id: 'total',
      labelKey: label('total'),
      value: (doc) => formatDocumentShekels(doc.docTotalPrice),
      dir: 'ltr',
      width: 110,
    },
  ];
}

/**
 * One customer's documents, newest first, 10 a page (the user dialog's document-history tab;
 * spec 2 §2, §7 fetchUserDocs). A row opens the document: in edit when it is open and the person
 * may edit, otherwise in view.
 */
export function DocumentHistory({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const canUpdate = can(userRole, 'documents.update');
  const columns = useHistoryColumns();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<{ open: boolean; document?: BusinessDocument }>({ open: false });
  const list = useUserDocuments(customerId, page, historyPageSize);
  const data = list.data;
  const document = opened.document;
  return (
    <>
      <DocumentList
        label={t('documents.history.label')}
        columns={columns}
        rows={data?.docs}
        query={list}
        errorText={t('documents.history.loadError')}
        emptyText={t('documents.history.empty')}
        rowTestId={(doc) => `history-${doc.category}-${doc.docId}`}
        onRowClick={(doc) => setOpened({ open: true, document: doc })}
        paging={
          data && {
            page,
            pageSize: historyPageSize,
            total: data.totalDocs,
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
    </>
  );
}
