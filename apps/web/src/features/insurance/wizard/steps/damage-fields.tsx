import { Box, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardDateField } from '../fields/wizard-date-field';
import { WizardTextField } from '../fields/wizard-text-field';
import { useWizardContext } from '../wizard-context';

const involvedServices = ['policeInvolved', 'towTruckInvolved', 'fireDepartmentInvolved'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The damage fields of an insurance case (spec 1 §2 step 3, §5: date, place, insured name and ID). */
export function DamageFields() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const { policyDetails, insuredPerson, accidentDetails } = wizard.values.damageReport;
  const label = (key: string) => t(`insurance-wizard.damage.fields.${key}`);
  return (
    <Stack spacing={2} data-testid="wizard-damage-fields">
      <Section title={t('insurance-wizard.damage.policyDetails')}>
        <WizardTextField
          path="damageReport.policyDetails.policyNumber"
          label={label('policyNumber')}
          value={policyDetails.policyNumber}
          onChange={(policyNumber) => wizard.setDamage('policyDetails', { policyNumber })}
          required
          ltr
        />
      </Section>
      <Section title={t('insurance-wizard.damage.insuredPerson')}>
        <WizardTextField
          path="damageReport.insuredPerson.name"
          label={label('insuredName')}
          value={insuredPerson.name}
          onChange={(name) => wizard.setDamage('insuredPerson', { name })}
          required
        />
        <WizardTextField
          path="damageReport.insuredPerson.idNumber"
          label={label('idNumber')}
          value={insuredPerson.idNumber}
          onChange={(idNumber) => wizard.setDamage('insuredPerson', { idNumber })}
          required
          ltr
          inputMode="numeric"
        />
        <WizardTextField
          path="damageReport.insuredPerson.address"
          label={label('insuredAddress')}
          value={insuredPerson.address}
          onChange={(address) => wizard.setDamage('insuredPerson', { address })}
        />
      </Section>
      <Section title={t('insurance-wizard.damage.accidentDetails')}>
        <WizardDateField
          path="damageReport.accidentDetails.accidentDate"
          label={label('accidentDate')}
          value={accidentDetails.accidentDate}
          onChange={(accidentDate) => wizard.setDamage('accidentDetails', { accidentDate })}
          max={wizard.today}
          required
        />
        <WizardTextField
          path="damageReport.accidentDetails.accidentTime"
          label={label('accidentTime')}
          value={accidentDetails.accidentTime}
          onChange={(accidentTime) => wizard.setDamage('accidentDetails', { accidentTime })}
          type="time"
          ltr
        />
        <WizardTextField
          path="damageReport.accidentDetails.accidentLocation"
          label={label('accidentLocation')}
          value={accidentDetails.accidentLocation}
          onChange={(accidentLocation) => wizard.setDamage('accidentDetails', { accidentLocation })}
          required
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <WizardTextField
            path="damageReport.accidentDetails.detailedAccidentDescription"
            label={label('description')}
            value={accidentDetails.detailedAccidentDescription}
            onChange={(detailedAccidentDescription) =>
              wizard.setDamage('accidentDetails', { detailedAccidentDescription })
            }
            multiline
          />
        </Box>
        <FormGroup row sx={{ gridColumn: '1 / -1' }}>
          {involvedServices.map((service) => (
            <FormControlLabel
              key={service}
              control={
                <Checkbox
                  checked={accidentDetails[service]}
                  onChange={(event) =>
                    wizard.setDamage('accidentDetails', { [service]: event.target.checked })
                  }
                  slotProps={{ input: { 'data-testid': `wizard-damage-${service}` } as object }}
                />
              }
              label={label(service)}
            />
          ))}
        </FormGroup>
      </Section>
    </Stack>
  );
}
