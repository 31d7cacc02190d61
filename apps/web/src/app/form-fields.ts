import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` for MUI fields: the ref must reach the input element (for focus
 * and default values), which MUI's TextField takes as `inputRef`, not `ref`.
 */
export function muiField<Name extends string>({ ref, ...field }: UseFormRegisterReturn<Name>) {
  return { ...field, inputRef: ref };
}
