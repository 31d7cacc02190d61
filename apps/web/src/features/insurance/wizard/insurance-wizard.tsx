import type { Policy, ServiceCall, WizardMode } from '@tg/domain';

export interface InsuranceWizardProps {
  open: boolean;
  /** A new subscription (createGeneralPolicy) or a service call (createServiceCall). */
  mode: WizardMode;
  onClose: () => void;
  /** Called with what the server answered after a successful submit (the dialog then closes). */
  onCreated?: (created: Policy | ServiceCall) => void;
  /** Prefills the vehicle search (e.g. from "my customers" row actions) and searches at once. */
  initial?: { vinNumber?: string; tractorNumber?: string };
}

/** PLACEHOLDER until the wizard lands: replaced by the real six-step dialog. */
export function InsuranceWizard(_props: InsuranceWizardProps) {
  return null;
}
