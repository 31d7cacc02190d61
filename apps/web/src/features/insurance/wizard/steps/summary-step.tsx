import { Alert, Box, Chip, Stack, TextField } from '@mui/material';
import { documentSlots, formatDisplayDate, formatShekels, photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { displayNameOf, useAuth } from '../../../../app/auth/auth-context';
import type { DetailItem } from '../../shared/components/detail-list';
import { useWizardContext } from '../wizard-context';
import { slotFile } from '../wizard-values';
import { SummarySection } from './summary-section';

/** Step 6 (spec 1 §2): everything that will be sent, then Submit. */
export function SummaryStep() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { wizard } = useWizardContext();
  const { values, mode } = wizard;
  const { machine, userInformation: customer, policyProduct: product, damageReport } = values;
  const isBusiness = customer.userType === 'business';
  const s = (key: string, options?: Record<string, unknown>) => t(`insurance-wizard.summary.${key}`, options);
  const yesNo = (value: boolean) => s(value ? 'yes' : 'no');

  const productRows: DetailItem[] = product
    ? [
        { label: s('productName'), value: product.policyName },
        { label: s('productType'), value: t(`insurance-wizard.product.types.${product.type}`) },
        { label: s('price'), value: formatShekels(product.policyPrice), ltr: true },
        { label: s('deductible'), value: formatShekels(product.deductible), ltr: true },
      ]
    : [
        {
          label: s('productName'),
          value: mode === 'serviceCall' && values.paidService ? s('paidService') : s('noProduct'),
        },
      ];

  const customerRows: DetailItem[] = [
    { label: s('customerType'), value: t(`insurance-wizard.customer.type.${customer.userType}`) },
    {
      label: t(`insurance-wizard.customer.fields.${isBusiness ? 'companyName' : 'name'}`),
      value: customer.name,
    },
    {
      label: t(`insurance-wizard.customer.fields.${isBusiness ? 'companyNumber' : 'userId'}`),
      value: customer.userId,
      ltr: true,
    },
    { label: t('insurance-wizard.customer.fields.phoneNumber'), value: customer.phoneNumber, ltr: true },
    { label: t('insurance-wizard.customer.fields.email'), value: customer.email, ltr: true },
    {
      label: s('address'),
      value: [customer.address, customer.city, customer.postalCode, customer.country]
        .filter(Boolean)
        .join(', '),
    },
  ];

  const vehicleRows: DetailItem[] = (
    ['machine', 'model', 'year', 'vinNumber', 'tractorNumber', 'description'] as const
  ).map((field) => ({
    label: t(`insurance-wizard.vehicle.fields.${field}`),
    value: machine[field],
    ltr: field === 'vinNumber' || field === 'tractorNumber' || field === 'year',
  }));

  const requestRows: DetailItem[] = [
    ...(mode === 'subscription'
      ? [
          {
            label: t('insurance-wizard.period.start'),
            value: formatDisplayDate(values.createdAt),
            ltr: true,
          },
          { label: t('insurance-wizard.period.end'), value: formatDisplayDate(values.expiredAt), ltr: true },
        ]
      : []),
    {
      label: s('creator'),
      value: user ? `${displayNameOf(user)} (${t(`common.roles.${user.role}`)})` : '',
    },
    {
      label: s('status'),
      value: <Chip size="small" color="warning" label={s('pending')} data-testid="wizard-summary-status" />,
    },
    { label: s('insuranceCase'), value: yesNo(values.isInsuranceCase) },
  ];

  const { accidentDetails } = damageReport;
  const damageRows: DetailItem[] = [
    {
      label: t('insurance-wizard.damage.fields.policyNumber'),
      value: damageReport.policyDetails.policyNumber,
      ltr: true,
    },
    { label: t('insurance-wizard.damage.fields.insuredName'), value: damageReport.insuredPerson.name },
    {
      label: t('insurance-wizard.damage.fields.idNumber'),
      value: damageReport.insuredPerson.idNumber,
      ltr: true,
    },
    { label: t('insurance-wizard.damage.fields.insuredAddress'), value: damageReport.insuredPerson.address },
    {
      label: t('insurance-wizard.damage.fields.accidentDate'),
      value: [formatDisplayDate(accidentDetails.accidentDate), accidentDetails.accidentTime]
        .filter(Boolean)
        .join(' '),
      ltr: true,
    },
    { label: t('insurance-wizard.damage.fields.accidentLocation'), value: accidentDetails.accidentLocation },
    {
      label: t('insurance-wizard.damage.fields.description'),
      value: accidentDetails.detailedAccidentDescription,
    },
    {
      label: t('insurance-wizard.damage.fields.policeInvolved'),
      value: yesNo(accidentDetails.policeInvolved),
    },
    {
      label: t('insurance-wizard.damage.fields.towTruckInvolved'),
      value: yesNo(accidentDetails.towTruckInvolved),
    },
    {
      label: t('insurance-wizard.damage.fields.fireDepartmentInvolved'),
      value: yesNo(accidentDetails.fireDepartmentInvolved),
    },
  ];

  const attachmentRows: DetailItem[] = [...documentSlots, ...photoSlots].map((slot) => ({
    label: t(`insurance-wizard.files.slots.${slot}`),
    value: slotFile(values.files, slot)?.name ?? s('noFile'),
  }));

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <SummarySection title={s('product')} rows={productRows} testId="wizard-summary-product" />
        <SummarySection title={s('request')} rows={requestRows} testId="wizard-summary-request" />
        <SummarySection title={s('customer')} rows={customerRows} testId="wizard-summary-customer" />
        <SummarySection title={s('vehicle')} rows={vehicleRows} testId="wizard-summary-vehicle" />
        {values.isInsuranceCase ? (
          <>
            <SummarySection title={s('damage')} rows={damageRows} testId="wizard-summary-damage" />
            <SummarySection
              title={s('attachments')}
              rows={attachmentRows}
              testId="wizard-summary-attachments"
            />
          </>
        ) : null}
      </Box>
      <TextField
        label={s('notes')}
        value={values.notes}
        onChange={(event) => wizard.setNotes(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        name="notes"
        slotProps={{ htmlInput: { 'data-testid': 'wizard-field-notes', maxLength: 4000 } }}
      />
      <Alert severity="info">{s(`submitNote.${mode}`)}</Alert>
    </Stack>
  );
}
