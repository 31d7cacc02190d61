import type { UseFormReturn } from 'react-hook-form';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { type RecordDraftStart, useRecordDraft } from '../../../../ui/use-record-draft';
import type { ProductDialogMode } from './product-dialog-context';
import { type ProductFormValues, toProductInput } from './product-form-values';

/**
 * What the request would carry, for comparing: a new product's fetched catalogue number is not
 * something the person typed.
 */
export function typedProductInput(values: ProductFormValues, mode: ProductDialogMode) {
  return toProductInput(mode === 'create' ? { ...values, catalogNumber: '' } : values);
}

/** The product form's draft (ui/use-record-draft). */
export function useProductDraft(
  start: RecordDraftStart<ProductFormValues>,
  form: UseFormReturn<ProductFormValues, unknown, unknown>,
  { mode, isOpen }: { mode: ProductDialogMode; isOpen: boolean },
) {
  const { original } = start;
  return useRecordDraft(start, form, {
    isOpen,
    isChanged: (values) =>
      hasUnsavedRequest(typedProductInput(values, mode), typedProductInput(original, mode)),
    toDraft: (values) => {
      // Files are left out (their links expire); a new product's number is fetched afresh unless
      // it is the manufacturer's own, which the person typed.
      const { images: _images, docs: _docs, ...typed } = values;
      return mode === 'create' && !values.isOriginal ? { ...typed, catalogNumber: undefined } : typed;
    },
    // A new product keeps the number it was given.
    startOverValues: (current) => ({
      ...original,
      catalogNumber: mode === 'create' ? current.catalogNumber : original.catalogNumber,
    }),
  });
}
