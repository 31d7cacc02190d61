import { Checkbox, Divider, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWizardContext } from '../wizard-context';
import { DamageFields } from './damage-fields';
import { PaidServiceOption } from './paid-service-option';
import { ProductCatalogue } from './product-catalogue';
import { SelectedProductBox } from './selected-product-box';

/**
 * Step 3 (spec 1 §2): the subscription product, and whether this is an insurance case. A service
 * call may instead ask for paid service (ADR 0030).
 */
export function ProductStep() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const { isInsuranceCase } = wizard.values;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t(`insurance-wizard.product.intro.${wizard.mode}`)}</Typography>
      <SelectedProductBox />
      {wizard.mode === 'serviceCall' ? (
        <PaidServiceOption
          isSelected={wizard.values.paidService}
          onSelect={() => wizard.setPaidService(!wizard.values.paidService)}
        />
      ) : null}
      <ProductCatalogue selectedId={wizard.values.policyProduct?._id} onSelect={wizard.setProduct} />
      <Divider />
      <FormControlLabel
        control={
          <Checkbox
            checked={isInsuranceCase}
            onChange={(event) => wizard.setInsuranceCase(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'wizard-insurance-case' } as object }}
          />
        }
        label={t('insurance-wizard.product.insuranceCase')}
      />
      {isInsuranceCase ? <DamageFields /> : null}
    </Stack>
  );
}
