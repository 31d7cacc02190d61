import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  type BusinessDetails,
  businessHighlightsMax,
  leadNoticeLanguages,
  leadNoticePhonesMax,
} from '@tg/domain';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldPath, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';
import { languages } from '../../../app/i18n';
import { DiscardChangesDialog, useDiscardChanges } from '../../../ui/discard-changes-dialog';
import { DraftRestoredNotice } from '../../../ui/draft-restored-notice';
import {
  type BusinessDetailsFormValues,
  type BusinessDetailsForm as Form,
  useBusinessDetailsForm,
} from './use-business-details-form';

type TextFieldName = Exclude<
  FieldPath<BusinessDetailsFormValues>,
  'highlights' | 'bank' | 'social' | 'leadNotices' | 'leadNotices.phones' | 'leadNotices.language'
>;

interface FieldOptions {
  required?: boolean;
  /** Phones, numbers, e-mail and links read left to right in every language. */
  ltr?: boolean;
  multiline?: boolean;
  type?: 'tel' | 'email' | 'url';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  wide?: boolean;
  /** The label's key under business-details.fields; the field's own name when not given. */
  labelKey?: string;
  labelValues?: Record<string, unknown>;
  hintKey?: string;
}

/** The test id and the label key of a field: `bank.accountNumber` → `accountNumber`. */
const leafOf = (name: string) => name.split('.').at(-1) ?? name;

function Field({ form, name, options = {} }: { form: Form; name: TextFieldName; options?: FieldOptions }) {
  const { t } = useTranslation();
  const testId = `business-details-${name.replace(/\./g, '-')}`;
  return (
    <Box sx={{ gridColumn: options.wide ? '1 / -1' : undefined, minInlineSize: 0 }}>
      <Controller
        name={name}
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          // The ref goes to the input alone, so a refused field can take the focus.
          <TextField
            {...field}
            value={field.value ?? ''}
            inputRef={ref}
            fullWidth
            label={t(`business-details.fields.${options.labelKey ?? leafOf(name)}`, options.labelValues)}
            required={options.required}
            type={options.type}
            multiline={options.multiline}
            minRows={options.multiline ? 3 : undefined}
            error={Boolean(fieldState.error)}
            helperText={
              translateFieldError(t, fieldState.error?.message) ??
              (options.hintKey ? t(`business-details.hints.${options.hintKey}`) : ' ')
            }
            slotProps={{
              htmlInput: {
                dir: options.ltr ? 'ltr' : undefined,
                inputMode: options.inputMode,
                'data-testid': testId,
              },
            }}
          />
        )}
      />
    </Box>
  );
}

/**
 * The language a new lead's SMS and e-mail are written in: each language by its own name, as the
 * language menu shows them. A native list: quick on phones and with the keyboard.
 */
function NoticeLanguageField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minInlineSize: 0 }}>
      <Controller
        name="leadNotices.language"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label={t('business-details.fields.leadNoticeLanguage')}
            error={Boolean(fieldState.error)}
            helperText={
              translateFieldError(t, fieldState.error?.message) ??
              t('business-details.hints.leadNoticeLanguage')
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'business-details-leadNotices-language' },
            }}
          >
            {leadNoticeLanguages.map((code) => {
              const language = languages.find((candidate) => candidate.code === code);
              return (
                <option key={code} value={code} lang={code} dir={language?.direction}>
                  {language?.label ?? code}
                </option>
              );
            })}
          </TextField>
        )}
      />
    </Box>
  );
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ padding: { xs: 2, sm: 3 } }}
      data-testid={`business-details-section-${id}`}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {note}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          paddingBlockStart: 2,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** Save and discard, enabled once something differs from the record as saved. */
