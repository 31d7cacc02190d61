import { WizardLaunchPage } from './wizard-launch-page';

/** /dashboard/agent/services/serviceCall: a new service call, through the wizard. */
export function NewServiceCallPage() {
  return <WizardLaunchPage mode="serviceCall" />;
}
