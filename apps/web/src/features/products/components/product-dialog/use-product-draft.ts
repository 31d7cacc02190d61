import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAuth } from '../../../../app/auth/auth-context';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { formDraftKey, readFormDraft, useFormDraft } from '../../../../ui/form-draft';
import type { ProductDialogMode } from './product-dialog-context';
import { type ProductFormValues, toProductInput } from './product-form-values';

/**
 * What the request would carry, for comparing: a new product's fetched catalogue number is not
 * something the person typed.
 */
export function typedProductInput(values: ProductFormValues, mode: ProductDialogMode) {
  return toProductInput(mode === 'create' ? { ...values, catalogNumber: '' } : values);
}

export interface ProductDraftStart {
  key: string;
  /** The values the form opens with: the draft over the record, when there is one. */
  initialValues: ProductFormValues;
  wasRestored: boolean;
}

/** Where the product form's draft is kept (ui/form-draft), and the values it opens with. */
export function useProductDraftStart(
  mode: ProductDialogMode,
  /** The product edited, or none for a new one (whose draft is per category). */
  productId: string | undefined,
  category: string,
  original: ProductFormValues,
): ProductDraftStart {
  const { user } = useAuth();
  const key = formDraftKey(user?._id, 'product', productId ?? `new.${category}`);
  const [draft] = useState(() => (mode === 'view' ? null : readFormDraft<ProductFormValues>(key)));
  return { key, initialValues: draft ? { ...original, ...draft } : original, wasRestored: draft !== null };
}

/**
 * Keeps the product form's draft as the person types; `clear` after saving or discarding, and
 * `startOver` to go back to the record as saved from a restored draft.
 */
export function useProductDraft(
  start: ProductDraftStart,
  form: UseFormReturn<ProductFormValues, unknown, unknown>,
  { mode, isOpen, original }: { mode: ProductDialogMode; isOpen: boolean; original: ProductFormValues },
) {
  const [isRestored, setRestored] = useState(start.wasRestored);
  const kept = useFormDraft({
    key: start.key,
    form,
    enabled: isOpen && mode !== 'view',
    toDraft: (values) => {
      if (!hasUnsavedRequest(typedProductInput(values, mode), typedProductInput(original, mode))) return null;
      // Files are left out (their links expire); a new product's number is fetched afresh unless
      // it is the manufacturer's own, which the person typed.
      const { images: _images, docs: _docs, ...typed } = values;
      return mode === 'create' && !values.isOriginal ? { ...typed, catalogNumber: undefined } : typed;
    },
  });
  return {
    isRestored,
    clear: kept.clear,
    startOver: () => {
      // A new product keeps the number it was given.
      form.reset({
        ...original,
        catalogNumber: mode === 'create' ? form.getValues('catalogNumber') : original.catalogNumber,
      });
      kept.clear();
      setRestored(false);
    },
  };
}
