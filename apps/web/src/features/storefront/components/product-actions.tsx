import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { telHref, whatsappHref } from '../contact-links';

// The form and its validation load when the visitor asks for a quote, not with the product page.
const QuoteForm = lazy(() => import('./quote-form').then((m) => ({ default: m.QuoteForm })));

/**
 * A product page's ways to order (issue 17): request a quote (a lead carrying the product and the
 * visitor's machine), call, and WhatsApp with the product's name and catalogue number written in.
 */
export function ProductActions({
  product,
}: {
  product: { _id: string; name: string; catalogNumber: string };
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const details = usePublicBusinessDetails().data;
  const about = t('storefront.product.about', { name: product.name, catalogNumber: product.catalogNumber });
  const tel = details ? telHref(details.phone) : '';
  const whatsapp = details ? whatsappHref(details.whatsapp || details.phone, about) : '';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<RequestQuoteIcon />}
          onClick={() => setOpen(true)}
          data-testid="product-request-quote"
        >
          {t('storefront.contact.quote')}
        </Button>
        {tel ? (
          <Button
            href={tel}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon />}
            data-testid="product-call"
          >
            {t('storefront.contact.call')}
          </Button>
        ) : null}
        {whatsapp ? (
          <Button
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            color="success"
            size="large"
            startIcon={<WhatsAppIcon />}
            data-testid="product-whatsapp"
            sx={{ color: 'success.dark', borderColor: 'success.dark' }}
          >
            {t('storefront.contact.whatsapp')}
          </Button>
        ) : null}
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 7 }}>
          {t('storefront.product.quoteTitle', { name: product.name })}
        </DialogTitle>
        <IconButton
          onClick={() => setOpen(false)}
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
    </>
  );
}
