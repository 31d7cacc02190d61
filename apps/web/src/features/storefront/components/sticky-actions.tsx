import PhoneIcon from '@mui/icons-material/Phone';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { telHref, whatsappHref } from '../contact-links';
import { useStorefrontPaths } from '../storefront-paths';

/** The bar's height; the layout leaves as much room under the page so nothing hides behind it. */
export const stickyActionsHeight = 64;

/** On phones: call, WhatsApp and request a quote, fixed at the bottom of every public page. */
export function StickyActions() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const details = usePublicBusinessDetails().data;
  const tel = details ? telHref(details.phone) : '';
  const whatsapp = details ? whatsappHref(details.whatsapp || details.phone) : '';
  // Icon over a one-word label, three equal thirds: the bar stays one row in every language.
  const actionSx = {
    flex: 1,
    flexDirection: 'column',
    gap: 0.25,
    py: 0.75,
    minInlineSize: 0,
    borderRadius: 0,
    fontSize: '0.8rem',
    lineHeight: 1.2,
    '& .MuiButton-startIcon': { m: 0 },
  } as const;
  return (
    <Paper
      component="nav"
      aria-label={t('storefront.contact.quickActions')}
      elevation={8}
      square
      data-testid="sticky-actions"
      sx={{
        position: 'fixed',
        insetInline: 0,
        insetBlockEnd: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        minBlockSize: stickyActionsHeight,
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
      }}
    >
      {tel ? (
        <Button href={tel} startIcon={<PhoneIcon />} sx={actionSx} data-testid="sticky-call">
          {t('storefront.contact.call')}
        </Button>
      ) : null}
      {whatsapp ? (
        <Button
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon />}
          sx={{ ...actionSx, color: 'success.dark' }}
          data-testid="sticky-whatsapp"
        >
          {t('storefront.contact.whatsapp')}
        </Button>
      ) : null}
      <Button
        component={RouterLink}
        to={to('/contact')}
        variant="contained"
        startIcon={<RequestQuoteIcon />}
        sx={actionSx}
        data-testid="sticky-quote"
      >
        {t('storefront.contact.quoteShort')}
      </Button>
    </Paper>
  );
}
