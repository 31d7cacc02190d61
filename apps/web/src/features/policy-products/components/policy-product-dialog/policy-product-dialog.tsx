import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ParsedPolicyProductInput, type PolicyProduct, policyProductInputSchema } from '@tg/domain';
import { type FormEvent, type RefObject, useId, useMemo, useRef } from 'react';
import { FormProvider, type Resolver, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useFileUploads } from '../../../files/use-file-uploads';
import { ProductAmountField, ProductTextField, ProductTypeField } from './policy-product-fields';
import {
  emptyPolicyProductFormValues,
  type PolicyProductFormValues,
  policyProductFieldOrder,
  productToFormValues,
  storedToTermsDocument,
  toPolicyProductInput,
} from './policy-product-form-values';
import { PolicyProductView } from './policy-product-view';
import { TermsDocumentField } from './terms-document-field';
import { type PolicyProductDialogMode, useSavePolicyProduct } from './use-save-policy-product';

export type { PolicyProductDialogMode } from './use-save-policy-product';

export interface PolicyProductDialogProps {
  open: boolean;
  /** View is read-only with no save and no upload: the only mode for roles that do not manage products. */
  mode: PolicyProductDialogMode;
  /** The service letter shown or edited; required for edit and view. */
  product?: PolicyProduct;
  onClose: () => void;
}

/**
 * A service letter (spec 1 §2, §5; spec 3 §2.8, §6): create, edit or view. Every opening gets a
 * fresh form, while the closing fade still shows the values it had.
 */
export function PolicyProductDialog(props: PolicyProductDialogProps) {
  const openings = useOpeningCount(props.open);
  return (
    <PolicyProductDialogContent key={`${openings}:${props.mode}:${props.product?._id ?? ''}`} {...props} />
  );
}

function PolicyProductDialogContent({ open, mode, product, onClose }: PolicyProductDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const isView = mode === 'view' || (mode === 'edit' && !product);
  const discard = useDiscardChanges(onClose);
  // The form says whether closing would lose something; view mode never does.
  const isChangedRef = useRef<() => boolean>(() => false);

  const requestClose = () => discard.closeOrAsk(isChangedRef.current());

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
      data-testid="policy-product-dialog"
    >
      <DialogTitle id={titleId} sx={{ paddingBlockEnd: 1 }}>
        {t(`policy-products.dialog.${isView ? 'view' : mode}Title`)}
        {product ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('policy-products.dialog.productNumber', { number: product.policyNumber })}
          </Typography>
        ) : null}
      </DialogTitle>
      {isView ? (
        product ? (
          <PolicyProductView product={product} onClose={onClose} />
        ) : null
      ) : (
        <PolicyProductForm
          mode={mode}
          product={product}
          onClose={onClose}
          onRequestClose={requestClose}
          isChangedRef={isChangedRef}
        />
      )}
      <DiscardChangesDialog discard={discard} textsKey="policy-products.dialog" />
    </Dialog>
  );
}

/** The resolver validates what would be sent, with the domain schema the server uses. */
const resolver: Resolver<PolicyProductFormValues, unknown, ParsedPolicyProductInput> = (
  values,
  context,
  options,
) => {
  const resolve = zodResolver(policyProductInputSchema) as unknown as Resolver<
    PolicyProductFormValues,
    unknown,
    ParsedPolicyProductInput
  >;
  return resolve(toPolicyProductInput(values) as unknown as PolicyProductFormValues, context, options);
};

interface PolicyProductFormProps {
  mode: 'create' | 'edit';
  product?: PolicyProduct;
  onClose: () => void;
  /** Cancel and Escape: asks before dropping changes. */
  onRequestClose: () => void;
  /** Lets the dialog ask "anything to lose?" when closed from outside the form (Escape, backdrop). */
  isChangedRef: RefObject<() => boolean>;
}

function PolicyProductForm({ mode, product, onClose, onRequestClose, isChangedRef }: PolicyProductFormProps) {
  const { t } = useTranslation();
  const original = useMemo(
    () => (product ? productToFormValues(product) : emptyPolicyProductFormValues),
    [product],
  );
  const form = useForm<PolicyProductFormValues, unknown, ParsedPolicyProductInput>({
    defaultValues: original,
    resolver,
    mode: 'onTouched',
  });
  const uploads = useFileUploads({
    onUploaded: (stored) => {
      form.setValue('termsDocument', storedToTermsDocument(stored), { shouldDirty: true });
      form.clearErrors('link');
    },
    isAttached: (file) => {
      const attached = form.getValues('termsDocument');
      return attached?.name === file.name && attached.size === file.size;
    },
    alreadyAttachedMessage: (name) => t('policy-products.form.alreadyAttached', { name }),
  });
  const pendingUploads = uploads.pending.length;
  isChangedRef.current = () =>
    hasUnsavedRequest(toPolicyProductInput(form.getValues()), toPolicyProductInput(original), pendingUploads);

  const saveValid = useSavePolicyProduct({ mode, product, form, onSaved: onClose });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The discard confirmation is portalled, but React still bubbles its events up here.
    event.stopPropagation();
    void form.handleSubmit(saveValid, (errors) => {
      const first = policyProductFieldOrder.find((field) => errors[field]);
      if (first) form.setFocus(first);
    })();
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ paddingBlockStart: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              paddingBlockStart: 1,
            }}
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ProductTextField name="policyName" required autoFocus maxLength={200} />
            </Box>
            <ProductTypeField required />
            <ProductTextField name="policyType" maxLength={200} />
            <ProductAmountField name="policyPrice" required />
            <ProductAmountField name="deductible" required />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TermsDocumentField uploads={uploads} />
            </Box>
          </Box>
        </DialogContent>
        <FormFooter
          mode={mode}
          original={original}
          pendingUploads={uploads.pending.length}
          onCancel={onRequestClose}
        />
      </Box>
    </FormProvider>
  );
}

interface FormFooterProps {
  mode: 'create' | 'edit';
  original: PolicyProductFormValues;
  pendingUploads: number;
  onCancel: () => void;
}

/**
 * Spec 1 §5: save stays disabled until name, type, price, deductible and the terms are filled with
 * no error; in edit mode also until something differs from what was loaded (spec 3 §2.9's rule).
 */
function FormFooter({ mode, original, pendingUploads, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  const values = useWatch<PolicyProductFormValues>() as PolicyProductFormValues;
  const { errors, isSubmitting } = useFormState<PolicyProductFormValues>();
  const request = toPolicyProductInput(values);
  const isComplete = policyProductInputSchema.safeParse(request).success && Object.keys(errors).length === 0;
  const isChanged = mode === 'create' || hasUnsavedRequest(request, toPolicyProductInput(original));
  const canSave = isComplete && isChanged && pendingUploads === 0 && !isSubmitting;
  return (
    <DialogActions sx={{ borderBlockStart: 1, borderColor: 'divider', gap: 1 }}>
      <Button onClick={onCancel} disabled={isSubmitting} data-testid="dialog-cancel">
        {t('policy-products.dialog.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="dialog-save"
      >
        {mode === 'create' ? t('policy-products.dialog.create') : t('policy-products.dialog.save')}
      </Button>
    </DialogActions>
  );
}
