import { Alert, Box, Stack, Typography } from '@mui/material';
import { endBounds, isIsoDate, startBounds } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardDateField } from '../fields/wizard-date-field';
import { useWizardContext } from '../wizard-context';

/**
 * The subscription's start and end (spec 1 §5): the start from today to two years ahead; a new
 * start moves the end one year on; the end stays within a year of the start.
 */
export function PeriodFields() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const titleId = useId();
  const { createdAt, expiredAt } = wizard.values;
  const starts = startBounds(wizard.today);
  const ends = isIsoDate(createdAt) ? endBounds(createdAt) : undefined;
  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('insurance-wizard.period.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        <WizardDateField
          path="createdAt"
          label={t('insurance-wizard.period.start')}
          value={createdAt}
          onChange={wizard.setStart}
          min={starts.min}
          max={starts.max}
          required
        />
        <WizardDateField
          path="expiredAt"
          label={t('insurance-wizard.period.end')}
          value={expiredAt}
          onChange={wizard.setEnd}
          min={ends?.min}
          max={ends?.max}
          required
        />
      </Box>
      <Alert severity="info" variant="outlined" data-testid="wizard-period-note">
        {t('insurance-wizard.period.note')}
      </Alert>
    </Stack>
  );
}
