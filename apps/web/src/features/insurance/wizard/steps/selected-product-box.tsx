import { Paper, Typography } from '@mui/material';
import { formatShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { useWizardContext } from '../wizard-context';

/** The chosen subscription, or what is missing; the product error of the step shows here. */
export function SelectedProductBox() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const product = wizard.values.policyProduct;
  const error = wizard.errorFor('policyProduct');
  const isOptional = wizard.mode === 'serviceCall' && wizard.values.isInsuranceCase;
  const isPaid = wizard.mode === 'serviceCall' && wizard.values.paidService && !product;
  const noneKey = wizard.mode === 'serviceCall' ? 'noneServiceCall' : 'none';
  return (
    <Paper
      variant="outlined"
      tabIndex={-1}
      data-anchor="policyProduct"
      sx={{ padding: 2, borderColor: error ? 'error.main' : product || isPaid ? 'primary.main' : undefined }}
      data-testid="wizard-selected-product"
    >
      <Typography variant="subtitle2" color="text.secondary">
        {t('insurance-wizard.product.selectedTitle')}
      </Typography>
      {isPaid ? (
        <Typography sx={{ fontWeight: 600 }} data-testid="wizard-selected-paid-service">
          {t('insurance-wizard.product.paidService.selected')}
        </Typography>
      ) : product ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>{product.policyName}</Typography>
          <Typography variant="body2">
            {t(`insurance-wizard.product.types.${product.type}`)} ·{' '}
            {t('insurance-wizard.product.annualPrice', {
              price: formatShekels(product.policyPrice),
            })}{' '}
            ·{' '}
            {t('insurance-wizard.product.deductible', {
              amount: formatShekels(product.deductible),
            })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">
          {isOptional ? t('insurance-wizard.product.noneOptional') : t(`insurance-wizard.product.${noneKey}`)}
        </Typography>
      )}
      {error ? (
        <Typography variant="body2" color="error" role="alert" sx={{ marginBlockStart: 0.5 }}>
          {translateFieldError(t, error)}
        </Typography>
      ) : null}
    </Paper>
  );
}
