import {
  Alert,
  Box,
  Button,
  Container,
  Pagination,
  PaginationItem,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePublicNews } from '../api/use-public-news';
import { NewsCard } from '../components/news-card';
import { useNewsPaths } from '../news-paths';
import { useDocumentTitle } from '../use-document-title';

/** `?page=2` as a page number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The storefront's news (issue 17, `/news`): the published articles of the visitor's language,
 * newest first, as cards, paged by links (`?page=2`) so every page has its own address.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const paths = useNewsPaths();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const news = usePublicNews(paths.language, page);
  useDocumentTitle(`${t('storefront-news.title')} · ${t('common.appName')}`);
  const articles = news.data?.articles;

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 1 }}>
        {t('storefront-news.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {t('storefront-news.intro')}
      </Typography>
      {news.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void news.refetch()}>
              {t('storefront-news.retry')}
            </Button>
          }
        >
          {t('storefront-news.loadError')}
        </Alert>
      ) : !articles ? (
        <Box aria-busy="true" sx={grid}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={320} />
          ))}
        </Box>
      ) : articles.length === 0 ? (
        <Typography data-testid="news-empty" sx={{ paddingBlock: 4 }}>
          {t('storefront-news.empty')}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            sx={{ ...grid, listStyle: 'none', padding: 0, margin: 0 }}
            aria-busy={news.isFetching}
          >
            {articles.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} to={paths.article(article.slug)} />
              </li>
            ))}
          </Box>
          {(news.data?.totalPages ?? 1) > 1 ? (
            <Box
              component="nav"
              aria-label={t('storefront-news.pages')}
              sx={{ display: 'flex', justifyContent: 'center', marginBlockStart: 3 }}
            >
              <Pagination
                page={Math.min(page, news.data?.totalPages ?? 1)}
                count={news.data?.totalPages ?? 1}
                getItemAriaLabel={(type, number, selected) =>
                  type === 'page'
                    ? t(selected ? 'storefront-news.currentPage' : 'storefront-news.page', { page: number })
                    : t(
                        `storefront-news.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : type === 'first' ? 'first' : 'last'}`,
                      )
                }
                renderItem={(item) => (
                  <PaginationItem
                    component={RouterLink}
                    to={item.page && item.page > 1 ? `${paths.list}?page=${item.page}` : paths.list}
                    {...item}
                  />
                )}
              />
            </Box>
          ) : null}
        </>
      )}
    </Container>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;
