import type { ParsedPolicyProductInput, PolicyProduct } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useCreatePolicyProduct, useUpdatePolicyProduct } from '../../api/use-policy-products';
import {
  formFieldOfRequestPath,
  type PolicyProductField,
  type PolicyProductFormValues,
  policyProductFieldOrder,
} from './policy-product-form-values';

export type PolicyProductDialogMode = 'create' | 'edit' | 'view';

interface SavePolicyProductOptions {
  mode: PolicyProductDialogMode;
  product?: PolicyProduct;
  form: UseFormReturn<PolicyProductFormValues, unknown, ParsedPolicyProductInput>;
  onSaved: (product: PolicyProduct) => void;
}

/**
 * Puts the server's per-field message keys (`policyPrice: validation.numberOnly`) on the fields;
 * answers the fields placed and the keys no field takes (`_id`), which go into the toast.
 */
function placeServerFieldErrors(
  error: unknown,
  form: SavePolicyProductOptions['form'],
): { placed: PolicyProductField[]; leftover: string[] } {
  const placed: PolicyProductField[] = [];
  const leftover: string[] = [];
  if (!(error instanceof ApiError)) return { placed, leftover };
  for (const [path, messageKey] of Object.entries(error.fields)) {
    const field = formFieldOfRequestPath(path);
    if (field) {
      form.setError(field, { type: 'server', message: messageKey });
      placed.push(field);
    } else {
      leftover.push(messageKey);
    }
  }
  return { placed, leftover };
}

/**
 * Sends a valid form: create, or update with the product's id. A failure keeps the dialog open with
 * what was typed, the server's field errors beside their fields and the first one focused.
 */
export function useSavePolicyProduct({ mode, product, form, onSaved }: SavePolicyProductOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreatePolicyProduct();
  const update = useUpdatePolicyProduct();

  return async (input: ParsedPolicyProductInput) => {
    const isCreate = mode === 'create';
    const failureKey = isCreate
      ? 'policy-products.notices.createError'
      : 'policy-products.notices.updateError';
    try {
      const saved = isCreate
        ? await create.mutateAsync(input)
        : await update.mutateAsync({ _id: product?._id ?? '', input });
      notify.success(t(isCreate ? 'policy-products.notices.created' : 'policy-products.notices.updated'));
      onSaved(saved);
    } catch (error) {
      const { placed, leftover } = placeServerFieldErrors(error, form);
      const first = policyProductFieldOrder.find((field) => placed.includes(field));
      if (first) form.setFocus(first);
      notify.error(saveFailureMessage(t, error, failureKey, leftover));
    }
  };
}
