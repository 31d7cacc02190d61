import { validationMessages as m } from '../common/messages';

/**
 * What a service call is paid by (issue 17, ADR 0030): a subscription product the customer names,
 * an insurance case, or neither: paid service, which staff price with a quote. Derived from the
 * call's fields rather than stored, so no call can say two things at once.
 */
export const serviceKinds = ['subscription', 'insuranceCase', 'paid'] as const;
export type ServiceKind = (typeof serviceKinds)[number];

interface CoverageFields {
  isInsuranceCase: boolean;
  policyProduct?: { _id?: string } | null;
}

/** An insurance case first (it may name a product or not), then a named product, else paid service. */
export function serviceKindOf(call: CoverageFields): ServiceKind {
  if (call.isInsuranceCase) return 'insuranceCase';
  return call.policyProduct?._id ? 'subscription' : 'paid';
}

/**
 * What a new service call's coverage is missing (spec 1 §5 step 3, ADR 0030), field path → message:
 * a call that is not an insurance case names a subscription product, or says it asks for paid
 * service; never both. The wizard's step 3 and the server's create use this one rule.
 */
export function serviceCoverageIssues(
  call: CoverageFields & { paidService?: boolean },
): Record<string, string> {
  if (call.isInsuranceCase) return {};
  const hasProduct = Boolean(call.policyProduct?._id);
  if (call.paidService && hasProduct) return { policyProduct: m.paidServiceWithProduct };
  if (!call.paidService && !hasProduct) return { policyProduct: m.productOrPaidRequired };
  return {};
}
