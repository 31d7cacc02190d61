import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithMui } from '../../../app/with-mui';
import { PlainIcon } from '../../../ui/plain-icons';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { telHref, whatsappHref } from '../contact-links';

const loadQuoteDialog = () => import('./quote-dialog');
const QuoteDialog = lazyWithMui(() => loadQuoteDialog().then((m) => m.QuoteDialog));

/**
 * The dialog's code (MUI, the form) is fetched when the visitor shows the intent to ask (a pointer
 * over the button, a touch, the keyboard's focus), so the click finds it ready; the page itself
 * loads without it (ADR 0034).
 */
const prefetch = () => {
  void loadQuoteDialog();
  void import('../../../app/mui-scope');
};

/**
 * A product page's ways to order (issue 17): request a quote (a lead carrying the product and the
 * visitor's machine), call, and WhatsApp with the product's name and catalogue number written in.
 * Plain links and a button (styles/product-view.css); the quote dialog is first rendered when
 * first opened and then stays, so it closes with its usual transition.
 */
export function ProductActions({
  product,
}: {
  product: { _id: string; name: string; catalogNumber: string };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const details = usePublicBusinessDetails().data;
  const about = t('storefront.product.about', { name: product.name, catalogNumber: product.catalogNumber });
  const tel = details ? telHref(details.phone) : '';
  const whatsapp = details ? whatsappHref(details.whatsapp || details.phone, about) : '';
  return (
    <>
      <div className="sf-product-actions">
        <button
          type="button"
          className="sf-button sf-button--contained sf-button--large"
          onClick={() => {
            setWasOpened(true);
            setOpen(true);
          }}
          onPointerEnter={prefetch}
          onTouchStart={prefetch}
          onFocus={prefetch}
          data-testid="product-request-quote"
        >
          <PlainIcon name="requestQuote" />
          {t('storefront.contact.quote')}
        </button>
        {tel ? (
          <a href={tel} className="sf-button sf-button--outlined sf-button--large" data-testid="product-call">
            <PlainIcon name="phone" />
            {t('storefront.contact.call')}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="sf-button sf-button--outlined sf-button--large sf-product-actions__whatsapp"
            data-testid="product-whatsapp"
          >
            <PlainIcon name="whatsApp" />
            {t('storefront.contact.whatsapp')}
          </a>
        ) : null}
      </div>
      {wasOpened ? (
        // Tapped before the code arrived: a bar at the top says it is coming.
        <Suspense
          fallback={
            <div
              role="progressbar"
              aria-busy="true"
              className="sf-page-loading sf-product-actions__loading"
            />
          }
        >
          <QuoteDialog open={open} onClose={() => setOpen(false)} product={product} about={about} />
        </Suspense>
      ) : null}
    </>
  );
}
