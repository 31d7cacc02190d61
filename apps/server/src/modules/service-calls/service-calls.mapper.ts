import { type Files, formatDisplayDate, type ServiceCall, serviceKindOf } from '@tg/domain';
import type { ServiceCallRow } from './service-calls.table';

/** The day a call was opened, in Israel, as the spec keeps it (DD/MM/YYYY). */
function openedOn(date: Date): string {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return formatDisplayDate(iso);
}

export function toServiceCall(row: ServiceCallRow, files: Files): ServiceCall {
  return {
    _id: row.id,
    serviceCallNumber: row.serviceCallNumber,
    createdAt: openedOn(row.createdAt),
    recordedAt: row.createdAt.toISOString(),
    createdBy: { name: row.createdByName, userId: row.createdById, role: row.createdByRole },
    status: row.status,
    isInsuranceCase: row.isInsuranceCase,
    serviceKind: serviceKindOf({ isInsuranceCase: row.isInsuranceCase, policyProduct: row.product }),
    closeReason: row.closeReason,
    machine: row.machine,
    userType: row.userType,
    userInformation: row.insured,
    policyProduct: row.product ?? null,
    files,
    damageReport: row.damageReport ?? null,
    incident: row.incident
      ? {
          date: row.incident.date ?? '',
          time: row.incident.time ?? '',
          address: row.incident.address ?? '',
          city: row.incident.city ?? '',
          damageType: row.incident.damageType ?? null,
          damageTypeOther: row.incident.damageTypeOther ?? '',
          description: row.incident.description ?? '',
          isThirdPartyInvolved: row.incident.isThirdPartyInvolved ?? 'no',
          thirdPartyName: row.incident.thirdPartyName ?? '',
          thirdPartyPhone: row.incident.thirdPartyPhone ?? '',
          isReportedToPolice: row.incident.isReportedToPolice ?? 'no',
          policeReportNumber: row.incident.policeReportNumber ?? '',
        }
      : null,
    notes: row.notes,
    groupId: row.groupId,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: row.approvedBy ?? null,
  };
}
