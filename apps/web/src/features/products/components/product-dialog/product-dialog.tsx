import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AttachedFile,
  maxProductImages,
  type ParsedProductInput,
  type Product,
  type ProductFile,
  productInputSchema,
} from '@tg/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { errorMessageAt, errorPaths } from '../../../../app/form-fields';
import { useNotify } from '../../../../app/notifications';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { DraftRestoredNotice } from '../../../../ui/draft-restored-notice';
import { EditDialogFooter } from '../../../../ui/edit-dialog-footer';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { RecordFormDialog } from '../../../../ui/record-form-dialog';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useRecordDraftStart } from '../../../../ui/use-record-draft';
import { firstPathTarget, useTabbedFormSave } from '../../../../ui/use-tabbed-form-save';
import { useFileUploads } from '../../../files/use-file-uploads';
import { AdjustmentsTab } from './adjustments-tab';
import { AttachmentsTab } from './attachments-tab';
import { CustomFieldsTab } from './custom-fields-tab';
import { GeneralTab } from './general-tab';
import { PricesTab } from './prices-tab';
import {
  ProductDialogContext,
  type ProductDialogMode,
  type ProductDialogTab,
  productDialogTabs,
  tabOfPath,
} from './product-dialog-context';
import {
  emptyProductFormValues,
  type ProductFormValues,
  productToFormValues,
  toProductInput,
} from './product-form-values';
import { StockTab } from './stock-tab';
import { CommentsTab, InstructionsTab } from './text-tabs';
import { useNextCatalogNumber } from './use-next-catalog-number';
import { typedProductInput, useProductDraft } from './use-product-draft';
import { useSaveProduct } from './use-save-product';

export type { ProductDialogMode } from './product-dialog-context';

export interface ProductDialogProps {
  open: boolean;
  mode: ProductDialogMode;
  /** The category a new product starts in (the table it was created from). */
  category: string;
  /** The product shown or edited; required for edit and view. */
  product?: Product;
  onClose: () => void;
  /** After a successful create or update, before closing. */
  onSaved?: (product: Product) => void;
}

/**
 * A product in three modes (spec 3 §2.3): create, edit, view. Eight tabs that mount on their
 * first visit and stay mounted, so typed values survive switching; a new form every opening.
 */
export function ProductDialog(props: ProductDialogProps) {
  const openings = useOpeningCount(props.open);
  return <ProductForm key={`${openings}:${props.mode}:${props.product?._id ?? ''}`} {...props} />;
}

/** The resolver validates what would be sent, with the domain schema the server uses. */
const resolver: Resolver<ProductFormValues, unknown, ParsedProductInput> = (() => {
  const resolve = zodResolver(productInputSchema) as unknown as Resolver<
    ProductFormValues,
    unknown,
    ParsedProductInput
  >;
  return (values, context, options) =>
    resolve(toProductInput(values) as unknown as ProductFormValues, context, options);
})();

/** The form's path for a schema path: images and documents are held as files, sent as ids. */
const formPathOf = (path: string) =>
  path.startsWith('imageIds') ? 'images' : path.startsWith('docIds') ? 'docs' : path;

const fieldLabelOf = (path: string) =>
  path === 'supplier.name' ? 'supplierName' : path === 'supplier.refNumber' ? 'supplierRef' : path;

/** Spec 3 §5: the failed save's messages joined, one "field: message" per line. */
export function invalidProductMessage(t: TFunction, errors: unknown): string {
  return errorPaths(errors)
    .map((path) => {
      const label = t(`products.fields.${fieldLabelOf(formPathOf(path))}`);
      return `${label}: ${translateFieldError(t, errorMessageAt(errors, path))}`;
    })
    .join('\n');
}

const toFormFile = (stored: AttachedFile): ProductFile => ({
  _id: stored._id,
  value: stored.url,
  url: stored.url,
  name: stored.name,
});

