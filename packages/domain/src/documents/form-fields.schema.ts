import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { hasOnlyPhoneCharacters, normalizePhone } from '../common/phone';
import { isUserId } from '../common/validators';
import { parseDisplayDate } from '../insurance/dates';

/**
 * The fields the forms inside a business document share (the car-accident form, the
 * personal-accidents statement): every one optional with an empty default, so a missing part is a
 * blank one; texts bounded, dates dd/MM/yyyy, ID numbers 5 to 9 digits, phones as the phone fields
 * accept them. Kept here once so both forms refuse and keep the same values.
 */

/** A trimmed text of at most `max` characters, or empty. */
export const formText = (max = 200) =>
  z.string().trim().max(max, { error: m.tooLong }).optional().default('');

/**
 * A yes/no answer, stored as a boolean. Older clients and imports send the words: 'yes'/'no',
 * 'כן'/'לא', 'true'/'false', '1'/'0'.
 */
const yesWords = new Set(['yes', 'true', 'כן', '1']);
const noWords = new Set(['no', 'false', 'לא', '0', '']);
export const formYesNo = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    if (yesWords.has(word)) return true;
    if (noWords.has(word)) return false;
    return value;
  },
  z.boolean({ error: m.invalidValue }).optional().default(false),
);

/** dd/MM/yyyy, a real calendar day, or empty. */
export const formDay = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\d{2}\/\d{2}\/\d{4}$/.test(value) && parseDisplayDate(value) !== null),
    { error: m.invalidDate },
  )
  .optional()
  .default('');

/** A person's or company's ID number, 5 to 9 digits as everywhere else, or empty. */
export const formIdNumber = z
  .string()
  .trim()
  .refine((value) => value === '' || isUserId(value), { error: m.userIdLength })
  .optional()
  .default('');

/** A phone or fax as typed (digits, dashes, plus, parentheses, dots, spaces), a possible number, or empty. */
export const formPhone = z
  .string()
  .trim()
  .max(30, { error: m.tooLong })
  .refine((value) => value === '' || (hasOnlyPhoneCharacters(value) && normalizePhone(value) !== null), {
    error: m.invalidPhone,
  })
  .optional()
  .default('');
