import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ServiceCall } from '@tg/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ServiceCallSuccessProps {
  call: ServiceCall;
  /** The number of a subscription asked for afterwards, once sent. */
  subscriptionNumber: string | null;
  onOfferSubscription: () => void;
  onAnotherCall: () => void;
}

/**
 * After the call is sent: its number, what happens next (a quote for paid service, a call to set
 * a time otherwise), and a subscription for the same machine offered, never required.
 */
export function ServiceCallSuccess({
  call,
  subscriptionNumber,
  onOfferSubscription,
  onAnotherCall,
}: ServiceCallSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog has closed: the focus goes to the news, not back to the top of the page.
  useEffect(() => heading.current?.focus(), []);
  const machine = [call.machine.machine, call.machine.model].filter(Boolean).join(' ');
  const offersSubscription = call.serviceKind !== 'subscription' && !subscriptionNumber;
  return (
    <Stack spacing={3} data-testid="street-service-call-success">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'success.main' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.5 }} />
          <Box>
            <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {t('storefront.serviceCallPage.success.title')}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {t('storefront.serviceCallPage.success.number')}{' '}
              <Box
                component="bdi"
                dir="ltr"
                sx={{ fontWeight: 700 }}
                data-testid="street-service-call-number"
              >
                {call.serviceCallNumber}
              </Box>
            </Typography>
            <Typography sx={{ mt: 1 }} data-testid="street-service-call-next">
              {t(
                call.serviceKind === 'paid'
                  ? 'storefront.serviceCallPage.success.nextPaid'
                  : 'storefront.serviceCallPage.success.nextCovered',
              )}
            </Typography>
          </Box>
        </Stack>
      </Paper>
      {subscriptionNumber ? (
        <Alert severity="success" data-testid="street-subscription-sent">
          {t('storefront.serviceCallPage.success.subscriptionSent')} <bdi dir="ltr">{subscriptionNumber}</bdi>
        </Alert>
      ) : null}
      {offersSubscription ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="street-offer-title"
          sx={{ p: { xs: 2, sm: 3 } }}
          data-testid="street-subscription-offer"
        >
          <Typography id="street-offer-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('storefront.serviceCallPage.offer.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('storefront.serviceCallPage.offer.text')}
          </Typography>
          <Button
            variant="contained"
            onClick={onOfferSubscription}
            data-testid="street-subscription-offer-open"
          >
            {machine
              ? t('storefront.serviceCallPage.offer.actionFor', { machine })
              : t('storefront.serviceCallPage.offer.action')}
          </Button>
        </Paper>
      ) : null}
      <Box>
        <Button variant="outlined" onClick={onAnotherCall} data-testid="street-service-call-another">
          {t('storefront.serviceCallPage.success.another')}
        </Button>
      </Box>
    </Stack>
  );
}
