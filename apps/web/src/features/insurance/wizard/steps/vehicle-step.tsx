import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  CircularProgress,
  IconButton,
  InputAdornment,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardTextField } from '../fields/wizard-text-field';
import { canSearchVehicle, type VehicleSearchField } from '../use-vehicle-search';
import { useWizardContext } from '../wizard-context';
import { PeriodFields } from './period-fields';
import { VehicleChooserDialog } from './vehicle-chooser-dialog';

const detailFields = ['machine', 'model', 'year', 'description'] as const;

/** Step 1 (spec 1 §2): find the vehicle by chassis or plate, or type it; a subscription's period. */
export function VehicleStep() {
  const { t } = useTranslation();
  const { wizard, vehicleSearch, knownCustomerName, isAdvancing } = useWizardContext();
  const { machine } = wizard.values;
  const isSearching = vehicleSearch.searching !== null;

  const label = (field: keyof typeof machine) => t(`insurance-wizard.vehicle.fields.${field}`);
  const search = (field: VehicleSearchField) => vehicleSearch.search(field, machine[field]);
  const searchOnEnter = (field: VehicleSearchField) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search(field);
  };
  const searchField = (field: VehicleSearchField) => (
    <WizardTextField
      path={`machine.${field}`}
      label={label(field)}
      value={machine[field]}
      onChange={(value) => wizard.setMachine({ [field]: value })}
      onKeyDown={searchOnEnter(field)}
      ltr
      hint={t('insurance-wizard.vehicle.searchHint')}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => search(field)}
            disabled={isSearching || !canSearchVehicle(machine[field])}
            aria-label={t('insurance-wizard.vehicle.searchBy', { field: label(field) })}
            data-testid={`wizard-search-${field}`}
          >
            {vehicleSearch.searching === field ? <CircularProgress size={20} /> : <SearchIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('insurance-wizard.vehicle.intro')}</Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {searchField('vinNumber')}
        {searchField('tractorNumber')}
      </Box>
      {isSearching ? (
        <Box role="status" data-testid="wizard-vehicle-searching">
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
            {t('insurance-wizard.vehicle.searching')}
          </Typography>
        </Box>
      ) : null}
      {vehicleSearch.isNotFound && !isSearching ? (
        <Alert severity="info" data-testid="wizard-vehicle-not-found">
          <AlertTitle>{t('insurance-wizard.vehicle.notFound.title')}</AlertTitle>
          {t('insurance-wizard.vehicle.notFound.body')}
        </Alert>
      ) : null}
      {knownCustomerName ? (
        <Alert severity="success" role="status" data-testid="wizard-customer-found">
          {t(
            isAdvancing
              ? 'insurance-wizard.vehicle.customerFound'
              : 'insurance-wizard.vehicle.customerFilled',
            {
              name: knownCustomerName,
            },
          )}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {detailFields.map((field) => (
          <WizardTextField
            key={field}
            path={`machine.${field}`}
            label={label(field)}
            value={machine[field]}
            onChange={(value) => wizard.setMachine({ [field]: value })}
            required={field !== 'description'}
            ltr={field === 'year'}
            inputMode={field === 'year' ? 'numeric' : undefined}
          />
        ))}
      </Box>
      {wizard.mode === 'subscription' ? <PeriodFields /> : null}
      <VehicleChooserDialog />
    </Stack>
  );
}
