import BuildIcon from '@mui/icons-material/BuildOutlined';
import { Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Policy, ServiceCall, WizardMode } from '@tg/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { displayNameOf, useAuth } from '../../../app/auth/auth-context';
import { PageHero } from '../components/page-hero';
import { ServiceCallSuccess } from '../service-call/service-call-success';
import { SignedInAsStaff } from '../service-call/signed-in-as-staff';
import { StreetSignIn } from '../service-call/street-sign-in';
import { usePageTitle } from '../use-page-title';

// The wizard is the back-office's (features/insurance): fetched only once someone is signed in.
const InsuranceWizard = lazy(() =>
  import('../../insurance/wizard/insurance-wizard').then((m) => ({ default: m.InsuranceWizard })),
);

interface WizardOpening {
  open: boolean;
  mode: WizardMode;
  initial?: { vinNumber?: string; tractorNumber?: string };
}

/**
 * /services/service-call (issue 17, ADR 0030): a visitor signs in by phone and code as a customer,
 * then fills the service-call wizard; one without a subscription asks for paid service. The end
 * shows the call's number, what happens next and a subscription for the same machine on offer.
 */
export function ServiceCallPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  usePageTitle(t('storefront.serviceCallPage.title'));
  // Restoring a session on load shows a bar; signing in here keeps the code step on screen.
  const hasSettled = useRef(false);
  if (!auth.isChecking) hasSettled.current = true;

  let content: React.ReactNode;
  if (!hasSettled.current && !auth.user) content = <LinearProgress aria-busy="true" />;
  else if (!auth.user) content = <StreetSignIn onSignedIn={() => undefined} />;
  else if (auth.user.role !== 'customer') content = <SignedInAsStaff role={auth.user.role} />;
  else content = <CustomerServiceCall name={displayNameOf(auth.user)} />;

  return (
    <>
      <PageHero
        id="service-call-title"
        title={t('storefront.serviceCallPage.title')}
        lead={t('storefront.serviceCallPage.lead')}
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {content}
      </Container>
    </>
  );
}

/** A signed-in customer: the wizard opens at once; closing it leaves a way back in. */
function CustomerServiceCall({ name }: { name: string }) {
  const { t } = useTranslation();
  const [wizard, setWizard] = useState<WizardOpening>({ open: true, mode: 'serviceCall' });
  const [created, setCreated] = useState<ServiceCall | null>(null);
  const [subscriptionNumber, setSubscriptionNumber] = useState<string | null>(null);

  const onCreated = (answer: ServiceCall | Policy) => {
    if (wizard.mode === 'serviceCall') {
      setCreated(answer as ServiceCall);
      setSubscriptionNumber(null);
    } else setSubscriptionNumber((answer as Policy).policyNumber);
  };
  const close = () => setWizard((current) => ({ ...current, open: false }));
  const openServiceCall = () => setWizard({ open: true, mode: 'serviceCall' });

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" data-testid="street-signed-in-as">
        <Trans
          i18nKey="storefront.serviceCallPage.signedInAs"
          values={{ name }}
          components={{ name: <bdi /> }}
        />
      </Typography>
      {created ? (
        <ServiceCallSuccess
          call={created}
          subscriptionNumber={subscriptionNumber}
          onOfferSubscription={() =>
            setWizard({
              open: true,
              mode: 'subscription',
              initial: {
                vinNumber: created.machine.vinNumber || undefined,
                tractorNumber: created.machine.tractorNumber || undefined,
              },
            })
          }
          onAnotherCall={() => {
            setCreated(null);
            openServiceCall();
          }}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('storefront.serviceCallPage.form.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('storefront.serviceCallPage.form.lead')}
          </Typography>
          <Box>
            <Button
              variant="contained"
              startIcon={<BuildIcon />}
              onClick={openServiceCall}
              data-testid="street-service-call-open"
            >
              {t('storefront.serviceCallPage.form.open')}
            </Button>
          </Box>
        </Paper>
      )}
      <Suspense fallback={wizard.open ? <LinearProgress aria-busy="true" /> : null}>
        <InsuranceWizard
          open={wizard.open}
          mode={wizard.mode}
          initial={wizard.initial}
          onClose={close}
          onCreated={onCreated}
        />
      </Suspense>
    </Stack>
  );
}
