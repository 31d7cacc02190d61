import { Box, Link, Tooltip } from '@mui/material';
import { can, type ProductCategory } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { RowActions } from '../../../ui/row-actions';
import { useDeleteProductCategory, useProductCategories } from '../api/use-product-categories';
import { CategoryDialog } from '../components/category-dialog';
import { categoryLabel, productsSectionPath } from '../product-categories';

type CategoryRow = ProductCategory & { _id: string };

/**
 * Product categories (route products/categories, spec 3 §2.4): each with its names, product count
 * and a link to its table. Created ones can be renamed; built-in and non-empty ones are not deleted.
 */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'products.manage');
  const categories = useProductCategories();
  const remove = useDeleteProductCategory();
  const [editing, setEditing] = useState<{ open: boolean; category?: ProductCategory }>({ open: false });
  const [deletion, setDeletion] = useState<{ open: boolean; category?: ProductCategory }>({ open: false });
  const rows = useMemo(
    () => categories.data?.map((category) => ({ ...category, _id: category.value })),
    [categories.data],
  );
  const nameOf = (category: ProductCategory) =>
    categoryLabel(t, i18n.language, category.value, categories.data);

  const columns: DataTableColumn<CategoryRow>[] = [
    {
      id: 'label',
      labelKey: 'products.categoriesPage.columns.label',
      width: 200,
      value: nameOf,
      render: (category) => (
        <Link component={RouterLink} to={productsSectionPath(category.value)} data-testid="category-link">
          {nameOf(category)}
        </Link>
      ),
    },
    {
      id: 'enName',
      labelKey: 'products.categoriesPage.columns.enName',
      dir: 'ltr',
      width: 160,
      value: (category) => category.enName || category.value,
    },
    { id: 'productCount', labelKey: 'products.categoriesPage.columns.productCount', dir: 'ltr', width: 110 },
  ];

  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));
  const confirmDelete = () => {
    const category = deletion.category;
    if (!category) return;
    remove.mutate(category.value, {
      onSuccess: () =>
        notify.success(t('products.categoriesPage.notices.deleted', { name: nameOf(category) })),
      onError: (error) => notify.error(deleteFailure(error)),
      onSettled: closeDeletion,
    });
  };
  // The server's reason (in use, built-in) is a validation key; otherwise the code's sentence.
  const deleteFailure = (error: unknown) => {
    const reason = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
    const base = t('products.categoriesPage.notices.deleteError');
    return reason ? `${base}. ${t(reason)}` : `${base}. ${describeError(t, error)}`;
  };
  const whyNotDeletable = (category: ProductCategory) =>
    category.builtIn
      ? t('validation.categoryLocked')
      : category.productCount > 0
        ? t('validation.categoryInUse')
        : undefined;

  return (
    <Box>
      <ListToolbar
        title={t('products.categoriesPage.title')}
        onRefresh={() => void categories.refetch()}
        isRefreshing={categories.isFetching && !categories.isPending}
        primaryAction={
          canManage
            ? {
                label: t('products.categoriesPage.create'),
                onClick: () => setEditing({ open: true }),
                testId: 'categories-create',
              }
            : undefined
        }
      />
      <DataTable
        label={t('products.categoriesPage.title')}
        columns={columns}
        rows={rows}
        isLoading={categories.isFetching}
        isError={categories.isError}
        onRetry={() => void categories.refetch()}
        errorText={t('products.categoriesPage.loadError')}
        rowTestId={(category) => `category-${category.value}`}
        rowActions={
          canManage
            ? (category) => {
                const reason = whyNotDeletable(category);
                return (
                  <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
                    <RowActions
                      itemName={nameOf(category)}
                      onEdit={category.builtIn ? undefined : () => setEditing({ open: true, category })}
                      onDelete={reason ? undefined : () => setDeletion({ open: true, category })}
                    />
                    {reason ? (
                      <Tooltip title={reason}>
                        <Box
                          component="span"
                          sx={{ fontSize: 12, color: 'text.secondary', paddingInlineStart: 0.5 }}
                          data-testid="category-locked"
                        >
                          {category.builtIn
                            ? t('products.categoriesPage.builtIn')
                            : t('products.categoriesPage.notEmpty')}
                        </Box>
                      </Tooltip>
                    ) : null}
                  </Box>
                );
              }
            : undefined
        }
      />
      <CategoryDialog
        open={editing.open}
        category={editing.category}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('products.categoriesPage.deleteTitle')}
        message={t('products.categoriesPage.deleteMessage', {
          name: deletion.category ? nameOf(deletion.category) : '',
        })}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </Box>
  );
}
