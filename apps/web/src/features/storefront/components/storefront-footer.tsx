import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IsolatedNumbers } from '../../../ui/isolated-numbers';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { useStorefrontPaths } from '../storefront-paths';
import { ContactActions } from './contact-actions';

const footerLinks = [
  { path: '/products', labelKey: 'navigation.public.products' },
  { path: '/delivery-and-services', labelKey: 'navigation.public.deliveryAndServices' },
  { path: '/about-us', labelKey: 'navigation.public.aboutUs' },
  { path: '/news', labelKey: 'navigation.public.news' },
  { path: '/contact', labelKey: 'navigation.public.contact' },
] as const;

const socialNames = ['website', 'facebook', 'instagram'] as const;

/**
 * The foot of every public page: the contact strip (call, WhatsApp, the address on the map), then
 * the business's name, address, hours, e-mail and social links, and the storefront's pages.
 * Plain elements styled by the storefront's sheet (storefront/styles/footer.css, ADR 0034): the
 * first load of a public page brings no MUI for it.
 */
export function StorefrontFooter() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const details = usePublicBusinessDetails().data;
  const name = details?.name || t('common.appName');
  const social = socialNames.filter((key) => details?.social[key]);
  return (
    <footer className="sf-footer">
      {details ? (
        <section
          aria-labelledby="footer-contact-title"
          className="sf-footer__strip"
          data-testid="contact-strip"
        >
          <div className="sf-container sf-footer__strip-inner">
            <h2 id="footer-contact-title" className="sf-footer__strip-title">
              {t('storefront.contact.stripTitle')}
            </h2>
            {/* On the blue: the call button white with blue text, WhatsApp green, the address outlined white. */}
            <div className="sf-footer__strip-actions">
              <ContactActions details={details} testIdPrefix="strip" />
            </div>
          </div>
        </section>
      ) : null}
      <div className="sf-container sf-footer__body">
        <div className="sf-footer__grid">
          <div className="sf-footer__about">
            <p className="sf-footer__name">{name}</p>
            {details?.tagline ? (
              <p className="sf-footer__text sf-footer__secondary">{details.tagline}</p>
            ) : null}
            <address className="sf-footer__address">
              {details?.address ? (
                <p className="sf-footer__text" data-testid="footer-address">
                  <IsolatedNumbers text={details.address} />
                </p>
              ) : null}
              {details?.email ? (
                <p className="sf-footer__text">
                  {t('storefront.footer.email')}:{' '}
                  <a href={`mailto:${details.email}`} dir="ltr" className="sf-footer__link">
                    {details.email}
                  </a>
                </p>
              ) : null}
            </address>
          </div>
          {details?.openingHours ? (
            <div className="sf-footer__hours">
              <h2 className="sf-footer__heading">{t('storefront.footer.hours')}</h2>
              <p className="sf-footer__text sf-footer__hours-text" data-testid="footer-hours">
                <IsolatedNumbers text={details.openingHours} />
              </p>
            </div>
          ) : null}
          <div className="sf-footer__pages">
            <h2 className="sf-footer__heading">{t('storefront.footer.pages')}</h2>
            <ul className="sf-footer__links">
              {footerLinks.map((link) => (
                <li key={link.path}>
                  <RouterLink to={to(link.path)} className="sf-footer__link sf-footer__page-link">
                    {t(link.labelKey)}
                  </RouterLink>
                </li>
              ))}
            </ul>
            {social.length > 0 ? (
              <div className="sf-footer__social">
                {social.map((key) => (
                  <a
                    key={key}
                    href={details?.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="sf-footer__link"
                  >
                    {t(`storefront.footer.social.${key}`)}
                  </a>
                ))}
              </div>
            ) : null}
          </div>
        </div>
        <p className="sf-footer__copyright">{t('common.footer', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}
