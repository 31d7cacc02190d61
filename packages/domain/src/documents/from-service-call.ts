import { formatLocalPhone } from '../common/phone-format';
import { formatDisplayDate, parseDisplayDate } from '../insurance/dates';
import type { ServiceCall } from '../service-calls/service-call.schema';
import { type DocDamageReport, type DocDamageReportInput, damageReportSchema } from './damage-report.schema';
import { type DocumentInput, shippingAddressSchema } from './document.schema';

/** What of a service call a document made from it reads (the API's shape, or a seed's row). */
export type ServiceCallSource = Pick<
  ServiceCall,
  | '_id'
  | 'isInsuranceCase'
  | 'machine'
  | 'userInformation'
  | 'policyProduct'
  | 'damageReport'
  | 'incident'
  | 'notes'
>;

/**
 * The parts of a document a service call fills in, each block whole (every field of it, blank where
 * the call says nothing); the rest keeps the new document's defaults.
 */
export type DocumentFromServiceCall = Required<
  Pick<DocumentInput, 'userInformation' | 'machine' | 'shippingAddress' | 'comments'>
> & { LinkingIdServiceCall: string; damageReport: DocDamageReport | null };

const commentsMax = 4000;

/** dd/MM/yyyy of a day kept as YYYY-MM-DD (or already dd/MM/yyyy); empty when it is neither. */
function displayDay(value: string | undefined): string {
  const iso = parseDisplayDate(value ?? '');
  return iso ? formatDisplayDate(iso) : '';
}

/** HH:mm, or empty. */
function hourOf(value: string | undefined): string {
  const text = (value ?? '').trim();
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : '';
}

/** Each non-empty text once, in order, one a line, within the comments' length. */
function joinTexts(texts: (string | undefined)[]): string {
  const seen = new Set<string>();
  for (const text of texts) {
    const trimmed = (text ?? '').trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen].join('\n').slice(0, commentsMax);
}

/**
 * Leaves out what the document's form would refuse (an ID number of the wrong length, a phone that
 * is no phone): each such field goes back to its blank, so the document can be saved and the
 * person fills it in on the damage report tab.
 */
function withoutRefused(report: DocDamageReportInput): DocDamageReport {
  const result = damageReportSchema.safeParse(report);
  if (result.success) return result.data;
  const copy = JSON.parse(JSON.stringify(report)) as Record<string, unknown>;
  for (const issue of result.error.issues) {
    let target: Record<string, unknown> | undefined = copy;
    for (const key of issue.path.slice(0, -1))
      target = target?.[key as string] as Record<string, unknown> | undefined;
    const last = issue.path.at(-1);
    if (target && last !== undefined) delete target[last as string];
  }
  return damageReportSchema.parse(copy);
}

/**
 * The car-accident form of a document made from an insurance case (spec 2 §3 Damage report): the
 * policy and the insured person, and the accident as the call's damage report and incident tell
 * it. Null when the call is not an insurance case.
 */
function damageReportOf(call: ServiceCallSource): DocDamageReport | null {
  if (!call.isInsuranceCase) return null;
  const report = call.damageReport;
  const incident = call.incident;
  const customer = call.userInformation;
  const accident = report?.accidentDetails;
  const incidentPlace = [incident?.address, incident?.city].filter((part) => part?.trim()).join(', ');
  return withoutRefused({
    policyDetails: {
      policyNumber: report?.policyDetails.policyNumber ?? '',
      policyName: call.policyProduct?.policyName ?? '',
      licenseNumber: call.machine.tractorNumber,
      vehicleModel: [call.machine.machine, call.machine.model].filter(Boolean).join(' '),
      vehicleYear: /^\d{4}$/.test(call.machine.year) ? call.machine.year : '',
    },
    insuredPerson: {
      name: report?.insuredPerson.name || customer.name,
      idNumber: report?.insuredPerson.idNumber || customer.userId,
      address: {
        street: report?.insuredPerson.address || customer.address,
        city: report?.insuredPerson.address ? '' : customer.city,
        postalCode: report?.insuredPerson.address ? '' : customer.postalCode,
        mobilePhone: formatLocalPhone(customer.phoneNumber),
        email: customer.email,
      },
    },
    accidentDetails: {
      accidentDate: displayDay(accident?.accidentDate || incident?.date),
      accidentTime: hourOf(accident?.accidentTime || incident?.time),
      accidentLocation: accident?.accidentLocation || incidentPlace,
      reportNumber: incident?.policeReportNumber ?? '',
      detailedAccidentDescription: accident?.detailedAccidentDescription || incident?.description || '',
      policeInvolved: Boolean(accident?.policeInvolved) || incident?.isReportedToPolice === 'yes',
      towTruckInvolved: Boolean(accident?.towTruckInvolved),
      fireDepartmentInvolved: Boolean(accident?.fireDepartmentInvolved),
    },
  });
}

/**
 * A new price quote or work card made from a service call (spec 2 §4, the office's next step after
 * approving it): the customer, the machine, where the work is (the incident's place, when the call
 * has one), the call's descriptions and notes as the comments, the car-accident form of an
 * insurance case, and the link to the call (`LinkingIdServiceCall`), which moves the call to
 * price_quote_transfer or workcard_transfer when the document is saved.
 */
export function documentFromServiceCall(call: ServiceCallSource): DocumentFromServiceCall {
  const customer = call.userInformation;
  const incident = call.incident;
  const hasPlace = Boolean(incident?.address.trim() || incident?.city.trim());
  const accidentPlace = call.damageReport?.accidentDetails.accidentLocation.trim() ?? '';
  return {
    LinkingIdServiceCall: call._id,
    userInformation: {
      userType: customer.userType,
      name: customer.name,
      userId: customer.userId,
      // Shown the local way (050-…), as a customer picked on the document is.
      phoneNumber: formatLocalPhone(customer.phoneNumber),
      email: customer.email,
      address: customer.address,
      city: customer.city,
      country: customer.country,
      postalCode: customer.postalCode,
    },
    machine: {
      vinNumber: call.machine.vinNumber,
      tractorNumber: call.machine.tractorNumber,
      machine: call.machine.machine,
      model: call.machine.model,
      year: call.machine.year,
      sug_tzama_nm: '',
    },
    shippingAddress: {
      ...shippingAddressSchema.parse({}),
      city: hasPlace ? (incident?.city.trim() ?? '') : '',
      neighborhood: hasPlace ? (incident?.address.trim() ?? '') : '',
      // Without an incident's place, the accident's place is a hint for whoever goes there.
      locationNotes: hasPlace ? '' : accidentPlace,
    },
    comments: joinTexts([
      incident?.description,
      call.damageReport?.accidentDetails.detailedAccidentDescription,
      call.machine.description,
      call.notes,
    ]),
    damageReport: damageReportOf(call),
  };
}
