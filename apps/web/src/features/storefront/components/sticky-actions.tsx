import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlainIcon } from '../../../ui/plain-icons';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { telHref, whatsappHref } from '../contact-links';
import { useStorefrontPaths } from '../storefront-paths';

/**
 * The bar's height; the layout leaves as much room under the page so nothing hides behind it.
 * storefront/styles/footer.css gives `.sf-sticky` the same minimum height.
 */
export const stickyActionsHeight = 64;

/**
 * On phones: call, WhatsApp and request a quote, fixed at the bottom of every public page. Plain
 * links styled by the storefront's sheet (storefront/styles/footer.css, ADR 0034), which also keeps
 * the bar off screens from 600 px wide.
 */
export function StickyActions() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const details = usePublicBusinessDetails().data;
  const tel = details ? telHref(details.phone) : '';
  const whatsapp = details ? whatsappHref(details.whatsapp || details.phone) : '';
  // Icon over a one-word label, three equal thirds: the bar stays one row in every language.
  return (
    <nav aria-label={t('storefront.contact.quickActions')} className="sf-sticky" data-testid="sticky-actions">
      {tel ? (
        <a href={tel} className="sf-button sf-sticky__action" data-testid="sticky-call">
          <PlainIcon name="phone" size="small" />
          {t('storefront.contact.call')}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="sf-button sf-sticky__action sf-sticky__whatsapp"
          data-testid="sticky-whatsapp"
        >
          <PlainIcon name="whatsApp" size="small" />
          {t('storefront.contact.whatsapp')}
        </a>
      ) : null}
      <RouterLink
        to={to('/contact')}
        className="sf-button sf-button--contained sf-sticky__action"
        data-testid="sticky-quote"
      >
        <PlainIcon name="requestQuote" size="small" />
        {t('storefront.contact.quoteShort')}
      </RouterLink>
    </nav>
  );
}
