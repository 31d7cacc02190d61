import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

// The form and its validation load with the dialog's first opening.
const QuoteForm = lazy(() => import('./quote-form').then((m) => ({ default: m.QuoteForm })));

export interface QuoteDialogProps {
  open: boolean;
  onClose: () => void;
  product: { _id: string; name: string };
  /** The message the form starts with: which product, by name and catalogue number. */
  about: string;
}

/** "Request a quote" on a product: the quote form in a dialog, the whole screen on a phone. */
export function QuoteDialog({ open, onClose, product, about }: QuoteDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ paddingInlineEnd: 7 }}>
        {t('storefront.product.quoteTitle', { name: product.name })}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('common.actions.close')}
        sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Suspense fallback={<LinearProgress aria-busy="true" />}>
          <QuoteForm source="product" productId={product._id} initialMessage={about} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
