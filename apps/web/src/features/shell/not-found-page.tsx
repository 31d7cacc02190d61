import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The catch-all page, public and inside each dashboard area. */
export function NotFoundPage({ homeTo = '/' }: { homeTo?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxInlineSize: 520, inlineSize: '100%', textAlign: 'center' }}
        data-testid="not-found"
      >
        <SearchOffIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography component="h1" variant="h5" gutterBottom>
          {t('common.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.notFound.body')}
        </Typography>
        <Button component={RouterLink} to={homeTo} variant="contained">
          {t('common.notFound.home')}
        </Button>
      </Paper>
    </Box>
  );
}
