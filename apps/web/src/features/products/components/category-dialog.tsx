import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { createProductCategorySchema, type ProductCategory } from '@tg/domain';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { saveFailureMessage, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { isDeepEqual } from '../../../ui/edit-tracking';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { useCreateProductCategory, useUpdateProductCategory } from '../api/use-product-categories';

interface CategoryFormValues {
  categoryName: string;
  categoryEnName: string;
}

/** Server paths of both calls → the form's two fields. */
const formFieldOf: Record<string, keyof CategoryFormValues> = {
  categoryName: 'categoryName',
  newCategory: 'categoryName',
  categoryEnName: 'categoryEnName',
  newEnCategory: 'categoryEnName',
};

export interface CategoryDialogProps {
  open: boolean;
  /** The created category being renamed; absent to create one. */
  category?: ProductCategory;
  onClose: () => void;
}

/** A category's Hebrew name and English name (spec 3 §2.4); the English name gives its value. */
export function CategoryDialog(props: CategoryDialogProps) {
  const openings = useOpeningCount(props.open);
  return <CategoryForm key={`${openings}:${props.category?.value ?? ''}`} {...props} />;
}

function CategoryForm({ open, category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const create = useCreateProductCategory();
  const update = useUpdateProductCategory();
  const original = { categoryName: category?.label ?? '', categoryEnName: category?.enName ?? '' };
  const form = useForm<CategoryFormValues>({
    defaultValues: original,
    // The typed names are sent as typed: the server derives the category's value from the English one.
    resolver: zodResolver(createProductCategorySchema, undefined, {
      raw: true,
    }) as unknown as Resolver<CategoryFormValues>,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const isUnchanged = Boolean(category) && isDeepEqual(values, original);

  const save = form.handleSubmit(async (typed) => {
    try {
      if (category) {
        await update.mutateAsync({
          oldCategory: category.value,
          newCategory: typed.categoryName.trim(),
          newEnCategory: typed.categoryEnName.trim(),
        });
        notify.success(t('products.categoriesPage.notices.updated'));
      } else {
        await create.mutateAsync({
          categoryName: typed.categoryName.trim(),
          categoryEnName: typed.categoryEnName.trim(),
        });
        notify.success(t('products.categoriesPage.notices.created'));
      }
      onClose();
    } catch (error) {
      const leftover: string[] = [];
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = formFieldOf[path];
          if (field) form.setError(field, { type: 'server', message });
          else leftover.push(message);
        }
      }
      const failureKey = category
        ? 'products.categoriesPage.notices.updateError'
        : 'products.categoriesPage.notices.createError';
      notify.error(saveFailureMessage(t, error, failureKey, leftover));
    }
  });

  const field = (name: keyof CategoryFormValues, isLeftToRight: boolean) => {
    const error = translateFieldError(t, errors[name]?.message);
    return (
      <TextField
        {...muiField(form.register(name))}
        label={t(`products.categoriesPage.fields.${name}`)}
        required
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: {
            dir: isLeftToRight ? 'ltr' : undefined,
            autoComplete: 'off',
            'data-testid': `category-field-${name}`,
          },
        }}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="category-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: save } as object }}
    >
      <DialogTitle id={titleId}>
        {t(category ? 'products.categoriesPage.editTitle' : 'products.categoriesPage.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ paddingBlockStart: 1 }}>
          {field('categoryName', false)}
          {field('categoryEnName', true)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('products.dialog.exit')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || isUnchanged}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="category-save"
        >
          {t(category ? 'products.dialog.update' : 'products.dialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
