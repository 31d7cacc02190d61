import { WizardLaunchPage } from './wizard-launch-page';

/** /dashboard/agent/services/insurance: a new subscription, through the wizard. */
export function NewSubscriptionPage() {
  return <WizardLaunchPage mode="subscription" />;
}
