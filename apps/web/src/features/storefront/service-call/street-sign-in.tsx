import { Stack, Typography } from '@mui/material';
import type { SessionUser } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../auth/components/code-step';
import { PhoneStep, type SentCode } from '../../auth/components/phone-step';

/**
 * Sign-in inside the street service call (issue 17): the phone, then the code, always as a customer
 * (no role to choose). A new phone becomes a new customer on its first sign-in. "Change phone"
 * brings back the phone as it was typed.
 */
export function StreetSignIn({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const [typedPhone, setTypedPhone] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  return (
    <Stack spacing={2} component="section" aria-labelledby="street-signin-title" data-testid="street-signin">
      <Typography id="street-signin-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t(sent ? 'storefront.serviceCallPage.codeTitle' : 'storefront.serviceCallPage.phoneTitle')}
      </Typography>
      {sent ? null : (
        <Typography color="text.secondary">{t('storefront.serviceCallPage.phoneLead')}</Typography>
      )}
      {sent ? (
        <CodeStep
          sent={sent}
          onResent={setSent}
          onChangePhone={() => setSent(null)}
          onSignedIn={onSignedIn}
        />
      ) : (
        <PhoneStep
          hideRole
          defaultValues={{ phoneNumber: typedPhone, role: 'customer' }}
          onSent={(next) => {
            setTypedPhone(next.typedPhone);
            setSent(next);
          }}
        />
      )}
    </Stack>
  );
}
