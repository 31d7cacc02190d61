import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { hasOnlyPhoneCharacters, normalizePhone } from '../common/phone';
import { validators } from '../common/validators';
import { defaultVatPercent, vatPercentRange } from '../products/product-rules';

/**
 * The business's own details (issues 15 and 17): one record the admin edits in settings and every
 * place that speaks for the business reads — the document and subscription PDFs, document sharing
 * (the bank details in the chat text), later the storefront's header and footer. Only the name is
 * required: a fresh install starts with just the name and fills the rest when it has them.
 */
export const businessNameMaxLength = 100;
export const businessHighlightsMax = 4;

const text = (max: number) =>
  z.string({ error: m.invalidValue }).trim().max(max, { error: m.tooLong }).optional().default('');

/** A phone as typed, stored in international form (+972…) like every phone in the system; '' when unset. */
const optionalPhone = z
  .string({ error: m.invalidPhone })
  .trim()
  .max(30, { error: m.invalidPhone })
  .optional()
  .default('')
  .refine((value) => value === '' || hasOnlyPhoneCharacters(value), { error: m.invalidPhone })
  .transform((value, ctx) => {
    if (value === '') return '';
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

const optionalEmail = text(200).refine((value) => value === '' || validators.email(value), {
  error: m.invalidEmail,
});

/** Bank numbers are digits only (spaces and dashes people paste are not kept). */
const digits = (max: number) => text(max).refine((value) => /^\d*$/.test(value), { error: m.numberOnly });

const optionalLink = text(300).refine((value) => value === '' || /^https?:\/\/\S+\.\S+$/i.test(value), {
  error: m.invalidLink,
});

export const businessBankSchema = z.object({
  /** The bank's name or its number as people say it ("בנק הפועלים", "12"). */
  bankName: text(60),
  /** The branch: up to three digits in Israel. */
  branchNumber: digits(3),
  accountNumber: digits(13),
  /** The name the account is held in, when it differs from the business name. */
  accountName: text(100),
});
export type BusinessBank = z.output<typeof businessBankSchema>;

export const businessSocialSchema = z.object({
  website: optionalLink,
  facebook: optionalLink,
  instagram: optionalLink,
});
export type BusinessSocial = z.output<typeof businessSocialSchema>;

/** How many phones a new lead's notice goes to (issue 17). */
export const leadNoticePhonesMax = 3;

/** The languages a new lead's notice can be written in (issue 17); Hebrew unless the office chose. */
export const leadNoticeLanguages = ['he', 'en', 'ar', 'ru'] as const;
export type LeadNoticeLanguage = (typeof leadNoticeLanguages)[number];

/**
 * Who hears of a new storefront request (issue 17): an SMS to each phone and an e-mail to the
 * address, in the language the office chose (Hebrew when none was, as every record saved before
 * the choice existed). Both empty (the default) sends nothing; the badge in the back-office counts
 * it anyway.
 */
export const leadNoticesSchema = z.object({
  phones: z
    .array(optionalPhone, { error: m.invalidValue })
    .max(leadNoticePhonesMax, { error: m.tooLong })
    .optional()
    .default([])
    .transform((phones) => [...new Set(phones.filter(Boolean))]),
  email: optionalEmail,
  language: z.enum(leadNoticeLanguages, { error: m.invalidValue }).optional().default('he'),
});
export type LeadNotices = z.output<typeof leadNoticesSchema>;

/**
 * The VAT rate in percent (ADR 0035): 0 to 100, at most two decimals, typed or sent as a number.
 * A record saved before the setting existed reads the default (18).
 */
export const vatPercentSchema = z
  .union([z.number(), z.string().trim()], { error: m.invalidValue })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return defaultVatPercent;
    const typed = typeof value === 'number' ? String(value) : value;
    const percent = Number(typed);
    if (
      !/^\d{1,3}(\.\d{1,2})?$/.test(typed) ||
      percent < vatPercentRange.min ||
      percent > vatPercentRange.max
    ) {
      ctx.addIssue({ code: 'custom', message: m.invalidValue });
      return z.NEVER;
    }
    return percent;
  });

const emptyBank: BusinessBank = { bankName: '', branchNumber: '', accountNumber: '', accountName: '' };
const emptySocial: BusinessSocial = { website: '', facebook: '', instagram: '' };

/** No one hears of new leads; the words would be Hebrew. */
export function emptyLeadNotices(): LeadNotices {
  return { phones: [], email: '', language: 'he' };
}

/**
 * The whole record, as `updateBusinessDetails` takes it and `getBusinessDetails` answers it. Unset
 * fields are '' (never missing), so readers print what is set and skip the rest.
 */
export const businessDetailsSchema = z.object({
  name: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(businessNameMaxLength, { error: m.tooLong }),
  /** The line under the name in headers ("שמשות, זכוכית, פנסים…"). */
  tagline: text(200),
  /** The short points beside the name in the PDF header and on the storefront ("15 שנות ניסיון"). */
  highlights: z
    .array(z.string({ error: m.invalidValue }).trim().max(60, { error: m.tooLong }), {
      error: m.invalidValue,
    })
    .max(businessHighlightsMax, { error: m.tooLong })
    .optional()
    .default([])
    .transform((items) => items.filter(Boolean)),
  /** ח.פ / ע.מ: 5 to 9 digits, as the user forms accept a company number. */
  registrationNumber: text(9).refine((value) => value === '' || /^\d{5,9}$/.test(value), {
    error: m.userIdLength,
  }),
  phone: optionalPhone,
  whatsapp: optionalPhone,
  email: optionalEmail,
  address: text(200),
  /** Free text, a line per day range ("א׳–ה׳ 08:00–17:00"). */
  openingHours: text(500),
  bank: businessBankSchema.optional().default(emptyBank),
  social: businessSocialSchema.optional().default(emptySocial),
  leadNotices: leadNoticesSchema.optional().default(emptyLeadNotices),
  /** The VAT rate prices include, in percent; the catalogue's price before VAT follows it. */
  vatPercent: vatPercentSchema,
});
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/**
 * What anyone may read without signing in (the storefront of issue 17): everything but the bank.
 * The bank details are not secret from customers — every shared document carries them — but they
 * reach a customer with a document, from staff, not from an open endpoint that crawlers and the
 * storefront's pre-rendered pages would publish. Signed-in roles read the whole record, but for
 * the staff phones and address new leads are sent to (`leadNotices`), which only the admin reads.
 * The VAT rate is the back-office's (the catalogue's price before VAT), not the storefront's.
 */
export const publicBusinessDetailsSchema = businessDetailsSchema.omit({
  bank: true,
  leadNotices: true,
  vatPercent: true,
});
export type PublicBusinessDetails = z.output<typeof publicBusinessDetailsSchema>;

/** The record before the admin saves anything: the name alone. */
export function emptyBusinessDetails(name: string): BusinessDetails {
  return {
    name,
    tagline: '',
    highlights: [],
    registrationNumber: '',
    phone: '',
    whatsapp: '',
    email: '',
    address: '',
    openingHours: '',
    bank: { ...emptyBank },
    social: { ...emptySocial },
    leadNotices: emptyLeadNotices(),
    vatPercent: defaultVatPercent,
  };
}
