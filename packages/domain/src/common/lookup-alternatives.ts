import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * A query parameter holding JSON that `schema` must accept. Text that is not JSON, or JSON the
 * schema refuses, is one `invalidValue`: the caller gets no detail of the inner shape. The schema
 * is passed built, so nothing is built per request (issue 19).
 */
export function jsonQuerySchema<Output>(schema: z.ZodType<Output>) {
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
      const valid = schema.safeParse(parsed);
      if (!valid.success) {
        ctx.addIssue({ code: 'custom', message: m.invalidValue });
        return z.NEVER;
      }
      return valid.data;
    });
}

/**
 * The `fields` query of a getItemByFields call (spec 1): a JSON list of alternatives, or one
 * alternative alone, each naming one or more of `fields` with a text or a number. Any alternative
 * may match; values come out trimmed, as text.
 */
export function lookupAlternativesSchema<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  { longestValue }: { longestValue: number },
) {
  return jsonQuerySchema(
    z.preprocess(
      (parsed) => (Array.isArray(parsed) ? parsed : [parsed]),
      z
        .array(
          z.partialRecord(z.enum(fields), z.union([z.string().trim().min(1).max(longestValue), z.number()])),
        )
        .min(1)
        .max(10)
        .refine((alternatives) => alternatives.every((alternative) => Object.keys(alternative).length > 0))
        .transform(
          (alternatives) =>
            alternatives.map((alternative) =>
              Object.fromEntries(Object.entries(alternative).map(([key, value]) => [key, String(value)])),
            ) as Partial<Record<Field, string>>[],
        ),
    ),
  );
}
