import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '../../../ui/plain-text-field';
import type { VehicleNumbers } from '../api/use-catalog-browser';
import { useVehicleSearch } from './use-vehicle-search';

/** The catalogue's machine search: chassis or vehicle number → the machine view. */
export function VehicleSearchForm({ initial = {} }: { initial?: VehicleNumbers }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { chassisNumber, setChassisNumber, vehicleNumber, setVehicleNumber, canSearch, submit } =
    useVehicleSearch(initial);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('catalog-browser.vehicleSearch.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('catalog-browser.vehicleSearch.hint')}
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
          label={t('catalog-browser.vehicleSearch.chassisNumber')}
          value={chassisNumber}
          onChange={(event) => setChassisNumber(event.target.value)}
          autoComplete="off"
          inputProps={{ dir: 'ltr', 'data-testid': 'vehicle-search-chassis' }}
          sx={{ flex: 1 }}
        />
        <PlainTextField
          size="small"
          label={t('catalog-browser.vehicleSearch.vehicleNumber')}
          value={vehicleNumber}
          onChange={(event) => setVehicleNumber(event.target.value)}
          autoComplete="off"
          inputProps={{ dir: 'ltr', inputMode: 'numeric', 'data-testid': 'vehicle-search-plate' }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!canSearch}
          data-testid="vehicle-search-submit"
        >
          {t('catalog-browser.vehicleSearch.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
