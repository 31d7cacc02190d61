import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` for MUI fields: the ref must reach the input element (for focus
 * and default values), which MUI's TextField takes as `inputRef`, not `ref`.
 */
export function muiField<Name extends string>({ ref, ...field }: UseFormRegisterReturn<Name>) {
  return { ...field, inputRef: ref };
}

/** Every leaf path of react-hook-form's error tree, in form order (`details.koah_sus`, `machines.0.vinNumber`). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' || typeof node.type === 'string') {
    if (prefix) return [prefix];
  }
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') return [];
    // An error on a whole list (too many machines) sits under `root`.
    if (key === 'root') return errorPaths(value, prefix || key);
    return errorPaths(value, prefix ? `${prefix}.${key}` : key);
  });
}

/** The message of one leaf of react-hook-form's error tree. */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
