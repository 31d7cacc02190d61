/** Structural equality of plain data (objects, arrays, primitives); absent and undefined are the same. */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Whether an edit form has something to save (spec 2 §4, spec 3 §2.9): the request it would send
 * differs from the one the loaded record gives, or uploads are still running. Comparing requests
 * rather than form values ignores display-only state (file names, signed links).
 */
export function hasUnsavedRequest(current: unknown, original: unknown, pendingUploads = 0): boolean {
  if (pendingUploads > 0) return true;
  return !isDeepEqual(current, original);
}
