import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Link,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import {
  can,
  type LocalityOption,
  localityContracts,
  localitySearchDebounceMs,
  localitySearchMaxLength,
  localitySearchMinLength,
  normalizeLocalityName,
  serviceCallContracts,
  userTypes,
} from '@tg/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call, contractKey } from '../../../../app/api-client';
import { translateFieldError } from '../../../../app/api-errors';
import { useAuth } from '../../../../app/auth/auth-context';
import { DatesProvider } from '../../../../ui/dates-provider';
import { DocTextField, docFieldTestId } from './doc-text-field';
import type { DocumentFormValues } from './document-form-values';
import { useDocumentModal } from './document-modal-context';
import type { CustomerSearch } from './use-customer-search';

dayjs.extend(customParseFormat);

/** Spec 2 §3: the shipping date is kept as dd/MM/yyyy. */
const dayFormat = 'DD/MM/YYYY';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ marginBlockEnd: 2 }} data-testid={testId}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ marginBlockEnd: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 6, md: 4 } as const;

/**
 * The main details (spec 2 §2 Details tab): the customer, the billing customer, the linked
 * document, the machine, the shipping address, the operator contact with an optional second one,
 * and the customer's comments.
 */
export function DetailsTab({ customerSearch }: { customerSearch: CustomerSearch }) {
  const { t } = useTranslation();
  return (
    <>
      <CustomerSection customerSearch={customerSearch} />
      <BillingSection />
      <LinkedDocumentSection />
      <LinkedServiceCallSection />
      <MachineSection />
      <ShippingSection />
      <ContactSection />
      <Section title={t('documents.sections.comments')} testId="doc-section-comments">
        <DocTextField
          name="comments"
          label={t('documents.fields.comments')}
          multiline
          minRows={3}
          maxLength={4000}
        />
      </Section>
    </>
  );
}

