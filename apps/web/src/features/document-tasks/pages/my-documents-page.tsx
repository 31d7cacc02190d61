import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { type BusinessDocument, formatDocumentShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import type { DataTableColumn } from '../../../ui/data-table';
import { DocumentList } from '../../documents/components/document-list';
import { myDocumentsPageSize, useMyDocuments } from '../api/use-document-tasks';
import { CategoryTabs, categoryOf, useCategoryPages } from '../components/category-tabs';
import { categoryColumn, dateColumn } from '../components/document-task-columns';
import { GeneralStatusChip } from '../components/general-status-chip';

const label = (key: string) => `document-tasks.columns.${key}`;

const columns: readonly DataTableColumn<BusinessDocument>[] = [
  { id: 'docId', labelKey: label('docId'), dir: 'ltr', width: 90, value: (doc) => String(doc.docId) },
  categoryColumn(label('category'), 140),
  dateColumn(label('date')),
  {
    id: 'status',
    labelKey: label('status'),
    render: (doc) => <GeneralStatusChip status={doc.generalStatus.status} />,
    width: 160,
  },
  {
    id: 'total',
    labelKey: label('total'),
    value: (doc) => formatDocumentShekels(doc.docTotalPrice),
    dir: 'ltr',
    width: 120,
  },
];

function PdfLink({ doc }: { doc: BusinessDocument }) {
  const { t } = useTranslation();
  if (!doc.pdfUrl) return null;
  const text = t('document-tasks.mine.pdfFor', {
    category: t(`document-tasks.category.${doc.category}`),
    docId: doc.docId,
  });
  return (
    <Tooltip title={text}>
      <IconButton
        component="a"
        href={doc.pdfUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text}
        data-testid="my-doc-pdf"
      >
        <PictureAsPdfIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The customer's own price quotes, work cards and shipping certificates, read-only (issue 15
 * Access), with the PDF of each one that has it. The server answers only the caller's own.
 */
export function MyDocumentsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { choice, choose, page, setPage } = useCategoryPages();
  const documents = useMyDocuments(user?._id, categoryOf(choice), page);
  const data = documents.data;
  const title = t('document-tasks.mine.title');

  return (
    <Box data-testid="my-documents" sx={{ maxInlineSize: 1100 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, marginBlockEnd: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 1.5 }}>
        {t('document-tasks.mine.subtitle')}
      </Typography>
      <CategoryTabs
        value={choice}
        onChange={choose}
        label={t('document-tasks.categoriesLabel')}
        testId="my-documents-tabs"
      />
      {data && data.totalDocs === 0 && choice === 'all' ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}
          data-testid="my-documents-empty"
        >
          <Typography color="text.secondary">{t('document-tasks.mine.empty')}</Typography>
        </Paper>
      ) : (
        <DocumentList
          label={title}
          columns={columns}
          rows={data?.docs}
          query={documents}
          errorText={t('document-tasks.mine.loadError')}
          emptyText={t('document-tasks.mine.emptyCategory')}
          rowTestId={(doc) => `my-doc-${doc.category}-${doc.docId}`}
          rowActions={(doc) => <PdfLink doc={doc} />}
          skeletonRows={3}
          paging={
            data && {
              page,
              pageSize: myDocumentsPageSize,
              total: data.totalDocs,
              totalPages: data.totalPages,
              onPageChange: setPage,
            }
          }
        />
      )}
    </Box>
  );
}
