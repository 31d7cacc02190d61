import { Box } from '@mui/material';
import { can, type DocCategory, documentsPageSize, documentsSort } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth/auth-context';
import { dashboardPath } from '../../../app/navigation';
import { ColumnChooser } from '../../../ui/column-chooser';
import { DataTable } from '../../../ui/data-table';
import { FilterChips } from '../../../ui/filter-chips';
import { FilterPanel } from '../../../ui/filter-panel';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useRowSelection } from '../../../ui/use-row-selection';
import { NotFoundPage } from '../../shell/not-found-page';
import { toAllDocsQuery, useDocumentsList } from '../api/use-documents';
import { DocumentBulkBar } from '../components/bulk/document-bulk-bar';
import { documentColumns } from '../components/document-columns';
import { DocumentModal } from '../components/modal/document-modal';
import { useDocumentFilters } from '../components/use-document-filters';
import { useOpenedDocument } from '../components/use-opened-document';
import { isDocCategory } from '../document-display';

/**
 * A category's documents (route doc/:category; spec 2 §2, §7 getAllDocs). Any other value is the
 * not-found page.
 */
export function DocumentsPage() {
  const { category } = useParams();
  if (!isDocCategory(category)) return <NotFoundPage homeTo={dashboardPath('worker')} />;
  // Keyed by category: search, filters, paging and the modal start afresh in another list.
  return <DocumentsList key={category} category={category} />;
}

function DocumentsList({ category }: { category: DocCategory }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const canCreate = can(userRole, 'documents.create');
  const canUpdate = can(userRole, 'documents.update');
  const { page, setPage, resetPaging } = useListPaging(documentsPageSize);
  const filters = useDocumentFilters(() => setPage(1), `documents.${category}`);
  const { search } = filters;
  const sort = useListSort(documentsSort, () => setPage(1), `documents.${category}`);
  const visibility = useColumnVisibility(documentColumns);
  const opened = useOpenedDocument(category, { canCreate, canUpdate });

  const list = useDocumentsList({ category, page, search: search.term, ...filters.query, ...sort.query });
  const data = list.data;
  // Open documents are picked for a bulk change; the picks go when the page, filters or sort change.
  const selection = useRowSelection({ page, search: search.term, filters: filters.query, sort: sort.query });
  const selected = data?.docs.filter((doc) => selection.selectedIds.includes(doc._id)) ?? [];
  useListFollowUps(list, { page, setPage }, t('documents.notices.loadError'));
  const title = t(`documents.titles.${category}`);

  const reset = () => {
    search.clear();
    filters.clear();
    resetPaging();
    sort.reset();
    visibility.reset();
  };

  return (
    <Box>
      <ListToolbar
        savedFilters={`documents.${category}`}
        printable
        title={title}
        exportable={{
          list: 'documents',
          query: toAllDocsQuery({ category, page, search: search.term, ...filters.query, ...sort.query }),
          selectedIds: selection.selectedIds,
        }}
        search={<SearchField search={search} label={t('documents.search')} testId="documents-search" />}
        filters={
          <FilterPanel filters={filters.definitions} values={filters.values} onChange={filters.change} />
        }
        columns={<ColumnChooser columns={documentColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="documents-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="documents-refresh"
        primaryAction={
          canCreate
            ? {
                label: t(`documents.create.${category}`),
                onClick: opened.openNew,
                testId: 'documents-create',
              }
            : undefined
        }
        chips={
          <>
            <RestoredFilterNotice isRestored={filters.isRestored} />
            <FilterChips
              filters={filters.definitions}
              values={filters.values}
              onRemove={filters.remove}
              onClearAll={filters.clear}
            />
          </>
        }
      />
      {canUpdate ? <DocumentBulkBar selected={selected} onClear={selection.clear} /> : null}
      <DataTable
        label={title}
        columns={documentColumns}
        sort={sort}
        selection={
          canUpdate
            ? {
                ...selection,
                isSelectable: (doc) => doc.status,
                rowLabel: (doc) => String(doc.docId),
              }
            : undefined
        }
        rows={data?.docs}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('documents.notices.loadError')}
        emptyText={search.term || filters.isFiltering ? t('documents.emptyFiltered') : t('documents.empty')}
        onRowClick={opened.openDocument}
        selectedRowId={opened.dialog.open ? opened.dialog.document?._id : undefined}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={documentsPageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.docs.length}
              pageSizes={[documentsPageSize]}
              onPageChange={setPage}
              onPageSizeChange={() => {}}
            />
          ) : null
        }
      />
      <DocumentModal
        open={opened.dialog.open}
        mode={opened.dialog.mode}
        category={category}
        document={opened.dialog.document}
        transferTo={opened.dialog.transferTo}
        onClose={opened.close}
        onShowing={opened.follow}
      />
    </Box>
  );
}
