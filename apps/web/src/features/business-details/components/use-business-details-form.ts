import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BusinessDetails,
  businessDetailsSchema,
  businessHighlightsMax,
  formatLocalPhone,
  leadNoticePhonesMax,
} from '@tg/domain';
import { useMemo } from 'react';
import { type FieldPath, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, saveFailureMessage } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { isDeepEqual } from '../../../ui/edit-tracking';
import { useRecordDraft, useRecordDraftStart } from '../../../ui/use-record-draft';
import { useUpdateBusinessDetails } from '../api/use-business-details';

/**
 * The form's values: the record as typed, phones the local way, a slot for every highlight and
 * for every phone a new lead is texted to, the VAT rate as the digits typed.
 */
export type BusinessDetailsFormValues = Omit<BusinessDetails, 'highlights' | 'vatPercent'> & {
  highlights: string[];
  vatPercent: string;
};
export type BusinessDetailsForm = UseFormReturn<BusinessDetailsFormValues, unknown, BusinessDetails>;

/** The fields in screen order: the focus goes to the first one the server refused. */
export const businessDetailsFieldOrder: readonly FieldPath<BusinessDetailsFormValues>[] = [
  'name',
  'tagline',
  'registrationNumber',
  'vatPercent',
  ...Array.from({ length: businessHighlightsMax }, (_, index) => `highlights.${index}` as const),
  'phone',
  'whatsapp',
  'email',
  'address',
  'openingHours',
  'bank.bankName',
  'bank.branchNumber',
  'bank.accountNumber',
  'bank.accountName',
  'social.website',
  'social.facebook',
  'social.instagram',
  ...Array.from({ length: leadNoticePhonesMax }, (_, index) => `leadNotices.phones.${index}` as const),
  'leadNotices.email',
  'leadNotices.language',
];

export function toFormValues(details: BusinessDetails): BusinessDetailsFormValues {
  return {
    ...details,
    phone: details.phone ? formatLocalPhone(details.phone) : '',
    whatsapp: details.whatsapp ? formatLocalPhone(details.whatsapp) : '',
    highlights: Array.from({ length: businessHighlightsMax }, (_, index) => details.highlights[index] ?? ''),
    vatPercent: String(details.vatPercent),
    bank: { ...details.bank },
    social: { ...details.social },
    leadNotices: {
      phones: Array.from({ length: leadNoticePhonesMax }, (_, index) => {
        const phone = details.leadNotices?.phones[index];
        return phone ? formatLocalPhone(phone) : '';
      }),
      email: details.leadNotices?.email ?? '',
      language: details.leadNotices?.language ?? 'he',
    },
  };
}

/**
 * Whether the values would save something new: what the shared schema makes of them differs from
 * the stored record. Spaces, a phone typed another way and empty highlight slots change nothing.
 */
export function differsFrom(saved: BusinessDetails, values: BusinessDetailsFormValues): boolean {
  const parsed = businessDetailsSchema.safeParse(values);
  return !parsed.success || !isDeepEqual(parsed.data, saved);
}

/**
 * The business details form (issue 17): the shared schema checks each field as the admin types,
 * the draft survives a reload, and a refused save puts the server's messages beside the fields.
 */
export function useBusinessDetailsForm(saved: BusinessDetails) {
  const { t } = useTranslation();
  const notify = useNotify();
  const original = useMemo(() => toFormValues(saved), [saved]);
  const start = useRecordDraftStart('businessDetails', 'settings', false, original);
  const form: BusinessDetailsForm = useForm<BusinessDetailsFormValues, unknown, BusinessDetails>({
    defaultValues: start.initialValues,
    resolver: zodResolver(businessDetailsSchema) as unknown as Resolver<
      BusinessDetailsFormValues,
      unknown,
      BusinessDetails
    >,
    mode: 'onTouched',
  });
  const differs = (values: BusinessDetailsFormValues) => differsFrom(saved, values);
  const draft = useRecordDraft(start, form, {
    isOpen: true,
    isChanged: differs,
    toDraft: (values) => values,
  });
  const save = useUpdateBusinessDetails();

  const submit = form.handleSubmit(async (details) => {
    try {
      const stored = await save.mutateAsync(details);
      draft.clear();
      form.reset(toFormValues(stored));
      notify.success(t('business-details.notices.saved'));
    } catch (error) {
      const { placed, leftover } = applyServerFieldErrors(error, form.setError, form.getValues(), '');
      const first = businessDetailsFieldOrder.find((field) => placed.includes(field));
      if (first) form.setFocus(first);
      notify.error(saveFailureMessage(t, error, 'business-details.notices.saveError', leftover));
    }
  });

  /** Back to the record as saved, the draft forgotten. */
  const discard = () => {
    draft.clear();
    form.reset(original);
  };

  return { form, submit, differs, discard, draft };
}
