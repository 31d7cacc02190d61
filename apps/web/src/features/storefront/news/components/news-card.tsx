import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { formatDisplayDate, type PublicNewsCard } from '@tg/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../../ui/responsive-image';
import { directionOfNews } from '../news-paths';

export interface NewsCardProps {
  article: PublicNewsCard;
  to: string;
}

/** A card's width in the list (1 / 2 / 3 columns of a container at most 1200 px). */
const cardSizes = '(min-width: 1200px) 380px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, 92vw';
const pictureStyle = {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
} as const;

/** One article in the list: its picture, day, title and summary, all one link. */
export function NewsCard({ article, to }: NewsCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      lang={article.language}
      dir={directionOfNews(article.language)}
      data-testid={`news-card-${article.slug}`}
      sx={{ blockSize: '100%' }}
    >
      <CardActionArea component={RouterLink} to={to} sx={{ blockSize: '100%', alignItems: 'stretch' }}>
        {article.image ? (
          <ResponsiveImage
            image={article.image}
            // The title beside it says what it shows.
            alt=""
            sizes={cardSizes}
            style={pictureStyle}
          />
        ) : article.imageUrl ? (
          <img
            src={article.imageUrl}
            // The title beside it says what it shows.
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            style={pictureStyle}
          />
        ) : (
          <Box aria-hidden sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
        )}
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="p">
            <time dateTime={article.publishAt} dir="ltr">
              {formatDisplayDate(article.publishAt)}
            </time>
          </Typography>
          <Typography variant="h6" component="h2" sx={{ marginBlock: 0.5, lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          {article.summary ? (
            <Typography variant="body2" color="text.secondary">
              {article.summary}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
