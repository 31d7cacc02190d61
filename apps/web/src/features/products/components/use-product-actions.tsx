import { can, type Product } from '@tg/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteProduct, useSetProductVisibility } from '../api/use-products';
import { ProductDialog } from './product-dialog/product-dialog';
import { ProductRowActions } from './product-row-actions';
import { useOpenedProduct } from './use-opened-product';

/**
 * What both product tables do with a row: open the dialog, delete after confirmation, and move a
 * product to the temporary table or back. Editing needs `products.manage`; others only view.
 */
export function useProductActions(category: string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'products.manage');
  const { dialog, open, close } = useOpenedProduct(canManage);
  // Kept after closing so the confirmation does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; product?: Product }>({ open: false });
  const remove = useDeleteProduct();
  const visibility = useSetProductVisibility();

  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const confirmDelete = () => {
    const product = deletion.product;
    if (!product) return;
    remove.mutate(product._id, {
      onSuccess: () => notify.success(t('products.notices.deleted')),
      onError: () => notify.error(t('products.notices.deleteError')),
      onSettled: closeDeletion,
    });
  };

  const toggleVisibility = (product: Product) => {
    const next = !product.visibility;
    visibility.mutate(
      { _id: product._id, visibility: next },
      {
        onSuccess: () =>
          notify.success(
            t(next ? 'products.notices.restored' : 'products.notices.hidden', { name: product.name }),
          ),
        onError: () => notify.error(t('products.notices.visibilityError')),
      },
    );
  };

  const rowActions = (product: Product) => (
    <ProductRowActions
      product={product}
      onView={() => open('view', product)}
      onEdit={canManage ? () => open('edit', product) : undefined}
      onDelete={canManage ? () => setDeletion({ open: true, product }) : undefined}
      onToggleVisibility={canManage ? () => toggleVisibility(product) : undefined}
      isToggling={visibility.isPending && visibility.variables?._id === product._id}
    />
  );

  const dialogs: ReactNode = (
    <>
      <ProductDialog
        open={dialog.open}
        mode={dialog.mode}
        category={dialog.product?.category ?? category}
        product={dialog.product}
        onClose={close}
      />
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('products.deleteDialog.title')}
        message={t('products.deleteDialog.message')}
        confirmLabel={t('products.deleteDialog.confirm')}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </>
  );

  return { canManage, open, rowActions, dialogs };
}
