/**
 * Database helpers every module shares. They live here, not in a module, so no module reaches
 * into another one's repository for them.
 */

/** Escapes `%`, `_` and `\` so typed text matches itself in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

interface PostgresErrorFields {
  code?: string;
  constraint?: string;
}

/** PostgreSQL's fields of an error, thrown by pg directly or wrapped by Drizzle as its `cause`. */
function postgresFieldsOf(error: unknown): PostgresErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const wrapped = (error as { cause?: unknown }).cause;
  if (typeof wrapped === 'object' && wrapped !== null && 'code' in wrapped)
    return wrapped as PostgresErrorFields;
  return error as PostgresErrorFields;
}

/**
 * The constraint a unique violation (23505) broke, or undefined when the error is something else;
 * services turn it into a 409 naming the field the person must change.
 */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | undefined {
  const fields = postgresFieldsOf(error);
  return fields?.code === '23505' ? { constraint: fields.constraint } : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined;
}
