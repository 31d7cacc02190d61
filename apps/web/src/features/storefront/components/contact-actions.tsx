import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Stack } from '@mui/material';
import type { PublicBusinessDetails } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { displayPhone, mapsHref, telHref, whatsappHref } from '../contact-links';

/** Call, WhatsApp and the address on the map: the business one tap away (what is set is shown). */
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
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {tel ? (
        <Button
          href={tel}
          variant="contained"
          startIcon={<PhoneIcon />}
          data-testid={`${testIdPrefix}-call`}
          aria-label={`${t('storefront.contact.call')} ${displayPhone(details.phone)}`}
        >
          <bdi dir="ltr">{displayPhone(details.phone)}</bdi>
        </Button>
      ) : null}
      {whatsapp ? (
        <Button
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          data-testid={`${testIdPrefix}-whatsapp`}
        >
          {t('storefront.contact.whatsapp')}
        </Button>
      ) : null}
      {maps ? (
        <Button
          href={maps}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<PlaceIcon />}
          data-testid={`${testIdPrefix}-address`}
          sx={{ textAlign: 'start' }}
        >
          {details.address}
        </Button>
      ) : null}
    </Stack>
  );
}
