import type { ParsedProductInput, Product } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { applyServerFieldErrors, saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useCreateProduct, useUpdateProduct } from '../../api/use-products';
import type { ProductDialogMode } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';

export const catalogNumberExistsKey = 'products.notices.catalogNumberExists';

interface SaveProductOptions {
  mode: ProductDialogMode;
  product?: Product;
  form: UseFormReturn<ProductFormValues, unknown, ParsedProductInput>;
  /** After a failed save with field errors: show the tab and field of the first one. */
  onFieldErrors: (paths: string[]) => void;
  onSaved: (product: Product) => void;
}

/**
 * Sends a valid product: create, or update with its id. Toasts are spec 3 §8's. A failure keeps
 * the dialog open with everything typed; the server's field errors go on their fields, and a taken
 * catalogue number (409, or a create answered without an id) is said next to the catalogue number.
 */
export function useSaveProduct({ mode, product, form, onFieldErrors, onSaved }: SaveProductOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const sayNumberTaken = () => {
    form.setError('catalogNumber', { type: 'server', message: catalogNumberExistsKey });
    onFieldErrors(['catalogNumber']);
    notify.error(t(catalogNumberExistsKey));
  };

  return async (parsed: ParsedProductInput) => {
    const isCreate = mode === 'create';
    const failureKey = isCreate ? 'products.notices.createError' : 'products.notices.updateError';
    try {
      if (isCreate) {
        const created = await create.mutateAsync(parsed);
        if (!created?._id) {
          sayNumberTaken();
          return;
        }
        notify.success(t('products.notices.created'));
        onSaved(created);
        return;
      }
      if (!product?._id) {
        notify.error(`${t(failureKey)} ${t('validation.missingItemId')}`);
        return;
      }
      // The count goes only when the person changed it, so a transfer made while the form was open
      // is not overwritten with the count it showed (ADR 0013).
      const { quantity, ...rest } = parsed;
      const isCountChanged = quantity !== undefined && quantity !== product.quantity;
      const answer = await update.mutateAsync({
        ...rest,
        quantity: isCountChanged ? quantity : undefined,
        _id: product._id,
      });
      notify.success(t('products.notices.updated'));
      onSaved(answer.updatedProduct);
    } catch (error) {
      if (isNumberTaken(error)) {
        sayNumberTaken();
        return;
      }
      const { placed, leftover } = applyServerFieldErrors(error, form.setError, form.getValues(), 'product');
      if (placed.length > 0) onFieldErrors(placed);
      notify.error(saveFailureMessage(t, error, failureKey, leftover));
    }
  };
}

/** A 409 names the catalogue number (or nothing): the only unique field of a product. */
function isNumberTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const fields = Object.keys(error.fields);
  return fields.length === 0 || fields.some((path) => path.endsWith('catalogNumber'));
}
