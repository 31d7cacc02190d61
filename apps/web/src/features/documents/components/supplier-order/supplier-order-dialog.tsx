import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type BusinessDocument,
  type DocumentInput,
  deliveryTimeIn,
  displayLanguageOf,
  documentInputSchema,
} from '@tg/domain';
import { type ReactNode, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SupplierOrderTab } from './supplier-order-tab';

export interface SupplierOrderDialogProps {
  open: boolean;
  /** The order to show; kept while the dialog fades out. */
  doc: BusinessDocument | null;
  onClose: () => void;
}

/**
 * A supplier's view of an order addressed to them (ADR 0022, Supplier order), read-only: the
 * document's number and state, where and when the goods go, the machine they are for, and the
 * ordered lines with their total. The server answers a supplier nothing else of the document.
 */
export function SupplierOrderDialog({ open, doc, onClose }: SupplierOrderDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open && doc !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      data-testid="supplier-order-dialog"
    >
      {doc ? <OrderView key={doc._id} doc={doc} titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function OrderView({
  doc,
  titleId,
  onClose,
}: {
  doc: BusinessDocument;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<DocumentInput>({
    defaultValues: {
      ...documentInputSchema.parse({}),
      orderedProducts: doc.orderedProducts,
      handleBy: doc.handleBy,
    },
  });
  const field = (key: string) => t(`documents.fields.${key}`);
  const { shippingAddress: shipping, machine } = doc;
  const street = [shipping.neighborhood, shipping.buildingNumber].filter(Boolean).join(' ');
  const place = [
    street,
    shipping.floorNumber ? `${field('floorNumber')} ${shipping.floorNumber}` : '',
    shipping.apartmentNumber ? `${field('apartmentNumber')} ${shipping.apartmentNumber}` : '',
    shipping.city,
    shipping.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
  const when = [shipping.shippingDate, shipping.hour].filter(Boolean).join(' ');
  const machineText = [machine.machine, machine.model, machine.year].filter(Boolean).join(' ');

  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <span>
          {t('documents.supplierOrder.view.title', {
            category: t(`documents.category.${doc.category}`),
            docId: doc.docId,
          })}
        </span>
        <Chip
          size="small"
          color={doc.status ? 'success' : 'error'}
          label={doc.status ? t('documents.status.open') : t('documents.status.closed')}
          data-testid="supplier-order-status"
        />
        {doc.generalStatus.status ? (
          <Chip size="small" variant="outlined" label={doc.generalStatus.status} />
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box
            component="section"
            aria-label={t('documents.supplierOrder.view.delivery')}
            data-testid="supplier-order-delivery"
          >
            <Typography variant="subtitle1" component="h3" sx={{ marginBlockEnd: 1 }}>
              {t('documents.supplierOrder.view.delivery')}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 2,
                rowGap: { xs: 0, sm: 0.75 },
                margin: 0,
              }}
            >
              <Fact label={t('documents.supplierOrder.view.date')} testId="date" ltr>
                {doc.date}
              </Fact>
              <Fact label={field('purchaseOrder')} testId="purchaseOrder" ltr>
                {doc.purchaseOrder}
              </Fact>
              <Fact label={t('documents.sections.shipping')} testId="address">
                {place}
              </Fact>
              <Fact label={field('shippingDate')} testId="when" ltr>
                {when}
              </Fact>
              <Fact label={field('locationNotes')} testId="locationNotes">
                {shipping.locationNotes}
              </Fact>
              <Fact label={field('deliveyTime')} testId="deliveryTime">
                {deliveryTimeIn(doc.deliveyTime, displayLanguageOf(i18n.language))}
              </Fact>
              <Fact label={t('documents.sections.machine')} testId="machine">
                {machineText}
              </Fact>
              <Fact label={t('documents.supplierOrder.view.from')} testId="from">
                {doc.createdBy.name}
              </Fact>
            </Box>
          </Box>
          <FormProvider {...form}>
            <SupplierOrderTab readOnly />
          </FormProvider>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="supplier-order-dialog-close">
          {t('documents.supplierOrder.view.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** One labelled fact; a dash when the document does not say. */
function Fact({
  label,
  testId,
  ltr = false,
  children,
}: {
  label: string;
  testId: string;
  ltr?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ marginBlockStart: { xs: 1, sm: 0 } }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ margin: 0 }} data-testid={`supplier-order-${testId}`}>
        {children ? ltr ? <bdi dir="ltr">{children}</bdi> : children : '—'}
      </Typography>
    </>
  );
}
