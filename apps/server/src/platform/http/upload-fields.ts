import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { fieldsFromIssues, invalid } from './errors';

/**
 * The text fields sent before an upload's file part, checked by the contract's body schema (Fastify
 * cannot validate a multipart body by schema, so the route does it once it has the part). A field
 * sent twice is ignored, as if it had not been sent.
 */
export function uploadFieldsOf<S extends z.ZodType>(part: MultipartFile, schema: S): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && 'value' in field) values[name] = field.value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalid(fieldsFromIssues(parsed.error.issues));
  return parsed.data;
}
