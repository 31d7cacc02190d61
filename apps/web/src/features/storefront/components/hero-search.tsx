import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlainTextField } from '../../../ui/plain-field';
import { PlainIcon } from '../../../ui/plain-icons';
import { useVehicleSearch } from '../../catalog-browser/components/use-vehicle-search';
import { useStorefrontPaths } from '../storefront-paths';

/**
 * The home page's search: the machine's plate or chassis number → the products that fit it (the
 * catalogue's machine view), or the catalogue by manufacturer, model and year. In the visitor's language.
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const titleId = useId();
  const { chassisNumber, setChassisNumber, vehicleNumber, setVehicleNumber, canSearch, submit } =
    useVehicleSearch();
  return (
    <section className="sf-hero-search" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-hero-search__title">
        {t('storefront.home.searchTitle')}
      </h2>
      <p className="sf-hero-search__hint">{t('storefront.home.searchHint')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form in the search landmark reaches every screen reader; the <search> element is too recent for some phones still in use. */}
      <form className="sf-hero-search__form" role="search" aria-labelledby={titleId} onSubmit={submit}>
        <PlainTextField
          label={t('catalog-browser.vehicleSearch.vehicleNumber')}
          value={vehicleNumber}
          onChange={setVehicleNumber}
          inputMode="numeric"
          data-testid="hero-vehicle-number"
        />
        <PlainTextField
          label={t('catalog-browser.vehicleSearch.chassisNumber')}
          value={chassisNumber}
          onChange={setChassisNumber}
          dir="ltr"
          data-testid="hero-chassis-number"
        />
        <button
          type="submit"
          className="sf-button sf-button--contained sf-hero-search__submit"
          disabled={!canSearch}
          data-testid="hero-search"
        >
          <PlainIcon name="search" size="small" className="sf-hero-search__icon" />
          {t('catalog-browser.vehicleSearch.submit')}
        </button>
      </form>
      <RouterLink to={to('/products')} className="sf-button sf-button--text sf-hero-search__browse">
        <PlainIcon name="category" size="small" className="sf-hero-search__icon" />
        {t('storefront.home.browseCatalog')}
      </RouterLink>
    </section>
  );
}
