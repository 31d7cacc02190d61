import type { PublicBusinessDetails } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../ui/plain-icons';
import { displayPhone, mapsHref, telHref, whatsappHref } from '../contact-links';

/**
 * Call, WhatsApp and the address on the map: the business one tap away (what is set is shown).
 * Plain links styled by the storefront's sheet (storefront/styles/footer.css, ADR 0034), so the
 * footer brings no MUI; they keep MUI's button measures, so they look the same inside the MUI pages
 * that show them too (the contact page).
 */
export function ContactActions({
  details,
  whatsappText,
  showAddress = true,
  testIdPrefix = 'contact',
}: {
  details: PublicBusinessDetails;
  whatsappText?: string;
  showAddress?: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const tel = telHref(details.phone);
  const whatsapp = whatsappHref(details.whatsapp || details.phone, whatsappText);
  const maps = showAddress ? mapsHref(details.address) : '';
  return (
    <div className="sf-contact">
      {tel ? (
        <a
          href={tel}
          className="sf-button sf-button--contained sf-contact__action sf-contact__call"
          data-testid={`${testIdPrefix}-call`}
          aria-label={`${t('storefront.contact.call')} ${displayPhone(details.phone)}`}
        >
          <PlainIcon name="phone" size="small" className="sf-contact__icon" />
          <bdi dir="ltr">{displayPhone(details.phone)}</bdi>
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="sf-button sf-button--contained sf-button--success sf-contact__action sf-contact__whatsapp"
          data-testid={`${testIdPrefix}-whatsapp`}
        >
          <PlainIcon name="whatsApp" size="small" className="sf-contact__icon" />
          {t('storefront.contact.whatsapp')}
        </a>
      ) : null}
      {maps ? (
        <a
          href={maps}
          target="_blank"
          rel="noopener noreferrer"
          className="sf-button sf-button--outlined sf-contact__action sf-contact__address"
          data-testid={`${testIdPrefix}-address`}
        >
          <PlainIcon name="place" size="small" className="sf-contact__icon" />
          {details.address}
        </a>
      ) : null}
    </div>
  );
}
