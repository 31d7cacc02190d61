import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { Policy, ServiceCall, WizardMode } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { InsuranceWizard } from '../wizard/insurance-wizard';

/** `?vin=` and `?plate=` hand a vehicle to the wizard (links from "my customers" rows). */
export const vehicleQueryParams = { vinNumber: 'vin', tractorNumber: 'plate' } as const;

function numberOf(created: Policy | ServiceCall): string {
  return 'serviceCallNumber' in created ? created.serviceCallNumber : created.policyNumber;
}

/**
 * The agent's hidden services/insurance and services/serviceCall screens (ADR 0010): a short
 * explanation and one big button; the wizard opens at once on arrival.
 */
export function WizardLaunchPage({ mode }: { mode: WizardMode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vinNumber = searchParams.get(vehicleQueryParams.vinNumber)?.trim() ?? '';
  const tractorNumber = searchParams.get(vehicleQueryParams.tractorNumber)?.trim() ?? '';
  const initial = useMemo(
    () =>
      vinNumber || tractorNumber
        ? { vinNumber: vinNumber || undefined, tractorNumber: tractorNumber || undefined }
        : undefined,
    [vinNumber, tractorNumber],
  );
  const [isOpen, setOpen] = useState(true);
  const [created, setCreated] = useState<Policy | ServiceCall | null>(null);
  const text = (key: string) => t(`insurance-wizard.pages.${mode}.${key}`);

  return (
    <Stack spacing={2} sx={{ maxInlineSize: 760 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {text('title')}
      </Typography>
      {created ? (
        <Alert severity="success" data-testid="wizard-page-created">
          {t(`insurance-wizard.pages.${mode}.created`, { number: numberOf(created) })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 3 } }}>
        <Typography sx={{ marginBlockEnd: 2 }}>{text('body')}</Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          sx={{ inlineSize: { xs: '100%', sm: 'auto' } }}
          data-testid="wizard-page-open"
        >
          {text('button')}
        </Button>
      </Paper>
      <InsuranceWizard
        open={isOpen}
        mode={mode}
        onClose={() => setOpen(false)}
        onCreated={setCreated}
        initial={initial}
      />
    </Stack>
  );
}
