import { Box, Typography } from '@mui/material';
import type { WarehouseAnalysisRow } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../../../products/api/use-product-categories';
import { categoryLabel } from '../../../products/product-categories';
import { colourAt, percentOf } from './chart-math';

const barHeight = 18;
const gap = 6;

/**
 * Quantity per category in each warehouse: one group of horizontal SVG bars per warehouse, bars
 * as long as the category's share of the largest quantity, each with a title (tooltip) and a
 * written label with the share of that warehouse's total. Bars grow from the start side.
 */
export function CategoryBarChart({ warehouses }: { warehouses: WarehouseAnalysisRow[] }) {
  const { t, i18n } = useTranslation();
  const productCategories = useProductCategories();
  const titleId = useId();
  const categories = [
    ...new Set(warehouses.flatMap((warehouse) => warehouse.byCategory.map((row) => row.category))),
  ];
  const max = Math.max(
    1,
    ...warehouses.flatMap((warehouse) => warehouse.byCategory.map((row) => row.quantity)),
  );
  const categoryName = (category: string) =>
    category
      ? categoryLabel(t, i18n.language, category, productCategories.data)
      : t('warehouses.analysis.noCategory');
  const stocked = warehouses.filter((warehouse) => warehouse.byCategory.length > 0);

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ margin: 0 }} data-testid="analysis-bars">
      <Typography
        id={titleId}
        component="figcaption"
        variant="subtitle1"
        sx={{ fontWeight: 600, marginBlockEnd: 1 }}
      >
        {t('warehouses.analysis.barsTitle')}
      </Typography>
      <Box
        component="ul"
        aria-label={t('warehouses.analysis.legend')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          marginBlockEnd: 1.5,
        }}
      >
        {categories.map((category) => (
          <Box component="li" key={category} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '2px',
                backgroundColor: colourAt(categories.indexOf(category)),
              }}
            />
            <Typography variant="body2">{categoryName(category)}</Typography>
          </Box>
        ))}
      </Box>
      {stocked.map((warehouse) => {
        const height = warehouse.byCategory.length * (barHeight + gap);
        return (
          <Box
            key={warehouse.warehouseId}
            sx={{ marginBlockEnd: 2 }}
            data-testid={`bars-${warehouse.warehouseId}`}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('warehouses.analysis.warehouseTotal', { name: warehouse.name, quantity: warehouse.total })}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(90px, 30%) 1fr',
                columnGap: 1,
                alignItems: 'start',
              }}
            >
              <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {warehouse.byCategory.map((row) => (
                  <Typography
                    component="li"
                    variant="caption"
                    key={row.category}
                    sx={{
                      display: 'block',
                      height: barHeight + gap,
                      lineHeight: `${barHeight}px`,
                      overflow: 'hidden',
                      whiteSpace: 'nowrap',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {t('warehouses.analysis.bar', {
                      category: categoryName(row.category),
                      quantity: row.quantity,
                      percent: percentOf(row.quantity, warehouse.total),
                    })}
                  </Typography>
                ))}
              </Box>
              {/* Mirrored in right-to-left languages so the bars grow from the start side. */}
              <Box
                component="svg"
                viewBox={`0 0 100 ${height}`}
                preserveAspectRatio="none"
                aria-hidden
                sx={{
                  width: '100%',
                  height,
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              >
                {warehouse.byCategory.map((row, index) => (
                  <rect
                    key={row.category}
                    x={0}
                    y={index * (barHeight + gap)}
                    width={Math.max(0.5, (Math.max(0, row.quantity) / max) * 100)}
                    height={barHeight}
                    fill={colourAt(categories.indexOf(row.category))}
                  >
                    <title>
                      {t('warehouses.analysis.bar', {
                        category: categoryName(row.category),
                        quantity: row.quantity,
                        percent: percentOf(row.quantity, warehouse.total),
                      })}
                    </title>
                  </rect>
                ))}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
