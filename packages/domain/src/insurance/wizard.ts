import type { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { serviceCoverageIssues } from '../service-calls/service-kind';
import {
  damageReportInputSchema,
  damageReportIssues,
  insuredSchema,
  machineSnapshotSchema,
} from './insurance.schema';
import { checkPeriod } from './period';

/**
 * The six-step wizard of spec 1 §2 and §4, for a new subscription or a service call. Steps 0–2
 * validate; 3 (documents), 4 (photos) and 5 (summary) always pass. A step may be entered when
 * every step before it validates; going back is always allowed.
 */
export const wizardSteps = ['vehicle', 'customer', 'product', 'documents', 'photos', 'summary'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export type WizardMode = 'subscription' | 'serviceCall';
export const wizardAutoAdvanceMs = 1500;

export interface WizardValues {
  machine: z.input<typeof machineSnapshotSchema>;
  createdAt: string;
  expiredAt: string;
  userInformation: Partial<z.input<typeof insuredSchema>>;
  policyProduct: { _id: string } | null;
  isInsuranceCase: boolean;
  /** A service call asking for paid service: no subscription product, staff send a quote (ADR 0030). */
  paidService?: boolean;
  damageReport: z.input<typeof damageReportInputSchema> | null;
}

/** Field path → message key, the way the server answers and forms show errors. */
export type StepErrors = Record<string, string>;

function zodErrors(result: z.ZodSafeParseResult<unknown>, prefix: string): StepErrors {
  if (result.success) return {};
  const errors: StepErrors = {};
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function validateWizardStep(
  step: number,
  values: WizardValues,
  options: { mode: WizardMode; today: string },
): StepErrors {
  if (step === 0) {
    const errors = zodErrors(machineSnapshotSchema.safeParse(values.machine), 'machine');
    if (options.mode === 'subscription') {
      for (const issue of checkPeriod(values, options.today)) errors[issue.field] ??= issue.message;
    }
    return errors;
  }
  if (step === 1) return zodErrors(insuredSchema.safeParse(values.userInformation), 'userInformation');
  if (step === 2) {
    const errors: StepErrors = {};
    if (values.isInsuranceCase) {
      const report = damageReportInputSchema.safeParse(values.damageReport ?? {});
      if (report.success)
        for (const issue of damageReportIssues(report.data)) errors[issue.path] = issue.message;
      // A report the schema refuses (a field too long) must stop the step too, not pass silently.
      else Object.assign(errors, zodErrors(report, 'damageReport'));
    }
    // A subscription always names its product; a service call names one, is an insurance case,
    // or asks for paid service (the rule the server applies too).
    if (options.mode === 'subscription') {
      if (!values.policyProduct?._id) errors.policyProduct = m.productRequired;
    } else Object.assign(errors, serviceCoverageIssues(values));
    return errors;
  }
  return {};
}

/** Whether the person may go to `target` from `current` (spec 1 §2: back always; forward past valid steps). */
export function canEnterStep(
  target: number,
  current: number,
  values: WizardValues,
  options: { mode: WizardMode; today: string },
): boolean {
  if (target < 0 || target >= wizardSteps.length) return false;
  if (target <= current) return true;
  for (let step = 0; step < target; step += 1) {
    if (Object.keys(validateWizardStep(step, values, options)).length > 0) return false;
  }
  return true;
}
