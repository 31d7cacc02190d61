import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { useAuth } from '../../app/auth/auth-context';
import type { PublicOutletContext } from '../../app/layouts/public-layout';
import { PlainIcon, type PlainIconName } from '../../ui/plain-icons';
import { Faq } from '../storefront/components/faq';
import { HeroSearch } from '../storefront/components/hero-search';
import { useStorefrontPaths } from '../storefront/storefront-paths';

const highlights: { key: string; icon: PlainIconName }[] = [
  { key: 'experience', icon: 'verified' },
  { key: 'stations', icon: 'localShipping' },
  { key: 'range', icon: 'window' },
  { key: 'subscriptions', icon: 'build' },
];

const heroAction = 'sf-button sf-button--outlined sf-button--inherit sf-button--large';

/**
 * The storefront landing: what the business does, and the way in. Plain elements styled by the
 * storefront's stylesheet (styles/home.css), so the first load carries no MUI (ADR 0034).
 */
export function HomePage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { openSignIn } = useOutletContext<PublicOutletContext>();
  const { to } = useStorefrontPaths();
  return (
    <>
      <section className="sf-hero" aria-labelledby="home-title">
        <div className="sf-container">
          <h1 id="home-title" className="sf-hero__title">
            {t('common.home.title')}
          </h1>
          <p className="sf-hero__subtitle">{t('common.home.subtitle')}</p>
          <HeroSearch />
          <div className="sf-hero__actions">
            <RouterLink
              to={to('/contact')}
              className="sf-button sf-button--contained sf-button--secondary sf-button--large"
              data-testid="home-quote"
            >
              {t('storefront.contact.quote')}
            </RouterLink>
            {auth.isAuthenticated ? (
              <RouterLink to="/dashboard" className={heroAction}>
                {t('common.actions.myArea')}
              </RouterLink>
            ) : (
              <button type="button" onClick={openSignIn} className={heroAction} data-testid="home-signin">
                {t('common.home.signInCta')}
              </button>
            )}
            <RouterLink to={to('/services/service-call')} className={heroAction}>
              {t('common.home.serviceCallCta')}
            </RouterLink>
          </div>
        </div>
      </section>
      <section className="sf-container sf-home-highlights" aria-labelledby="home-highlights">
        <h2 id="home-highlights" className="sf-home__section-title">
          {t('common.home.highlightsTitle')}
        </h2>
        <div className="sf-home-highlights__grid">
          {highlights.map((highlight) => (
            <div key={highlight.key} className="sf-card sf-home-highlight">
              <PlainIcon name={highlight.icon} size="large" className="sf-home-highlight__icon" />
              <h3 className="sf-home-highlight__title">
                {t(`common.home.highlights.${highlight.key}.title`)}
              </h3>
              <p className="sf-home-highlight__body">{t(`common.home.highlights.${highlight.key}.body`)}</p>
            </div>
          ))}
        </div>
      </section>
      <Faq />
    </>
  );
}
