import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * The `fields` query of a getItemByFields call (spec 1): a JSON list of alternatives, or one
 * alternative alone, each naming one or more of `fields` with a text or a number. Any alternative
 * may match; values come out trimmed, as text. Anything else is one `invalidValue`.
 *
 * The inner schema is built once, here: built inside the transform it was made anew on every
 * request, a few percent of a registry lookup (issue 19).
 */
export function lookupAlternativesSchema<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  { longestValue }: { longestValue: number },
) {
  const alternatives = z
    .array(z.partialRecord(z.enum(fields), z.union([z.string().trim().min(1).max(longestValue), z.number()])))
    .min(1)
    .max(10);
  return z
    .string({ error: m.required })
    .max(2000, { error: m.tooLong })
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: m.invalidValue });
        return z.NEVER;
      }
      const valid = alternatives.safeParse(Array.isArray(parsed) ? parsed : [parsed]);
      if (!valid.success || valid.data.some((alternative) => Object.keys(alternative).length === 0)) {
        ctx.addIssue({ code: 'custom', message: m.invalidValue });
        return z.NEVER;
      }
      return valid.data.map((alternative) =>
        Object.fromEntries(Object.entries(alternative).map(([key, value]) => [key, String(value)])),
      ) as Partial<Record<Field, string>>[];
    });
}