function ProductForm({ open, mode, category, product, onClose, onSaved }: ProductDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogTabs = useDialogTabs<ProductDialogTab>('general');
  const isReadOnly = mode === 'view';

  const original = useMemo(
    () => (product ? productToFormValues(product) : emptyProductFormValues(category)),
    [product, category],
  );
  const draftStart = useRecordDraftStart('product', product?._id ?? `new.${category}`, isReadOnly, original);
  const form = useForm<ProductFormValues, unknown, ParsedProductInput>({
    defaultValues: draftStart.initialValues,
    resolver,
    mode: 'onTouched',
    // Focus is moved by hand once the tab holding the first error is shown.
    shouldFocusError: false,
  });
  const nextNumber = useNextCatalogNumber(
    form as UseFormReturn<ProductFormValues, unknown, unknown>,
    mode,
    open,
  );
  const draft = useProductDraft(draftStart, form as UseFormReturn<ProductFormValues, unknown, unknown>, {
    mode,
    isOpen: open,
  });
  const discard = useDiscardChanges(draft.clearing(onClose));
  const uploads = useFileUploads({
    onUploaded: (stored, purpose) => {
      const list = purpose === 'photo' ? 'images' : 'docs';
      const current = form.getValues(list);
      if (current.some((file) => file._id === stored._id)) return;
      if (list === 'images' && current.length >= maxProductImages) {
        notify.warning(t('products.files.tooManyImages', { max: maxProductImages }));
        return;
      }
      form.setValue(list, [...current, toFormFile(stored)], { shouldDirty: true });
    },
    isAttached: (file) =>
      [...form.getValues('images'), ...form.getValues('docs')].some(
        (attached) => attached.name === file.name,
      ),
    alreadyAttachedMessage: (name) => t('products.files.alreadyAttached', { name }),
  });

  const { isSaving, save, showFirstError } = useTabbedFormSave({
    form,
    isReadOnly,
    uploads,
    dialogTabs,
    errorTarget: firstPathTarget(tabOfPath, formPathOf),
    notifyInvalid: (errors) => notify.error(invalidProductMessage(t, errors)),
  });

  const saveValid = useSaveProduct({
    mode,
    product,
    form,
    onFieldErrors: showFirstError,
    onSaved: (saved) => {
      draft.clear();
      onSaved?.(saved);
      onClose();
    },
  });

  const requestClose = () => {
    if (isSaving) return;
    const isChanged = hasUnsavedRequest(
      typedProductInput(form.getValues(), mode),
      typedProductInput(original, mode),
      uploads.pending.length,
    );
    discard.closeOrAsk(!isReadOnly && isChanged);
  };

  return (
    <RecordFormDialog
      open={open}
      onClose={requestClose}
      onSubmit={() => void save(saveValid)}
      title={t(`products.dialog.${mode}Title`)}
      subtitle={
        product ? (
          <>
            <bdi dir="ltr">{product.catalogNumber}</bdi> · {product.name}
          </>
        ) : undefined
      }
      testId="product-dialog"
    >
      {draft.isRestored && open ? <DraftRestoredNotice onDiscard={draft.startOver} /> : null}
      <FormProvider {...form}>
        <ProductDialogContext.Provider value={{ mode, isReadOnly, product, uploads }}>
          <DialogTabs
            state={dialogTabs}
            tabs={productDialogTabs}
            label={(entry) => t(`products.tabs.${entry}`)}
            ariaLabel={t('products.dialog.tabsLabel')}
            testIdPrefix="product"
            render={(entry) => <TabContent tab={entry} isFetchingNumber={nextNumber.isFetching} />}
          />
          <ProductDialogFooter
            form={form}
            mode={mode}
            original={original}
            pendingUploads={uploads.pending.length}
            isSaving={isSaving}
            onExit={requestClose}
          />
        </ProductDialogContext.Provider>
      </FormProvider>
      <DiscardChangesDialog discard={discard} textsKey="products.dialog" />
    </RecordFormDialog>
  );
}

interface ProductDialogFooterProps {
  form: UseFormReturn<ProductFormValues, unknown, ParsedProductInput>;
  mode: ProductDialogMode;
  original: ProductFormValues;
  pendingUploads: number;
  isSaving: boolean;
  onExit: () => void;
}

/** Exit, and create or update; update stays disabled until the product differs from what was loaded. */
function ProductDialogFooter({
  form,
  mode,
  original,
  pendingUploads,
  isSaving,
  onExit,
}: ProductDialogFooterProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as ProductFormValues;
  const isChanged = hasUnsavedRequest(toProductInput(values), toProductInput(original), pendingUploads);
  return (
    <EditDialogFooter
      mode={mode}
      isChanged={isChanged}
      isSaving={isSaving}
      pendingUploads={pendingUploads}
      uploadsLabel={t('products.files.uploadsRunning', { count: pendingUploads })}
      exitLabel={t('products.dialog.exit')}
      saveLabel={mode === 'create' ? t('products.dialog.create') : t('products.dialog.update')}
      onExit={onExit}
    />
  );
}

function TabContent({ tab, isFetchingNumber }: { tab: ProductDialogTab; isFetchingNumber: boolean }) {
  switch (tab) {
    case 'general':
      return <GeneralTab isFetchingNumber={isFetchingNumber} />;
    case 'adjustments':
      return <AdjustmentsTab />;
    case 'prices':
      return <PricesTab />;
    case 'attachments':
      return <AttachmentsTab />;
    case 'stock':
      return <StockTab />;
    case 'instructions':
      return <InstructionsTab />;
    case 'custom':
      return <CustomFieldsTab />;
    case 'comments':
      return <CommentsTab />;
  }
}
