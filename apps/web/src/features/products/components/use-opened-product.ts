import type { Product } from '@tg/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../app/notifications';
import { fetchProductByCatalogNumber } from '../api/use-products';
import type { ProductDialogMode } from './product-dialog/product-dialog';

export interface OpenedProduct {
  open: boolean;
  mode: ProductDialogMode;
  product?: Product;
}

const productParam = 'product';
const modeParam = 'mode';
const newProduct = 'new';

/**
 * The product dialog's state, mirrored in the address (`?product=1000034&mode=edit`,
 * `?product=new`): a reload, or a phone reopening a dropped tab, shows the same dialog again with
 * what was typed (the form's draft), and a product's link can be shared. Editing and creating
 * need `canManage`; without it an edit address opens the product in view mode.
 */
export function useOpenedProduct(canManage: boolean) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenedProduct>({ open: false, mode: 'create' });
  const addressed = params.get(productParam);
  const addressedMode = params.get(modeParam) === 'edit' && canManage ? 'edit' : 'view';

  const writeAddress = (product: string | null, mode: ProductDialogMode | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (product) next.set(productParam, product);
        else next.delete(productParam);
        if (mode) next.set(modeParam, mode);
        else next.delete(modeParam);
        return next;
      },
      { replace: true },
    );

  // An address that names a dialog the page does not show yet (a reload, a shared link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address opens the dialog
  useEffect(() => {
    if (!addressed || dialog.open) return;
    if (addressed === newProduct) {
      if (canManage) setDialog({ open: true, mode: 'create' });
      else writeAddress(null, null);
      return;
    }
    let isCurrent = true;
    fetchProductByCatalogNumber(addressed)
      .then((product) => {
        if (isCurrent) setDialog({ open: true, mode: addressedMode, product });
      })
      .catch(() => {
        if (!isCurrent) return;
        notify.error(t('products.notices.openedNotFound'));
        writeAddress(null, null);
      });
    return () => {
      isCurrent = false;
    };
  }, [addressed]);

  return {
    dialog,
    open: (mode: ProductDialogMode, product?: Product) => {
      setDialog({ open: true, mode, product });
      writeAddress(
        product && mode !== 'create' ? product.catalogNumber : newProduct,
        mode === 'edit' ? 'edit' : null,
      );
    },
    close: () => {
      // The product stays while the dialog fades out.
      setDialog((current) => ({ ...current, open: false }));
      writeAddress(null, null);
    },
  };
}
