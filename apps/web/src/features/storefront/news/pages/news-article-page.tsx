import { Box, Button, Container, Link, Skeleton, Typography } from '@mui/material';
import { errorCodes, formatDisplayDate, newsParagraphs } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../../../app/api-client';
import { ResponsiveImage } from '../../../../ui/responsive-image';
import { usePublicArticle } from '../api/use-public-news';
import { directionOfNews, useNewsPaths } from '../news-paths';
import { useDocumentTitle } from '../use-document-title';

const pictureStyle = {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 4,
  marginBlockEnd: 16,
} as const;

/**
 * One news article (issue 17, `/news/:slug`): title, day, picture, the body's paragraphs as plain
 * text (never HTML) and a way back to the list; a friendly page when there is no such article.
 */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const paths = useNewsPaths();
  const article = usePublicArticle(slug);
  const isMissing = article.error instanceof ApiError && article.error.code === errorCodes.notFound;
  useDocumentTitle(
    // As the server wrote it for the first page: the article's title, then the business's name.
    article.data
      ? `${article.data.title} · ${t('common.appName')}`
      : isMissing
        ? t('storefront-news.notFoundTitle')
        : undefined,
  );

  const back = (
    <Link
      component={RouterLink}
      to={paths.list}
      data-testid="news-back"
      sx={{ display: 'inline-block', marginBlockEnd: 2 }}
    >
      {t('storefront-news.backToList')}
    </Link>
  );

  if (article.isError) {
    return (
      <Container maxWidth="md" sx={{ paddingBlock: { xs: 2, md: 4 } }}>
        {back}
        <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 1 }}>
          {t(isMissing ? 'storefront-news.notFoundTitle' : 'storefront-news.loadError')}
        </Typography>
        {isMissing ? (
          <Typography data-testid="news-not-found">{t('storefront-news.notFoundText')}</Typography>
        ) : (
          <Button onClick={() => void article.refetch()}>{t('storefront-news.retry')}</Button>
        )}
      </Container>
    );
  }

  const data = article.data;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 2, md: 4 } }}>
      {back}
      {!data ? (
        <Box aria-busy="true">
          <Skeleton variant="text" height={56} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : (
        <Box
          component="article"
          lang={data.language}
          dir={directionOfNews(data.language)}
          data-testid="news-article"
        >
          <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 1 }}>
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p" sx={{ marginBlockEnd: 2 }}>
            <time dateTime={data.publishAt} dir="ltr">
              {formatDisplayDate(data.publishAt)}
            </time>
          </Typography>
          {data.image ? (
            // The article's main picture: loaded first.
            <ResponsiveImage
              image={data.image}
              alt={data.title}
              sizes="(min-width: 900px) 852px, 92vw"
              priority
              style={pictureStyle}
            />
          ) : data.imageUrl ? (
            <img
              src={data.imageUrl}
              alt={data.title}
              width={1200}
              height={675}
              decoding="async"
              style={pictureStyle}
            />
          ) : null}
          {data.summary ? (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, marginBlockEnd: 2 }}>
              {data.summary}
            </Typography>
          ) : null}
          {keyedParagraphs(data.body).map(({ key, paragraph }) => (
            // The text is shown as text (never HTML), its single line breaks kept.
            <Typography
              key={key}
              component="p"
              sx={{ whiteSpace: 'pre-line', marginBlockEnd: 2, lineHeight: 1.7 }}
            >
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
    </Container>
  );
}

/** The body's paragraphs, each with a key of its own even when two read the same. */
function keyedParagraphs(body: string) {
  const seen = new Map<string, number>();
  return newsParagraphs(body).map((paragraph) => {
    const count = (seen.get(paragraph) ?? 0) + 1;
    seen.set(paragraph, count);
    return { key: `${count}:${paragraph}`, paragraph };
  });
}
