import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { formatDisplayDate, type NewsArticle, type NewsLanguage, newsLanguages } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RowActions } from '../../../ui/row-actions';
import { useDeleteNewsArticle, useNewsArticles } from '../api/use-news-articles';
import { NewsArticleDialog } from '../components/news-article-dialog';

type PublishedFilter = '' | 'true' | 'false';

/**
 * The storefront's news in the back-office (issue 17): every article with its language, publish
 * day and state, filtered by language and state; write, edit and delete (after a confirmation).
 */
export function NewsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [language, setLanguage] = useState<NewsLanguage | ''>('');
  const [published, setPublished] = useState<PublishedFilter>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const articles = useNewsArticles({
    page,
    limit,
    ...(language ? { language } : {}),
    ...(published ? { published } : {}),
  });
  const remove = useDeleteNewsArticle();
  const [editing, setEditing] = useState<{ open: boolean; article?: NewsArticle }>({ open: false });
  const [deletion, setDeletion] = useState<{ open: boolean; article?: NewsArticle }>({ open: false });
  const rows = articles.data?.articles;

  const columns: DataTableColumn<NewsArticle>[] = [
    {
      id: 'title',
      labelKey: 'news.columns.title',
      width: 400,
      value: (article) => article.title,
      render: (article) => (
        <Box component="span" dir="auto" sx={{ fontWeight: 500 }} data-testid="news-row-title">
          {article.title}
        </Box>
      ),
    },
    {
      id: 'language',
      labelKey: 'news.columns.language',
      width: 120,
      value: (article) => t(`news.languages.${article.language}`),
    },
    {
      id: 'publishAt',
      labelKey: 'news.columns.publishAt',
      width: 130,
      dir: 'ltr',
      value: (article) => formatDisplayDate(article.publishAt),
    },
    {
      id: 'published',
      labelKey: 'news.columns.state',
      width: 130,
      value: (article) => t(article.published ? 'news.states.published' : 'news.states.draft'),
      render: (article) => (
        <Chip
          size="small"
          variant={article.published ? 'filled' : 'outlined'}
          color={article.published ? 'success' : 'default'}
          label={t(article.published ? 'news.states.published' : 'news.states.draft')}
        />
      ),
    },
  ];

  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));
  const confirmDelete = () => {
    const article = deletion.article;
    if (!article) return;
    remove.mutate(article._id, {
      onSuccess: () => notify.success(t('news.notices.deleted', { title: article.title })),
      onError: (error) => notify.error(`${t('news.notices.deleteError')}. ${describeError(t, error)}`),
      onSettled: closeDeletion,
    });
  };

  const filters = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('news.filters.language')}
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value as NewsLanguage | '');
          setPage(1);
        }}
        fullWidth={false}
        sx={{ inlineSize: 170 }}
        slotProps={{ htmlInput: { 'data-testid': 'news-filter-language' } }}
      >
        <MenuItem value="">{t('news.filters.all')}</MenuItem>
        {newsLanguages.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`news.languages.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('news.filters.state')}
        value={published}
        onChange={(event) => {
          setPublished(event.target.value as PublishedFilter);
          setPage(1);
        }}
        fullWidth={false}
        sx={{ inlineSize: 170 }}
        slotProps={{ htmlInput: { 'data-testid': 'news-filter-state' } }}
      >
        <MenuItem value="">{t('news.filters.all')}</MenuItem>
        <MenuItem value="true">{t('news.states.published')}</MenuItem>
        <MenuItem value="false">{t('news.states.draft')}</MenuItem>
      </TextField>
    </Box>
  );

  return (
    <Box>
      <ListToolbar
        title={t('news.title')}
        filters={filters}
        onRefresh={() => void articles.refetch()}
        isRefreshing={articles.isFetching && !articles.isPending}
        primaryAction={{
          label: t('news.create'),
          onClick: () => setEditing({ open: true }),
          testId: 'news-create',
        }}
      />
      <DataTable
        label={t('news.title')}
        columns={columns}
        rows={rows}
        isLoading={articles.isFetching}
        isError={articles.isError}
        onRetry={() => void articles.refetch()}
        errorText={t('news.loadError')}
        emptyText={t(language || published ? 'news.emptyFiltered' : 'news.empty')}
        rowTestId={(article) => `news-row-${article.slug}`}
        rowActions={(article) => (
          <RowActions
            itemName={article.title}
            onEdit={() => setEditing({ open: true, article })}
            onDelete={() => setDeletion({ open: true, article })}
          />
        )}
        footer={
          articles.data ? (
            <Pagination
              page={page}
              pageSize={limit}
              total={articles.data.total}
              totalPages={articles.data.totalPages}
              displayedCount={rows?.length ?? 0}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setLimit(size);
                setPage(1);
              }}
              pageSizes={[10, 20, 50]}
              disabled={articles.isFetching}
            />
          ) : undefined
        }
      />
      <NewsArticleDialog
        open={editing.open}
        article={editing.article}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('news.deleteTitle')}
        message={t('news.deleteMessage', { title: deletion.article?.title ?? '' })}
        confirmLabel={t('news.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </Box>
  );
}
