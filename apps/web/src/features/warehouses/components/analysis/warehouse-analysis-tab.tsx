import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWarehouseAnalysis } from '../../api/use-warehouses';
import { CategoryBarChart } from './category-bar-chart';
import { WarehousePieChart } from './warehouse-pie-chart';

/** The analysis tab (spec 3 §2.6): every warehouse's share of all stock and its categories. */
export function WarehouseAnalysisTab({ highlightId }: { highlightId?: string }) {
  const { t } = useTranslation();
  const analysis = useWarehouseAnalysis();
  if (analysis.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 4 }}>
        <CircularProgress aria-label={t('warehouses.analysis.loading')} />
      </Box>
    );
  if (analysis.isError)
    return (
      <Alert
        severity="error"
        sx={{ marginBlock: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void analysis.refetch()}>
            {t('warehouses.analysis.retry')}
          </Button>
        }
      >
        {t('warehouses.analysis.loadError')}
      </Alert>
    );
  const warehouses = analysis.data.warehouses;
  if (!warehouses.some((warehouse) => warehouse.total > 0))
    return (
      <Typography
        color="text.secondary"
        sx={{ paddingBlock: 4, textAlign: 'center' }}
        data-testid="analysis-empty"
      >
        {t('warehouses.analysis.empty')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, paddingBlockStart: 2 }}>
      <WarehousePieChart warehouses={warehouses} highlightId={highlightId} />
      <CategoryBarChart warehouses={warehouses} />
    </Box>
  );
}
