import { z } from 'zod';

export const csvRowResultSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  tractorNumber: z.string(),
  ok: z.boolean(),
  /** `imported` or a failure code of `csvRowMessages`. */
  message: z.string(),
  /** The required columns a `missingValues` row lacks. */
  missing: z.array(z.string()).optional(),
  /** The columns an `unsafeCell` or `valueTooLong` row is refused for. */
  columns: z.array(z.string()).optional(),
  policyNumber: z.string().optional(),
});
export type CsvRowResult = z.infer<typeof csvRowResultSchema>;

export const policyImportResultSchema = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  rows: z.array(csvRowResultSchema),
});
export type PolicyImportResult = z.infer<typeof policyImportResultSchema>;

/** Largest CSV accepted: 10,000 rows fit in well under 2 MB. */
export const maxPolicyCsvBytes = 5 * 1024 * 1024;
export const maxPolicyCsvRows = 20_000;
