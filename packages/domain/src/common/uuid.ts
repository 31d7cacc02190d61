const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value has the shape of a record's id (a UUID): an address or a term that cannot be one
 * is answered without asking the database. Plain, for pages that validate nothing else (ADR 0031).
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
