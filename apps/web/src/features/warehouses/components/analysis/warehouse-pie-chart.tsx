import { Box, Typography } from '@mui/material';
import type { WarehouseAnalysisRow } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colourAt, pieSlices } from './chart-math';

/**
 * Total quantity per warehouse as a hand-drawn SVG pie. Each slice has a title (the tooltip) with
 * the share; the legend beside it writes the same out, so it reads without seeing the colours.
 */
export function WarehousePieChart({
  warehouses,
  highlightId,
}: {
  warehouses: WarehouseAnalysisRow[];
  highlightId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const slices = pieSlices(warehouses.map((warehouse) => warehouse.total));
  const describe = (warehouse: WarehouseAnalysisRow, percent: number) =>
    t('warehouses.analysis.slice', { name: warehouse.name, quantity: warehouse.total, percent });
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ margin: 0 }} data-testid="analysis-pie">
      <Typography
        id={titleId}
        component="figcaption"
        variant="subtitle1"
        sx={{ fontWeight: 600, marginBlockEnd: 1 }}
      >
        {t('warehouses.analysis.pieTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box
          component="svg"
          viewBox="0 0 200 200"
          role="img"
          aria-labelledby={titleId}
          sx={{ width: 200, maxWidth: '100%', flexShrink: 0 }}
        >
          {warehouses.map((warehouse, index) => {
            const slice = slices[index];
            if (!slice?.path) return null;
            return (
              <path
                key={warehouse.warehouseId}
                d={slice.path}
                fill={colourAt(index)}
                stroke={warehouse.warehouseId === highlightId ? '#1c2430' : '#fff'}
                strokeWidth={warehouse.warehouseId === highlightId ? 3 : 1}
                data-testid={`pie-slice-${warehouse.warehouseId}`}
              >
                <title>{describe(warehouse, slice.percent)}</title>
              </path>
            );
          })}
        </Box>
        <Box
          component="ul"
          aria-label={t('warehouses.analysis.legend')}
          sx={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {warehouses.map((warehouse, index) => (
            <Box
              component="li"
              key={warehouse.warehouseId}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                fontWeight: warehouse.warehouseId === highlightId ? 700 : 400,
              }}
              data-testid={`pie-legend-${warehouse.warehouseId}`}
            >
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '2px',
                  backgroundColor: colourAt(index),
                  flexShrink: 0,
                }}
              />
              <Typography variant="body2">{describe(warehouse, slices[index]?.percent ?? 0)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
