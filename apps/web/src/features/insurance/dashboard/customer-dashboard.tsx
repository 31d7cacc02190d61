import AddCardIcon from '@mui/icons-material/AddCardOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import { Button, Stack } from '@mui/material';
import type { WizardMode } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InsuranceWizard } from '../wizard/insurance-wizard';
import { DashboardHeader } from './components/dashboard-header';
import { MyPoliciesSection } from './components/my-policies-section';
import { MyServiceCallsSection } from './components/my-service-calls-section';

export interface CustomerDashboardProps {
  /** h1 when the dashboard is the page; h2 when the page already has its own heading. */
  titleComponent?: 'h1' | 'h2';
}

/**
 * The customer's main screen: open a service call or buy a subscription right here (the wizard
 * opens in place), and the customer's own latest subscriptions and calls, which the wizard
 * refreshes after a successful submit.
 */
export function CustomerDashboard({ titleComponent = 'h1' }: CustomerDashboardProps) {
  const { t } = useTranslation();
  // The mode is kept after closing so the wizard does not change while it fades out.
  const [wizard, setWizard] = useState<{ open: boolean; mode: WizardMode }>({
    open: false,
    mode: 'serviceCall',
  });
  const openWizard = (mode: WizardMode) => setWizard({ open: true, mode });
  const closeWizard = () => setWizard((current) => ({ ...current, open: false }));

  return (
    <Stack spacing={3} sx={{ maxInlineSize: 1100 }} data-testid="customer-dashboard">
      <DashboardHeader
        title={t('insurance-dashboard.customer.title')}
        subtitle={t('insurance-dashboard.customer.subtitle')}
        titleComponent={titleComponent}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<BuildIcon />}
              onClick={() => openWizard('serviceCall')}
              data-testid="customer-open-service-call"
            >
              {t('insurance-dashboard.openServiceCall')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<AddCardIcon />}
              onClick={() => openWizard('subscription')}
              data-testid="customer-new-subscription"
            >
              {t('insurance-dashboard.newSubscription')}
            </Button>
          </>
        }
      />
      <MyPoliciesSection onNewSubscription={() => openWizard('subscription')} />
      <MyServiceCallsSection onNewServiceCall={() => openWizard('serviceCall')} />
      <InsuranceWizard open={wizard.open} mode={wizard.mode} onClose={closeWizard} />
    </Stack>
  );
}
