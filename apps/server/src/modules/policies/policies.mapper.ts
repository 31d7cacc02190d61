import type { AgentDashboard, CreatedBy, Files, ParsedPolicyInput, Policy, PolicyStatus } from '@tg/domain';
import type { PolicyRow } from './policies.table';

/** The status a person sees: an active subscription past its end date has ended. */
export function shownStatus(row: Pick<PolicyRow, 'status' | 'endDate'>, today: string): PolicyStatus {
  if (row.status === 'active' && row.endDate < today) return 'ended';
  return row.status;
}

function createdByOf(row: Pick<PolicyRow, 'createdById' | 'createdByName' | 'createdByRole'>): CreatedBy {
  return { name: row.createdByName, userId: row.createdById, role: row.createdByRole };
}

/** A stored subscription in the spec's shape (spec 1 §3), with signed links for its files. */
export function toPolicy(row: PolicyRow, files: Files, pdfUrl: string | null, today: string): Policy {
  return {
    _id: row.id,
    policyNumber: row.policyNumber,
    createdAt: row.startDate,
    expiredAt: row.endDate,
    status: shownStatus(row, today),
    closeReason: row.closeReason,
    notes: row.notes,
    insurancePdf: pdfUrl,
    pdfInsuranceUrl: pdfUrl,
    pdfReady: pdfUrl !== null,
    groupId: row.groupId,
    isInsuranceCase: row.isInsuranceCase,
    createdBy: createdByOf(row),
    policyProduct: row.product,
    machine: row.machine,
    userType: row.userType,
    userInformation: row.insured,
    // The older screens read photos as a list and the two documents by their old names.
    imageUrl: Object.values(files.images)
      .filter((file) => file !== null)
      .map((file) => ({ value: file.value })),
    documents: {
      carLicense: files.documents.machineLicense?.value ?? null,
      carPolicy: files.documents.machineInsurance?.value ?? null,
    },
    files,
    damageReport: row.damageReport ?? null,
    renewedFrom: row.renewedFrom,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: row.approvedBy ?? null,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** The machine's numbers as stored for searching (the spec's vinNumber and tractorNumber). */
export function machineNumbersOf(machine: { vinNumber: string; tractorNumber: string }) {
  return { chassis: machine.vinNumber, plate: machine.tractorNumber };
}

/** A new subscription's period: the spec's `createdAt` and `expiredAt` are its start and end. */
export function periodOf(input: Pick<ParsedPolicyInput, 'createdAt' | 'expiredAt'>) {
  return { startDate: input.createdAt, endDate: input.expiredAt };
}

/** A subscription ending soon, as the dashboard lists it. */
export function toEndingSoon(row: PolicyRow): AgentDashboard['endingSoon'][number] {
  return { _id: row.id, policyNumber: row.policyNumber, name: row.insuredName, expiredAt: row.endDate };
}