function CustomerTypeField({ name }: { name: 'userInformation.userType' | 'billingCustomer.userType' }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = translateFieldError(t, fieldState.error?.message);
        return (
          <FormControl component="fieldset" disabled={isReadOnly} error={Boolean(error)}>
            <FormLabel id={labelId} component="legend">
              {t('documents.fields.userType')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={field.name}
              value={field.value ?? 'individual'}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {userTypes.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={
                    <Radio
                      inputRef={type === 'individual' ? field.ref : undefined}
                      slotProps={{ input: { 'data-testid': `${name.split('.')[0]}-type-${type}` } as object }}
                    />
                  }
                  label={t(`documents.userTypes.${type}`)}
                />
              ))}
            </RadioGroup>
            {error ? <FormHelperText>{error}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}

function PartyFields({ block }: { block: 'userInformation' | 'billingCustomer' }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const userType = useWatch({ control, name: `${block}.userType` });
  const isBusiness = userType === 'business';
  const f = (key: string) => t(`documents.fields.${key}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <CustomerTypeField name={`${block}.userType`} />
      </Grid>
      <Grid size={half}>
        <DocTextField
          name={`${block}.name`}
          label={isBusiness ? f('companyName') : f('customerName')}
          required={block === 'userInformation'}
          maxLength={200}
        />
      </Grid>
      <Grid size={half}>
        <DocTextField
          name={`${block}.userId`}
          label={isBusiness ? f('companyNumber') : f('customerId')}
          required={block === 'userInformation'}
          dir="ltr"
          inputMode="numeric"
          maxLength={20}
        />
      </Grid>
      <Grid size={half}>
        <DocTextField
          name={`${block}.phoneNumber`}
          label={f('phone')}
          dir="ltr"
          inputMode="tel"
          maxLength={30}
        />
      </Grid>
      <Grid size={half}>
        <DocTextField
          name={`${block}.email`}
          label={f('email')}
          dir="ltr"
          inputMode="email"
          maxLength={200}
        />
      </Grid>
      <Grid size={half}>
        <DocTextField name={`${block}.city`} label={f('city')} maxLength={100} />
      </Grid>
      <Grid size={half}>
        <DocTextField name={`${block}.address`} label={f('address')} maxLength={200} />
      </Grid>
    </Grid>
  );
}

function CustomerSection({ customerSearch }: { customerSearch: CustomerSearch }) {
  const { t } = useTranslation();
  const { isReadOnly } = useDocumentModal();
  return (
    <Section title={t('documents.sections.customer')} testId="doc-section-customer">
      <PartyFields block="userInformation" />
      {isReadOnly ? null : (
        <Button
          variant="outlined"
          size="small"
          startIcon={customerSearch.isSearching ? <CircularProgress size={16} /> : <PersonSearchIcon />}
          disabled={customerSearch.isSearching}
          onClick={customerSearch.findByIdOrPhone}
          data-testid="doc-customer-search"
        >
          {t('documents.customerSearch.button')}
        </Button>
      )}
    </Section>
  );
}

function BillingSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const isShown = useWatch({ control, name: 'billingCustomer.showCustomerDetails' });
  return (
    <Section title={t('documents.sections.billing')} testId="doc-section-billing">
      <Controller
        control={control}
        name="billingCustomer.showCustomerDetails"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                inputRef={field.ref}
                disabled={isReadOnly}
                slotProps={{ input: { 'data-testid': 'doc-billing-toggle' } as object }}
              />
            }
            label={t('documents.fields.showCustomerDetails')}
          />
        )}
      />
      {isShown ? <PartyFields block="billingCustomer" /> : null}
    </Section>
  );
}

/** The price quote this document came from (spec 2 §4): opened in edit or view by its status. */
function LinkedDocumentSection() {
  const { t } = useTranslation();
  const { document, mode, openDocument } = useDocumentModal();
  // A transfer links to the quote it starts from; a saved document to the one it was made from.
  const linked = mode === 'transfer' ? document?.docId : document?.LinkingReferenceNumber;
  if (!linked) return null;
  return (
    <Section title={t('documents.sections.linked')} testId="doc-section-linked">
      <Typography>
        {t('documents.linked.label')}{' '}
        <Link
          component="button"
          type="button"
          onClick={() => openDocument('priceQuote', linked)}
          data-testid="doc-linked-open"
        >
          <bdi dir="ltr">{linked}</bdi>
        </Link>
      </Typography>
    </Section>
  );
}

/**
 * The service call this document was made from (spec 2 §4), by its number, read-only; shown to
 * those who may read service calls, once its number is known.
 */
function LinkedServiceCallSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { userRole } = useAuth();
  const serviceCallId = useWatch({ control, name: 'LinkingIdServiceCall' });
  const input = { serviceCallId: serviceCallId ?? '' };
  const found = useQuery({
    queryKey: contractKey(serviceCallContracts.find, input),
    queryFn: ({ signal }) => call(serviceCallContracts.find, input, { signal }),
    enabled: Boolean(serviceCallId) && can(userRole, 'serviceCalls.read'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const number = found.data?.serviceCall.serviceCallNumber;
  if (!serviceCallId || !number) return null;
  return (
    <Section title={t('documents.sections.serviceCall')} testId="doc-section-service-call">
      <Typography data-testid="doc-linked-service-call">
        {t('documents.linked.serviceCall')} <bdi dir="ltr">{number}</bdi>
      </Typography>
    </Section>
  );
}

function MachineSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { errors } = useFormState({ control, name: 'machine' });
  const isWithout = useWatch({ control, name: 'isDocWithoutMachine' });
  const blockError = translateFieldError(t, (errors.machine as { message?: string } | undefined)?.message);
  const f = (key: string) => t(`documents.fields.${key}`);
  return (
    <Section title={t('documents.sections.machine')} testId="doc-section-machine">
      {isWithout ? (
        <Typography color="text.secondary" variant="body2" sx={{ marginBlockEnd: 1 }}>
          {t('documents.machineWithout')}
        </Typography>
      ) : null}
      {blockError ? (
        <FormHelperText error sx={{ marginBlockEnd: 1 }} data-testid="doc-machine-error">
          {blockError}
        </FormHelperText>
      ) : null}
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <DocTextField name="machine.vinNumber" label={f('vinNumber')} dir="ltr" maxLength={40} />
        </Grid>
        <Grid size={half}>
          <DocTextField name="machine.tractorNumber" label={f('tractorNumber')} dir="ltr" maxLength={20} />
        </Grid>
        <Grid size={third}>
          <DocTextField name="machine.machine" label={f('manufacturer')} maxLength={100} />
        </Grid>
        <Grid size={third}>
          <DocTextField name="machine.model" label={f('model')} maxLength={100} />
        </Grid>
        <Grid size={third}>
          <DocTextField name="machine.year" label={f('year')} dir="ltr" inputMode="numeric" maxLength={4} />
        </Grid>
        <Grid size={half}>
          <DocTextField name="machine.sug_tzama_nm" label={f('bodyType')} maxLength={100} />
        </Grid>
      </Grid>
    </Section>
  );
}

function ShippingDateField() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  return (
    <Controller
      control={control}
      name="shippingAddress.shippingDate"
      render={({ field, fieldState }) => {
        const parsed = field.value ? dayjs(field.value, dayFormat, true) : null;
        const error = translateFieldError(t, fieldState.error?.message);
        return (
          <DatesProvider>
            <DatePicker
              label={t('documents.fields.shippingDate')}
              value={parsed?.isValid() ? parsed : null}
              onChange={(date) => {
                if (!date) field.onChange('');
                else if (date.isValid()) field.onChange(date.format(dayFormat));
              }}
              format={dayFormat}
              readOnly={isReadOnly}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  name: field.name,
                  fullWidth: true,
                  size: 'small',
                  error: Boolean(error),
                  helperText: error ?? ' ',
                  onBlur: field.onBlur,
                  inputProps: { 'data-testid': 'doc-field-shippingAddress-shippingDate' },
                },
              }}
            />
          </DatesProvider>
        );
      }}
    />
  );
}

/** Languages whose readers find a locality by its English name first. */
const latinFirstLanguages = new Set(['en', 'ru']);
const cityMaxLength = 100;

/**
 * The shipping city (issue 16): free text, completed from Israel's localities in the offline
 * gazetteer from one typed character, 200 ms after typing stops. A chosen locality puts its Hebrew
 * name in the field; a place not in the list may still be typed and is kept on leaving the field.
 */
function ShippingCityField({ label, onChanged }: { label: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const { field, fieldState } = useController({ name: 'shippingAddress.city', control });
  const value = (field.value as string | undefined) ?? '';
  const [isOpen, setOpen] = useState(false);
  const term = value.trim().slice(0, localitySearchMaxLength);
  const [searched, setSearched] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(term), localitySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [term]);
  const isWanted = isOpen && !isReadOnly && searched.length >= localitySearchMinLength;
  const localities = useQuery({
    queryKey: contractKey(localityContracts.search, { search: searched }),
    queryFn: () => call(localityContracts.search, { search: searched }),
    enabled: isWanted,
    staleTime: Number.POSITIVE_INFINITY,
    // While the next answer is on its way the previous list stays, rather than flickering away.
    placeholderData: (previous) => previous,
  });
  const isWaiting = isWanted && (searched !== term || localities.isFetching);
  const found = isWanted ? (localities.data?.localities ?? []) : [];
  // Typed in full, a locality has nothing left to offer: no list covers the fields below.
  const isExact =
    found.length === 1 &&
    [found[0]?.nameHe, found[0]?.nameEn].some(
      (name) => name !== undefined && normalizeLocalityName(name) === normalizeLocalityName(term),
    );
  const options = isExact ? [] : found;
  const hasNoMatch = isWanted && !isWaiting && localities.isSuccess && found.length === 0;
  // Waiting and "no matches" are said under the field, never in a list that would cover the next fields.
  const hint = isWaiting && options.length === 0 ? t('documents.cityField.loading') : undefined;
  const isLatinFirst = latinFirstLanguages.has(i18n.language);
  const error = translateFieldError(t, fieldState.error?.message);
  const change = (next: string) => {
    if (next === value) return;
    field.onChange(next);
    onChanged();
  };
  return (
    <Autocomplete<LocalityOption, false, false, true>
      freeSolo
      open={isOpen && !isReadOnly}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={isReadOnly}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.nameHe)}
      isOptionEqualToValue={(option, chosen) =>
        typeof chosen === 'string' ? option.nameHe === chosen : option.nameHe === chosen.nameHe
      }
      value={value}
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') change(next);
      }}
      onChange={(_event, chosen) => change(typeof chosen === 'string' ? chosen : (chosen?.nameHe ?? ''))}
      renderOption={({ key, ...props }, option) => {
        const [primary, other] = isLatinFirst
          ? [option.nameEn, option.nameHe]
          : [option.nameHe, option.nameEn];
        return (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{primary}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[other, option.district].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          id={params.id}
          disabled={params.disabled}
          fullWidth
          size="small"
          name={field.name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint ?? (hasNoMatch ? t('documents.cityField.noMatches') : ' ')}
          variant={isReadOnly ? 'filled' : 'outlined'}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              maxLength: cityMaxLength,
              spellCheck: false,
              'aria-readonly': isReadOnly || undefined,
              'aria-busy': isWaiting || undefined,
              'data-testid': docFieldTestId('shippingAddress.city'),
            },
            input: {
              ...params.InputProps,
              readOnly: isReadOnly,
              endAdornment: (
                <>
                  {isWaiting ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
            inputLabel: params.InputLabelProps,
          }}
        />
      )}
    />
  );
}

function ShippingSection() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<DocumentFormValues>();
  const f = (key: string) => t(`documents.fields.${key}`);
  const clear = (...names: ('shippingAddress.neighborhood' | 'shippingAddress.buildingNumber')[]) => {
    for (const name of names) setValue(name, '', { shouldDirty: true });
  };
  return (
    <Section title={t('documents.sections.shipping')} testId="doc-section-shipping">
      <Grid container columnSpacing={2}>
        <Grid size={third}>
          <ShippingCityField
            label={f('shippingCity')}
            // Spec 2 §4: a new city clears the street and the building number.
            onChanged={() => clear('shippingAddress.neighborhood', 'shippingAddress.buildingNumber')}
          />
        </Grid>
        <Grid size={third}>
          <DocTextField
            name="shippingAddress.neighborhood"
            label={f('street')}
            maxLength={200}
            // A new street clears the building number.
            onChanged={() => clear('shippingAddress.buildingNumber')}
          />
        </Grid>
        <Grid size={third}>
          <DocTextField
            name="shippingAddress.buildingNumber"
            label={f('buildingNumber')}
            dir="ltr"
            maxLength={20}
          />
        </Grid>
        <Grid size={third}>
          <DocTextField
            name="shippingAddress.floorNumber"
            label={f('floorNumber')}
            dir="ltr"
            maxLength={20}
          />
        </Grid>
        <Grid size={third}>
          <DocTextField
            name="shippingAddress.apartmentNumber"
            label={f('apartmentNumber')}
            dir="ltr"
            maxLength={20}
          />
        </Grid>
        <Grid size={third}>
          <DocTextField name="shippingAddress.postalCode" label={f('postalCode')} dir="ltr" maxLength={20} />
        </Grid>
        <Grid size={half}>
          <ShippingDateField />
        </Grid>
        <Grid size={half}>
          <DocTextField name="shippingAddress.hour" label={f('hour')} type="time" dir="ltr" />
        </Grid>
        <Grid size={12}>
          <DocTextField
            name="shippingAddress.locationNotes"
            label={f('locationNotes')}
            multiline
            minRows={2}
            maxLength={1000}
          />
        </Grid>
      </Grid>
    </Section>
  );
}

function ContactFields({ block }: { block: 'contactDetails' | 'secondContact' }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`documents.fields.${key}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={third}>
        <DocTextField name={`${block}.name`} label={f('contactName')} maxLength={200} />
      </Grid>
      <Grid size={third}>
        <DocTextField
          name={`${block}.phoneNumber`}
          label={f('phone')}
          dir="ltr"
          inputMode="tel"
          maxLength={30}
        />
      </Grid>
      <Grid size={third}>
        <DocTextField
          name={`${block}.email`}
          label={f('email')}
          dir="ltr"
          inputMode="email"
          maxLength={200}
        />
      </Grid>
    </Grid>
  );
}

function ContactSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const isSecondOpen = useWatch({ control, name: 'secondContact.isContactOpen' });
  return (
    <Section title={t('documents.sections.contact')} testId="doc-section-contact">
      <ContactFields block="contactDetails" />
      <Controller
        control={control}
        name="secondContact.isContactOpen"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                inputRef={field.ref}
                disabled={isReadOnly}
                slotProps={{ input: { 'data-testid': 'doc-second-contact-toggle' } as object }}
              />
            }
            label={t('documents.fields.addSecondContact')}
          />
        )}
      />
      {isSecondOpen ? <ContactFields block="secondContact" /> : null}
    </Section>
  );
}
