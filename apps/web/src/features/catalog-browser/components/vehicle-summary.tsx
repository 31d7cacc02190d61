import AgricultureIcon from '@mui/icons-material/Agriculture';
import { Box, Paper, Typography } from '@mui/material';
import type { CatalogVehicle } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The machine the registry found: manufacturer, model, year, and by which number it was found. */
export function VehicleSummary({ vehicle }: { vehicle: CatalogVehicle }) {
  const { t } = useTranslation();
  const titleId = useId();
  const facts = [
    { key: 'manufacturer', value: vehicle.manufacturer },
    { key: 'model', value: vehicle.model },
    { key: 'year', value: vehicle.year },
  ].filter((fact) => fact.value);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      data-testid="vehicle-summary"
    >
      <AgricultureIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('catalog-browser.machineView.vehicleTitle')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            marginBlockStart: 1,
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(`catalog-browser.machineView.${fact.key}`)}
              </Typography>
              <Typography component="dd" dir="auto">
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
          {t(`catalog-browser.machineView.foundBy.${vehicle.foundBy}`, { value: vehicle.searchValue })}
        </Typography>
      </Box>
    </Paper>
  );
}
