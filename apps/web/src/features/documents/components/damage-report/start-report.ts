import {
  type DocDamageReport,
  type DocumentInput,
  emptyDocDamageReport,
  formatDisplayDate,
  hasOnlyPhoneCharacters,
  isUserId,
  normalizePhone,
  todayIso,
  validators,
} from '@tg/domain';

const valid = {
  id: (value: string) => (isUserId(value) ? value : ''),
  phone: (value: string) => (value && hasOnlyPhoneCharacters(value) && normalizePhone(value) ? value : ''),
  email: (value: string) => (validators.email(value) ? value : ''),
  year: (value: string) => (/^\d{4}$/.test(value) ? value : ''),
};

/**
 * A new accident form for the document being written: blank with the spec's defaults, plus what
 * the document already knows — the customer as the insured (name, ID, city, address, phone,
 * e-mail), the machine (plate, maker and model, year) and today as the filling date. Values that
 * the form would refuse (an ID of the wrong length) are left for the person to type.
 */
export function startDamageReport(document: Partial<DocumentInput>, today = todayIso()): DocDamageReport {
  const report = emptyDocDamageReport();
  const customer = document.userInformation ?? {};
  const machine = document.machine ?? {};
  const text = (value: string | undefined) => (value ?? '').trim();
  report.insuredPerson.name = text(customer.name).slice(0, 200);
  report.insuredPerson.idNumber = valid.id(text(customer.userId));
  report.insuredPerson.address.city = text(customer.city).slice(0, 100);
  report.insuredPerson.address.street = text(customer.address).slice(0, 200);
  report.insuredPerson.address.postalCode = text(customer.postalCode).slice(0, 20);
  report.insuredPerson.address.mobilePhone = valid.phone(text(customer.phoneNumber));
  report.insuredPerson.address.email = valid.email(text(customer.email));
  report.policyDetails.licenseNumber = text(machine.tractorNumber).slice(0, 20);
  report.policyDetails.vehicleModel = [text(machine.machine), text(machine.model)]
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);
  report.policyDetails.vehicleYear = valid.year(text(machine.year));
  report.declaration.formFillingDate = formatDisplayDate(today);
  return report;
}
