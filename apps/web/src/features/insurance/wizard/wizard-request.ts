import type {
  CreatePolicyRequest,
  CreateServiceCallRequest,
  FilesInput,
  InsuredInput,
  Policy,
  ServiceCall,
  WizardMode,
} from '@tg/domain';
import type { StoredSlotFile, WizardFormValues } from './wizard-values';

const slotId = (file: StoredSlotFile | null) => (file ? { _id: file._id } : null);

/** Slots travel by file id only; the server answers the signed links. */
function filesInput(values: WizardFormValues): FilesInput {
  const { images, documents } = values.files;
  return {
    images: {
      front: slotId(images.front),
      back: slotId(images.back),
      right: slotId(images.right),
      left: slotId(images.left),
    },
    documents: {
      machineInsurance: slotId(documents.machineInsurance),
      machineLicense: slotId(documents.machineLicense),
    },
  };
}

function insuredInput(values: WizardFormValues): InsuredInput {
  return { ...values.userInformation };
}

/** The damage report goes only with an insurance case (it is kept in the form either way). */
function damageInput(values: WizardFormValues) {
  return values.isInsuranceCase ? values.damageReport : null;
}

/** createGeneralPolicy's body (spec 1 §7): the product named by id, the period as YYYY-MM-DD. */
export function policyRequest(values: WizardFormValues): CreatePolicyRequest {
  return {
    policy: {
      createdAt: values.createdAt,
      expiredAt: values.expiredAt,
      policyProduct: { _id: values.policyProduct?._id ?? '' },
      machine: { ...values.machine },
      userInformation: insuredInput(values),
      isInsuranceCase: values.isInsuranceCase,
      damageReport: damageInput(values),
      files: filesInput(values),
      notes: values.notes,
    },
  };
}

/** createServiceCall's body: an insurance case or paid service (ADR 0030) goes without a product (null). */
export function serviceCallRequest(values: WizardFormValues): CreateServiceCallRequest {
  return {
    serviceCall: {
      machine: { ...values.machine },
      userInformation: insuredInput(values),
      policyProduct: values.policyProduct ? { _id: values.policyProduct._id } : null,
      paidService: values.paidService && !values.policyProduct,
      isInsuranceCase: values.isInsuranceCase,
      damageReport: damageInput(values),
      files: filesInput(values),
      notes: values.notes,
    },
  };
}

/** The block the server names fields under (`policy.machine.year`), taken off before showing them. */
export const requestBlock = { subscription: 'policy', serviceCall: 'serviceCall' } as const satisfies Record<
  WizardMode,
  string
>;

export type WizardCreated = Policy | ServiceCall;
