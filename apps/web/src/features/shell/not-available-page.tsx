import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface NotAvailablePageProps {
  /** Translation keys naming the area, outermost first (group, then screen). */
  areaKeys: readonly string[];
  /** Where the "back" button goes. */
  backTo: string;
}

/** An honest placeholder for a screen whose module is not built yet; never shows invented data. */
export function NotAvailablePage({ areaKeys, backTo }: NotAvailablePageProps) {
  const { t } = useTranslation();
  const area = areaKeys.map((key) => t(key)).join(' · ');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxInlineSize: 560, inlineSize: '100%', textAlign: 'center' }}
        data-testid="not-available"
      >
        <ConstructionIcon color="warning" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography component="h1" variant="h5" gutterBottom>
          {area}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.notAvailable.body')}
        </Typography>
        <Button component={RouterLink} to={backTo} variant="outlined">
          {t('common.actions.back')}
        </Button>
      </Paper>
    </Box>
  );
}
