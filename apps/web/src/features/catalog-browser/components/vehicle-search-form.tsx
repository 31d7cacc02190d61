import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PlainTextField } from '../../../ui/plain-text-field';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import type { VehicleNumbers } from '../api/use-catalog-browser';
import { vehicleNumbersQuery } from '../catalog-filters';

export const machineViewPath = '/products/machine-view';

/**
 * A plate or chassis search (either is enough) that opens the machine view in the visitor's
 * language. Values are trimmed; `canSearch` stays false while both are empty.
 */
export function useVehicleSearch(initial: VehicleNumbers = {}) {
  const { to } = useStorefrontPaths();
  const navigate = useNavigate();
  const [chassisNumber, setChassisNumber] = useState(initial.chassisNumber ?? '');
  const [vehicleNumber, setVehicleNumber] = useState(initial.vehicleNumber ?? '');
  const numbers: VehicleNumbers = {
    chassisNumber: chassisNumber.trim() || undefined,
    vehicleNumber: vehicleNumber.trim() || undefined,
  };
  const canSearch = Boolean(numbers.chassisNumber || numbers.vehicleNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) navigate(`${to(machineViewPath)}${vehicleNumbersQuery(numbers)}`);
  };
  return { chassisNumber, setChassisNumber, vehicleNumber, setVehicleNumber, canSearch, submit };
}

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
