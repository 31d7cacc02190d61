import { formatDisplayDate, formatLocalPhone, formatShekels, type Policy } from '@tg/domain';
import type { TFunction } from 'i18next';
import type { DetailItem } from '../insurance/shared/components/detail-list';

/** One field of a subscription, shown in the details (`policy-detail-<id>`) and the edit form (`policy-readonly-<id>`). */
export interface PolicyField {
  id: string;
  label: string;
  value: string;
  /** Numbers, codes, e-mail: kept left-to-right inside right-to-left text. */
  ltr?: boolean;
}

/** The fields as the shared detail list shows them, each with its test hook. */
export function asDetailItems(fields: readonly PolicyField[]): DetailItem[] {
  return fields.map(({ id, label, value, ltr }) => ({ label, value, ltr, testId: `policy-detail-${id}` }));
}

/** The subscription block of the details and of the edit dialog (spec 1 §2). */
export function subscriptionDetails(t: TFunction, policy: Policy): PolicyField[] {
  const product = policy.policyProduct;
  const items: PolicyField[] = [
    {
      id: 'policyNumber',
      label: t('agent-policies.fields.policyNumber'),
      value: policy.policyNumber,
      ltr: true,
    },
    {
      id: 'createdAt',
      label: t('agent-policies.fields.start'),
      value: formatDisplayDate(policy.createdAt),
      ltr: true,
    },
    {
      id: 'expiredAt',
      label: t('agent-policies.fields.end'),
      value: formatDisplayDate(policy.expiredAt),
      ltr: true,
    },
    {
      id: 'status',
      label: t('agent-policies.fields.status'),
      value: t(`insurance.policyStatus.${policy.status}`),
    },
    { id: 'productName', label: t('agent-policies.fields.productName'), value: product.policyName },
    {
      id: 'price',
      label: t('agent-policies.fields.price'),
      value: formatShekels(product.policyPrice),
      ltr: true,
    },
    {
      id: 'type',
      label: t('agent-policies.fields.type'),
      value: t(`agent-policies.productTypes.${product.type}`),
    },
    {
      id: 'deductible',
      label: t('agent-policies.fields.deductible'),
      value: formatShekels(product.deductible),
      ltr: true,
    },
  ];
  return items;
}

/** Who made it, why it was cancelled and its notes: shown in the details, not in the edit form. */
export function historyDetails(t: TFunction, policy: Policy): PolicyField[] {
  const items: PolicyField[] = [
    {
      id: 'createdBy',
      label: t('agent-policies.fields.createdBy'),
      value: `${policy.createdBy.name} (${t(`common.roles.${policy.createdBy.role}`)})`,
    },
  ];
  if (policy.closeReason)
    items.push({
      id: 'closeReason',
      label: t('agent-policies.fields.closeReason'),
      value: policy.closeReason,
    });
  if (policy.notes) items.push({ id: 'notes', label: t('agent-policies.fields.notes'), value: policy.notes });
  return items;
}

export function machineDetails(t: TFunction, machine: Policy['machine']): PolicyField[] {
  return [
    {
      id: 'tractorNumber',
      label: t('agent-policies.fields.tractorNumber'),
      value: machine.tractorNumber,
      ltr: true,
    },
    { id: 'vinNumber', label: t('agent-policies.fields.vinNumber'), value: machine.vinNumber, ltr: true },
    { id: 'machine', label: t('agent-policies.fields.manufacturer'), value: machine.machine },
    { id: 'model', label: t('agent-policies.fields.model'), value: machine.model, ltr: true },
    { id: 'year', label: t('agent-policies.fields.year'), value: machine.year, ltr: true },
    { id: 'description', label: t('agent-policies.fields.description'), value: machine.description },
  ];
}

export function insuredDetails(t: TFunction, insured: Policy['userInformation']): PolicyField[] {
  const isBusiness = insured.userType === 'business';
  return [
    {
      id: 'userType',
      label: t('agent-policies.fields.userType'),
      value: t(`agent-policies.userTypes.${insured.userType}`),
    },
    {
      id: 'insuredName',
      label: isBusiness ? t('agent-policies.fields.companyName') : t('agent-policies.fields.name'),
      value: insured.name,
    },
    {
      id: 'insuredId',
      label: isBusiness ? t('agent-policies.fields.companyNumber') : t('agent-policies.fields.userId'),
      value: insured.userId,
      ltr: true,
    },
    {
      id: 'phone',
      label: t('agent-policies.fields.phoneNumber'),
      value: insured.phoneNumber ? formatLocalPhone(insured.phoneNumber) : '',
      ltr: true,
    },
    { id: 'email', label: t('agent-policies.fields.email'), value: insured.email, ltr: true },
    { id: 'address', label: t('agent-policies.fields.address'), value: insured.address },
    { id: 'city', label: t('agent-policies.fields.city'), value: insured.city },
    { id: 'postalCode', label: t('agent-policies.fields.postalCode'), value: insured.postalCode, ltr: true },
    { id: 'country', label: t('agent-policies.fields.country'), value: insured.country },
  ];
}
