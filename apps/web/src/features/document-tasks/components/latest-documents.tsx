import { Box, Link } from '@mui/material';
import { type BusinessDocument, formatDocumentShekels } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DataTableColumn } from '../../../ui/data-table';
import { DocumentList } from '../../documents/components/document-list';
import { useLatestDocuments } from '../api/use-document-tasks';
import { documentLink } from '../task-display';
import { type CategoryChoice, CategoryTabs, categoryOf } from './category-tabs';
import { categoryColumn, dateColumn, docIdColumn, statusColumn } from './document-task-columns';
import { SectionHeading } from './section-heading';

const label = (key: string) => `document-tasks.columns.${key}`;

const columns: readonly DataTableColumn<BusinessDocument>[] = [
  docIdColumn(label('docId'), (doc) => (
    <Link
      component={RouterLink}
      to={documentLink(doc.category, doc.docId)}
      onClick={(event) => event.stopPropagation()}
      data-testid="latest-doc-link"
    >
      {doc.docId}
    </Link>
  )),
  categoryColumn(label('category'), 130),
  { id: 'customer', labelKey: label('customer'), value: (doc) => doc.userInformation.name, width: 170 },
  dateColumn(label('date')),
  statusColumn(label('status')),
  {
    id: 'total',
    labelKey: label('total'),
    value: (doc) => formatDocumentShekels(doc.docTotalPrice),
    dir: 'ltr',
    width: 120,
  },
];

/**
 * The worker's and manager's main page: the ten newest documents, of all categories or one, each
 * opening its document on the documents screen.
 */
export function LatestDocuments() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<CategoryChoice>('all');
  const latest = useLatestDocuments(categoryOf(choice));
  const data = latest.data;
  const title = t('document-tasks.latest.title');

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="latest-documents"
      sx={{ maxInlineSize: 1100 }}
    >
      <SectionHeading
        id={titleId}
        title={title}
        note={
          data && data.totalLastDocs > data.lastDocs.length
            ? t('document-tasks.latest.note', { shown: data.lastDocs.length, total: data.totalLastDocs })
            : undefined
        }
      />
      <CategoryTabs
        value={choice}
        onChange={setChoice}
        label={t('document-tasks.categoriesLabel')}
        testId="latest-documents-tabs"
      />
      <DocumentList
        label={title}
        columns={columns}
        rows={data?.lastDocs}
        query={latest}
        errorText={t('document-tasks.latest.loadError')}
        emptyText={t('document-tasks.latest.empty')}
        onRowClick={(doc) => navigate(documentLink(doc.category, doc.docId))}
        rowTestId={(doc) => `latest-doc-${doc.category}-${doc.docId}`}
        skeletonRows={3}
      />
    </Box>
  );
}
