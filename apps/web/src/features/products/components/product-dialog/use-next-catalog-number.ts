import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { fetchNextCatalogNumber } from '../../api/use-products';
import type { ProductDialogMode } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';

/**
 * Spec 3 §2.3: a new non-original product gets the next catalogue number of its category, asked
 * for when the dialog opens, when the category changes and when "original" is switched off again.
 * Switching "original" on clears a number this hook filled in, so the manufacturer's number is
 * typed instead; a number the person typed is never overwritten by a late answer.
 */
export function useNextCatalogNumber(
  form: UseFormReturn<ProductFormValues, unknown, unknown>,
  mode: ProductDialogMode,
  /** Nothing is asked for while the dialog is closed. */
  isOpen: boolean,
): { isFetching: boolean } {
  const { t } = useTranslation();
  const notify = useNotify();
  const isOriginal = useWatch({ control: form.control, name: 'isOriginal' });
  const category = useWatch({ control: form.control, name: 'category' });
  const [isFetching, setFetching] = useState(false);
  const filled = useRef<string | undefined>(undefined);
  const messages = useRef({ t, notify });
  messages.current = { t, notify };

  useEffect(() => {
    if (mode !== 'create' || !isOpen) return;
    const current = form.getValues('catalogNumber');
    const isUntouched = !current.trim() || current === filled.current;
    if (isOriginal) {
      if (filled.current !== undefined && current === filled.current) form.setValue('catalogNumber', '');
      filled.current = undefined;
      return;
    }
    if (!category || !isUntouched) return;
    let isCurrent = true;
    setFetching(true);
    fetchNextCatalogNumber(category)
      .then((newId) => {
        const now = form.getValues('catalogNumber');
        // Typed over while waiting: the person's number wins.
        if (!isCurrent || (now.trim() && now !== current)) return;
        filled.current = newId;
        form.setValue('catalogNumber', newId, { shouldValidate: form.formState.isSubmitted });
      })
      .catch(() => {
        if (isCurrent) messages.current.notify.error(messages.current.t('products.notices.nextNumberError'));
      })
      .finally(() => {
        if (isCurrent) setFetching(false);
      });
    return () => {
      isCurrent = false;
      setFetching(false);
    };
  }, [mode, isOpen, isOriginal, category, form]);

  return { isFetching };
}
