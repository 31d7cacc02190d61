import {
  type CreatedBy,
  type Files,
  formatDisplayDate,
  type PolicyProductSnapshot,
  type ServiceCall,
  type StoredInsured,
  type UserType,
} from '@tg/domain';
import { policyFileSlots } from '../shared/policy-file-slots';
import type { ApprovalItem } from './approve-dialog';

type StoredDamageReport = NonNullable<ServiceCall['damageReport']>;
type Incident = NonNullable<ServiceCall['incident']>;
type Machine = ServiceCall['machine'];

/** A pending subscription or service call, as the dialog's tabs read it. */
export interface ApprovalView {
  kind: ApprovalItem['kind'];
  _id: string;
  /** PI-… or SC-… */
  number: string;
  status: string;
  isInsuranceCase: boolean;
  /** DD/MM/YYYY: a subscription's start, a call's creation day. */
  createdAt: string;
  /** DD/MM/YYYY; subscriptions only. */
  expiredAt: string | null;
  createdBy: CreatedBy;
  userType: UserType;
  userInformation: StoredInsured;
  machine: Machine;
  policyProduct: PolicyProductSnapshot | null;
  /** A subscription's older plain document links stand in its empty document slots. */
  files: Files;
  /** Photos older subscriptions kept as plain links, shown after the four slots. */
  legacyImages: string[];
  damageReport: StoredDamageReport | null;
  incident: Incident | null;
  notes: string;
}

export function toApprovalView(item: ApprovalItem): ApprovalView {
  if (item.kind === 'policy') {
    const { policy } = item;
    const { files, extraPhotos } = policyFileSlots(policy);
    return {
      kind: 'policy',
      _id: policy._id,
      number: policy.policyNumber,
      status: policy.status,
      isInsuranceCase: policy.isInsuranceCase,
      createdAt: formatDisplayDate(policy.createdAt),
      expiredAt: formatDisplayDate(policy.expiredAt),
      createdBy: policy.createdBy,
      userType: policy.userType,
      userInformation: policy.userInformation,
      machine: policy.machine,
      policyProduct: policy.policyProduct,
      files,
      legacyImages: extraPhotos,
      damageReport: policy.damageReport,
      incident: null,
      notes: policy.notes,
    };
  }
  const { serviceCall } = item;
  return {
    kind: 'serviceCall',
    _id: serviceCall._id,
    number: serviceCall.serviceCallNumber,
    status: serviceCall.status,
    isInsuranceCase: serviceCall.isInsuranceCase,
    // Kept DD/MM/YYYY on the wire already (spec 1 §3).
    createdAt: formatDisplayDate(serviceCall.createdAt),
    expiredAt: null,
    createdBy: serviceCall.createdBy,
    userType: serviceCall.userType,
    userInformation: serviceCall.userInformation,
    machine: serviceCall.machine,
    policyProduct: serviceCall.policyProduct,
    files: serviceCall.files,
    legacyImages: [],
    damageReport: serviceCall.damageReport,
    incident: serviceCall.incident,
    notes: serviceCall.notes,
  };
}

export const approvalTabs = ['summary', 'customer', 'details', 'vehicle', 'files', 'incident'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];

/** The incident tab is there only for an insurance case (spec 1 §2). */
export function tabsOf(view: ApprovalView): readonly ApprovalTab[] {
  return view.isInsuranceCase ? approvalTabs : approvalTabs.filter((tab) => tab !== 'incident');
}
