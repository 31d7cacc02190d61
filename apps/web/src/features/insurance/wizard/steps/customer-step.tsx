import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { userTypes } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { WizardTextField, type WizardTextFieldProps } from '../fields/wizard-text-field';
import { useWizardContext } from '../wizard-context';
import type { CustomerValues } from '../wizard-values';

type TextFieldName = Exclude<keyof CustomerValues, 'userType'>;

/** Step 2 (spec 1 §2, §5): the customer, a person or a business. */
export function CustomerStep() {
  const { t } = useTranslation();
  const { wizard, knownCustomerName, hasOwnDetails, findCustomerByIdNumber } = useWizardContext();
  const customer = wizard.values.userInformation;
  const isBusiness = customer.userType === 'business';
  const typeError = wizard.errorFor('userInformation.userType');

  const field = (
    name: TextFieldName,
    labelKey: string,
    options: Pick<WizardTextFieldProps, 'required' | 'ltr' | 'inputMode' | 'hint'> = {},
    onTyped?: (value: string) => void,
  ) => (
    <WizardTextField
      path={`userInformation.${name}`}
      label={t(`insurance-wizard.customer.fields.${labelKey}`)}
      value={customer[name]}
      onChange={(value) => {
        wizard.setCustomer({ [name]: value });
        onTyped?.(value);
      }}
      {...options}
    />
  );

  return (
    <Stack spacing={2}>
      {hasOwnDetails ? (
        <Alert severity="info" data-testid="wizard-own-details">
          {t('insurance-wizard.customer.ownDetails')}
        </Alert>
      ) : null}
      {knownCustomerName ? (
        <Alert severity="success" data-testid="wizard-customer-known">
          {t('insurance-wizard.customer.known', { name: knownCustomerName })}
        </Alert>
      ) : null}
      <FormControl component="fieldset" error={Boolean(typeError)}>
        <FormLabel component="legend" required>
          {t('insurance-wizard.customer.type.label')}
        </FormLabel>
        <RadioGroup
          row
          name="userInformation.userType"
          value={customer.userType}
          onChange={(event) =>
            wizard.setCustomer({ userType: event.target.value as CustomerValues['userType'] })
          }
        >
          {userTypes.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={
                <Radio slotProps={{ input: { 'data-testid': `wizard-customer-type-${type}` } as object }} />
              }
              label={t(`insurance-wizard.customer.type.${type}`)}
            />
          ))}
        </RadioGroup>
        {typeError ? <FormHelperText>{translateFieldError(t, typeError)}</FormHelperText> : null}
      </FormControl>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {field('name', isBusiness ? 'companyName' : 'name', { required: true })}
        {field(
          'userId',
          isBusiness ? 'companyNumber' : 'userId',
          {
            required: true,
            ltr: true,
            inputMode: 'numeric',
            hint: t('insurance-wizard.customer.hints.userId'),
          },
          // An existing customer's number fills the rest of the step (issue 18).
          findCustomerByIdNumber,
        )}
        {field('phoneNumber', 'phoneNumber', {
          required: true,
          ltr: true,
          inputMode: 'tel',
          hint: t('insurance-wizard.customer.hints.phoneNumber'),
        })}
        {field('email', 'email', { required: true, ltr: true, inputMode: 'email' })}
        {field('address', 'address')}
        {field('city', 'city')}
        {field('country', 'country')}
        {field('postalCode', 'postalCode', { ltr: true, inputMode: 'numeric' })}
      </Box>
    </Stack>
  );
}
