import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../ui/plain-icons';

export const faqKeys = ['fit', 'time', 'field', 'insurance', 'subscription', 'areas'] as const;

/**
 * Six questions visitors ask before they call, each opened on its own. Native disclosures
 * (`<details>`): the browser opens them by click and keyboard and tells assistive technology
 * whether each is open, with no code of ours and even before the page's code has arrived; the
 * answers are in the page from the start (ADR 0034).
 */
export function Faq() {
  const { t } = useTranslation();
  return (
    <section className="sf-container sf-faq" aria-labelledby="home-faq">
      <h2 id="home-faq" className="sf-faq__title">
        {t('storefront.faq.title')}
      </h2>
      {faqKeys.map((key) => (
        <details key={key} className="sf-faq__item" data-testid={`faq-${key}`}>
          <summary className="sf-faq__question">
            <span className="sf-faq__question-text">{t(`storefront.faq.items.${key}.question`)}</span>
            <PlainIcon name="expandMore" className="sf-faq__icon" />
          </summary>
          <p className="sf-faq__answer">{t(`storefront.faq.items.${key}.answer`)}</p>
        </details>
      ))}
    </section>
  );
}
