import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FlipIcon from '@mui/icons-material/Flip';
import HandymanIcon from '@mui/icons-material/Handyman';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import WindowIcon from '@mui/icons-material/Window';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { CatalogCategory } from '@tg/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import { useCategoryLabel } from '../category-label';

const iconProps = { color: 'primary', sx: { fontSize: 40 }, 'aria-hidden': true } as const;
const categoryIcons: Record<string, ReactElement> = {
  windows: <WindowIcon {...iconProps} />,
  mirrors: <FlipIcon {...iconProps} />,
  lights: <LightbulbIcon {...iconProps} />,
  parts: <BuildIcon {...iconProps} />,
  workClothes: <CheckroomIcon {...iconProps} />,
  workMaterials: <Inventory2Icon {...iconProps} />,
  tools: <HandymanIcon {...iconProps} />,
  works: <EngineeringIcon {...iconProps} />,
};

export interface CategoryCardsProps {
  categories: CatalogCategory[];
  /** Added to each link, e.g. `?chassisNumber=…` so the category page keeps the machine. */
  query?: string;
}

/** One card per category with its product count; each opens the category page. */
export function CategoryCards({ categories, query = '' }: CategoryCardsProps) {
  const { to } = useStorefrontPaths();
  const { t } = useTranslation();
  const labelOf = useCategoryLabel();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => (
        <Grid key={category.category} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ blockSize: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`${to(`/products/${encodeURIComponent(category.category)}`)}${query}`}
              sx={{ blockSize: '100%' }}
              data-testid={`category-card-${category.category}`}
            >
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                {categoryIcons[category.category] ?? <CategoryIcon {...iconProps} />}
                <div>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                    {labelOf(category.category, category.label)}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('catalog-browser.home.productCount', { count: category.productCount })}
                  </Typography>
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
