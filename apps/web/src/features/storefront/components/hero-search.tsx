import CategoryIcon from '@mui/icons-material/Category';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlainTextField } from '../../../ui/plain-text-field';
import { useVehicleSearch } from '../../catalog-browser/components/vehicle-search-form';
import { useStorefrontPaths } from '../storefront-paths';

/**
 * The home page's search: the machine's plate or chassis number → the products that fit it (the
 * catalogue's machine view), or the catalogue by manufacturer, model and year. In the visitor's language.
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const titleId = useId();
  const { chassisNumber, setChassisNumber, vehicleNumber, setVehicleNumber, canSearch, submit } =
    useVehicleSearch();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 4, maxInlineSize: 760 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('storefront.home.searchTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('storefront.home.searchHint')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-labelledby={titleId}
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
      >
        <PlainTextField
          size="small"
          label={t('catalog-browser.vehicleSearch.vehicleNumber')}
          value={vehicleNumber}
          onChange={(event) => setVehicleNumber(event.target.value)}
          inputProps={{ inputMode: 'numeric', 'data-testid': 'hero-vehicle-number' }}
        />
        <PlainTextField
          size="small"
          label={t('catalog-browser.vehicleSearch.chassisNumber')}
          value={chassisNumber}
          onChange={(event) => setChassisNumber(event.target.value)}
          inputProps={{ dir: 'ltr', 'data-testid': 'hero-chassis-number' }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canSearch}
          startIcon={<SearchIcon />}
          sx={{ flexShrink: 0 }}
          data-testid="hero-search"
        >
          {t('catalog-browser.vehicleSearch.submit')}
        </Button>
      </Box>
      <Button component={RouterLink} to={to('/products')} startIcon={<CategoryIcon />} sx={{ mt: 1.5 }}>
        {t('storefront.home.browseCatalog')}
      </Button>
    </Paper>
  );
}