function Actions({
  form,
  formId,
  differs,
  onDiscard,
}: {
  form: Form;
  formId: string;
  differs: (values: BusinessDetailsFormValues) => boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as BusinessDetailsFormValues;
  const { isSubmitting } = useFormState({ control: form.control });
  const changed = differs(values);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        justifyContent: 'flex-end',
        position: 'sticky',
        insetBlockEnd: 0,
        paddingBlock: 1.5,
        backgroundColor: 'background.default',
        borderBlockStart: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      <Button onClick={onDiscard} disabled={!changed || isSubmitting} data-testid="business-details-discard">
        {t('business-details.discard')}
      </Button>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        disabled={!changed || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="business-details-save"
      >
        {t('business-details.save')}
      </Button>
    </Stack>
  );
}

/**
 * The business details, in five sections: the business, how to reach it, the bank account shared
 * documents carry, its pages on the web, and whom a new storefront request is sent to. Opened with
 * the record as saved, or with a draft.
 */
export function BusinessDetailsForm({ saved }: { saved: BusinessDetails }) {
  const { t } = useTranslation();
  const formId = useId();
  const { form, submit, differs, discard, draft } = useBusinessDetailsForm(saved);
  const asking = useDiscardChanges(discard);

  return (
    <Stack spacing={2}>
      {draft.isRestored ? <DraftRestoredNotice onDiscard={draft.startOver} /> : null}
      <Stack
        component="form"
        id={formId}
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        data-testid="business-details-form"
      >
        <Section id="business" title={t('business-details.sections.business')}>
          <Field form={form} name="name" options={{ required: true }} />
          <Field form={form} name="registrationNumber" options={{ ltr: true, inputMode: 'numeric' }} />
          <Field
            form={form}
            name="vatPercent"
            options={{ required: true, ltr: true, inputMode: 'decimal', hintKey: 'vatPercent' }}
          />
          <Field form={form} name="tagline" options={{ wide: true, hintKey: 'tagline' }} />
          {Array.from({ length: businessHighlightsMax }, (_, index) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, not records
              key={index}
              form={form}
              name={`highlights.${index}`}
              options={{
                labelKey: 'highlight',
                labelValues: { number: index + 1 },
                hintKey: index === 0 ? 'highlights' : undefined,
              }}
            />
          ))}
        </Section>
        <Section id="contact" title={t('business-details.sections.contact')}>
          <Field form={form} name="phone" options={{ ltr: true, type: 'tel', inputMode: 'tel' }} />
          <Field form={form} name="whatsapp" options={{ ltr: true, type: 'tel', inputMode: 'tel' }} />
          <Field form={form} name="email" options={{ ltr: true, type: 'email', inputMode: 'email' }} />
          <Field form={form} name="address" />
          <Field
            form={form}
            name="openingHours"
            options={{ wide: true, multiline: true, hintKey: 'openingHours' }}
          />
        </Section>
        <Section
          id="bank"
          title={t('business-details.sections.bank')}
          note={t('business-details.notes.bank')}
        >
          <Field form={form} name="bank.bankName" />
          <Field form={form} name="bank.branchNumber" options={{ ltr: true, inputMode: 'numeric' }} />
          <Field form={form} name="bank.accountNumber" options={{ ltr: true, inputMode: 'numeric' }} />
          <Field form={form} name="bank.accountName" />
        </Section>
        <Section id="social" title={t('business-details.sections.social')}>
          <Field form={form} name="social.website" options={{ ltr: true, type: 'url', inputMode: 'url' }} />
          <Field form={form} name="social.facebook" options={{ ltr: true, type: 'url', inputMode: 'url' }} />
          <Field form={form} name="social.instagram" options={{ ltr: true, type: 'url', inputMode: 'url' }} />
        </Section>
        <Section
          id="leadNotices"
          title={t('business-details.sections.leadNotices')}
          note={t('business-details.notes.leadNotices')}
        >
          {Array.from({ length: leadNoticePhonesMax }, (_, index) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, not records
              key={index}
              form={form}
              name={`leadNotices.phones.${index}`}
              options={{
                labelKey: 'leadNoticePhone',
                labelValues: { number: index + 1 },
                ltr: true,
                type: 'tel',
                inputMode: 'tel',
              }}
            />
          ))}
          <Field
            form={form}
            name="leadNotices.email"
            options={{ labelKey: 'leadNoticeEmail', ltr: true, type: 'email', inputMode: 'email' }}
          />
          <NoticeLanguageField form={form} />
        </Section>
      </Stack>
      <Actions
        form={form}
        formId={formId}
        differs={differs}
        onDiscard={() => asking.closeOrAsk(differs(form.getValues()))}
      />
      <DiscardChangesDialog discard={asking} textsKey="business-details" />
    </Stack>
  );
}
