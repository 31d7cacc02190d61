import type { DamageVehicleType, DocDamageReport, Gender, InsuranceType } from '@tg/domain';
import { type HtmlValue, html, ltr, SafeHtml } from '../../platform/pdf/html';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { printableDocument } from '../../platform/pdf/printable-document';

/**
 * The car-accident notification form (spec 2 §2, §3 Damage report) as a printed page in Hebrew:
 * sections A to D, the declaration with the communication preferences, and both signatures. The
 * document's PDF appends it as a page of its own when the document has a damage report.
 */

/** Yes/no answers print as the Hebrew words (spec 2 §3). */
export const hebrewYesNo = { yes: 'כן', no: 'לא' } as const;
const yesNo = (answer: boolean) => (answer ? hebrewYesNo.yes : hebrewYesNo.no);

/** Gender prints as a Hebrew letter: ז (זכר) or נ (נקבה). */
export const hebrewGenderLetters: Record<Gender, string> = { male: 'ז', female: 'נ' };

export const hebrewVehicleTypes: Record<DamageVehicleType, string> = {
  light: 'קל',
  heavy: 'כבד',
  over4Tons: 'מעל 4 טון',
  motorcycle: 'אופנוע',
  commercial: 'מסחרי',
};

export const hebrewInsuranceTypes: Record<InsuranceType, string> = {
  comprehensive: 'מקיף',
  thirdParty: 'צד ג׳',
  mandatory: 'חובה',
};

/** The page's title and section headings, as the paper form has them. */
export const damageReportHeadings = {
  title: 'הודעה על תאונת דרכים',
  policy: 'א. פרטי המנוי והפוליסה',
  insured: 'פרטי המנוי',
  driver: 'ב. פרטי הנהג',
  accident: 'ג. פרטי התאונה',
  thirdParty: 'ד. פרטי צד ג׳',
  declaration: 'הצהרה',
  communication: 'העדפות התקשרות',
  signatures: 'חתימות',
} as const;

interface Field {
  label: string;
  value: HtmlValue;
  /** Takes half the row (long texts). */
  wide?: boolean;
  /** Takes a third of the row (e-mail addresses). */
  double?: boolean;
}

const isEmpty = (value: HtmlValue) =>
  value === null || value === undefined || value === '' || (value instanceof SafeHtml && value.value === '');

function fieldList(rows: Field[]): SafeHtml {
  return html`<dl>${rows.map(
    (row) =>
      html`<div class="${row.wide ? 'field wide' : row.double ? 'field double' : 'field'}"><dt>${row.label}</dt><dd>${isEmpty(row.value) ? '—' : row.value}</dd></div>`,
  )}</dl>`;
}

function section(title: string, testKey: string, ...content: SafeHtml[]): SafeHtml {
  return html`<section class="part" data-part="${testKey}"><h2>${title}</h2>${content}</section>`;
}

function addressFields(address: DocDamageReport['insuredPerson']['address']): Field[] {
  return [
    { label: 'רחוב', value: address.street },
    { label: 'מס׳ בית', value: ltr(address.houseNumber) },
    { label: 'עיר', value: address.city },
    { label: 'מיקוד', value: ltr(address.postalCode) },
    { label: 'טלפון בבית', value: ltr(address.homePhone) },
    { label: 'טלפון נייד', value: ltr(address.mobilePhone) },
    { label: 'פקס', value: ltr(address.fax) },
    { label: 'דוא״ל', value: ltr(address.email), double: true },
  ];
}

/** Only a PNG data URL is printed as an image (the schema keeps nothing else; older rows may). */
const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

function signatureBox(label: string, image: string): SafeHtml {
  return html`<div class="signature">
  <div class="signature-label">${label}</div>
  <div class="signature-area">${
    pngDataUrl.test(image)
      ? html`<img src="${image}" alt="${label}" width="120" height="35">`
      : html`<span class="unsigned">לא נחתם</span>`
  }</div>
</div>`;
}

export const damageReportCss = `
.damage-report{font-size:8pt;line-height:1.3}
.damage-report.new-page{break-before:page}
.damage-report .dr-header{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;
  border-bottom:2px solid #12355b;padding-bottom:4px;margin-bottom:6px}
.damage-report h1{font-size:14pt;font-weight:700;color:#12355b}
.damage-report .dr-meta{text-align:end;font-size:9pt}
.damage-report .part{border:1px solid #d5dbe3;border-radius:5px;padding:3px 8px 4px;margin-bottom:5px;
  break-inside:avoid}
.damage-report h2{font-size:9.5pt;font-weight:700;color:#12355b;margin-bottom:1px}
.damage-report h3{font-size:8.5pt;font-weight:700;color:#3b4a5c;margin:3px 0 0}
.damage-report p{margin:1px 0}
.damage-report dl{margin:0;display:grid;grid-template-columns:repeat(6,1fr);column-gap:8px}
.damage-report .field{padding:1px 0;border-bottom:1px dotted #e2e6ec;min-width:0}
.damage-report .field.wide{grid-column:span 3}
.damage-report .field.double{grid-column:span 2}
.damage-report dt{font-size:7pt;color:#5b6675}
.damage-report dd{margin:0;font-weight:700;overflow-wrap:anywhere;white-space:pre-line}
.damage-report .signatures{display:flex;gap:24px}
.damage-report .signature{flex:1 1 0}
.damage-report .signature-label{font-size:7pt;color:#5b6675}
.damage-report .signature-area{border-bottom:1px solid #1c2430;height:38px;display:flex;align-items:flex-end}
.damage-report .signature-area img{width:120px;height:35px;object-fit:contain}
.damage-report .unsigned{color:#8a94a3;font-size:8pt}
`;

export interface DamageReportPageOptions {
  /** The document the form belongs to: its Hebrew category name and number. */
  document?: { categoryName: string; docId: number };
  /** Starts on a page of its own (when appended after the document). */
  newPage?: boolean;
}

/** The form's markup, to be placed in a document's PDF (with {@link damageReportCss}). */
export function damageReportSection(
  report: DocDamageReport,
  options: DamageReportPageOptions = {},
): SafeHtml {
  const { policyDetails: policy, insuredPerson: insured, driverDetails: driver } = report;
  const { accidentDetails: accident, thirdPartyDetails: third, declaration } = report;
  const h = damageReportHeadings;
  const preference = declaration.communicationPreference;
  return html`<section class="${options.newPage ? 'damage-report new-page' : 'damage-report'}">
<div class="dr-header">
  <h1>${h.title}</h1>
  ${
    options.document
      ? html`<div class="dr-meta">${options.document.categoryName} מס׳ ${ltr(options.document.docId)}</div>`
      : null
  }
</div>
${section(
  h.policy,
  'policy',
  fieldList([
    { label: 'מספר פוליסה', value: ltr(policy.policyNumber) },
    { label: 'שם הפוליסה', value: policy.policyName },
    { label: 'שם הסוכן', value: policy.agentName },
    { label: 'מספר רישוי', value: ltr(policy.licenseNumber) },
    { label: 'דגם הרכב', value: policy.vehicleModel },
    { label: 'שנת ייצור', value: ltr(policy.vehicleYear) },
  ]),
  html`<h3>${h.insured}</h3>`,
  fieldList([
    { label: 'שם המבוטח', value: insured.name },
    { label: 'ת.ז. / ח.פ.', value: ltr(insured.idNumber) },
    { label: 'סוג הרכב', value: hebrewVehicleTypes[insured.vehicleType] },
    { label: 'עוסק מורשה', value: yesNo(insured.osek_murshe) },
    ...addressFields(insured.address),
    { label: 'פרטים נוספים (רכב מסחרי)', value: insured.otherCommercialDetails, wide: true },
  ]),
)}
${section(
  h.driver,
  'driver',
  fieldList([
    { label: 'שם הנהג', value: driver.driverName },
    { label: 'ת.ז. הנהג', value: ltr(driver.driverIdNumber) },
    { label: 'תאריך לידה', value: ltr(driver.birthDate) },
    { label: 'מין', value: hebrewGenderLetters[driver.gender] },
    { label: 'מספר רישיון נהיגה', value: ltr(driver.driverLicenseNumber) },
    { label: 'סוג רישיון', value: driver.licenseType },
    { label: 'שנת הוצאת הרישיון', value: ltr(driver.licenseIssueYear) },
    { label: 'רישיון בתוקף עד', value: ltr(driver.licenseValidUntil) },
    { label: 'נהג ברשות המבוטח', value: yesNo(driver.drivingWithInsurancePermission) },
    ...addressFields(driver.address),
  ]),
)}
${section(
  h.accident,
  'accident',
  fieldList([
    { label: 'תאריך התאונה', value: ltr(accident.accidentDate) },
    { label: 'שעת התאונה', value: ltr(accident.accidentTime) },
    { label: 'מקום התאונה', value: accident.accidentLocation },
    { label: 'מספר דיווח', value: ltr(accident.reportNumber) },
    { label: 'מספר תיק', value: ltr(accident.caseNumber) },
    { label: 'תחנת משטרה', value: accident.policeReportStation },
    { label: 'משטרה הוזעקה', value: yesNo(accident.policeInvolved) },
    { label: 'גרר הוזמן', value: yesNo(accident.towTruckInvolved) },
    { label: 'כבאות הוזעקה', value: yesNo(accident.fireDepartmentInvolved) },
    { label: 'מיקום הנזק ברכב', value: accident.damagePositionOnVehicle, wide: true },
    { label: 'תיאור מפורט של התאונה', value: accident.detailedAccidentDescription, wide: true },
    { label: 'תרשים / תיאור מקום התאונה', value: accident.diagramOfAccidentLocation, wide: true },
    { label: 'עדים', value: accident.witnesses, wide: true },
    { label: 'נזקים נוספים', value: accident.otherDamagesDescription, wide: true },
  ]),
)}
${section(
  h.thirdParty,
  'thirdParty',
  fieldList([
    { label: 'מספר רישוי', value: ltr(third.vehicleRegistrationNumber) },
    { label: 'סוג הרכב', value: hebrewVehicleTypes[third.vehicleType] },
    { label: 'סוג ביטוח', value: hebrewInsuranceTypes[third.insuranceType] },
    { label: 'חברת ביטוח', value: third.insuranceCompanyName },
    { label: 'מספר פוליסה', value: ltr(third.policyNumber) },
    { label: 'שמאי', value: third.shamai },
    { label: 'שם בעל הרכב', value: third.vehicleOwnerName },
    { label: 'ת.ז. בעל הרכב', value: ltr(third.vehicleOwnerIdNumber) },
    { label: 'שם הבעלים', value: third.ownerName },
    { label: 'כתובת הבעלים', value: third.ownerAddress },
    { label: 'טלפון הבעלים', value: ltr(third.ownerPhone) },
    { label: 'שם הנהג', value: third.driverName },
    { label: 'ת.ז. הנהג', value: ltr(third.driverIdNumber) },
    { label: 'טלפון הנהג', value: ltr(third.driverPhone) },
    { label: 'תיאור הנזק לרכב צד ג׳', value: third.damageDescriptionOnThirdPartyVehicle, wide: true },
  ]),
)}
${section(
  h.declaration,
  'declaration',
  html`<p>אני החתום מטה מצהיר כי כל הפרטים שמסרתי בהודעה זו נכונים ומלאים.</p>`,
  fieldList([
    { label: 'שם החותם בשם המבוטח', value: declaration.insuredSignature },
    { label: 'הטופס מולא על ידי', value: declaration.formFilledBy },
    { label: 'הטופס נחתם על ידי', value: declaration.formSignedBy },
    { label: 'תאריך מילוי הטופס', value: ltr(declaration.formFillingDate) },
    { label: 'טיפול בתביעת צד ג׳', value: yesNo(declaration.handleThirdPartyClaim) },
  ]),
  html`<h3>${h.communication}</h3>`,
  fieldList([
    { label: 'דוא״ל', value: yesNo(preference.email) },
    { label: 'טלפון נייד', value: yesNo(preference.mobilePhone) },
    { label: 'דואר', value: yesNo(preference.postalMail) },
  ]),
)}
${section(
  h.signatures,
  'signatures',
  html`<div class="signatures">${signatureBox('חתימת הנהג', report.driverSign)}${signatureBox(
    'חתימת המבוטח',
    report.insuredSign,
  )}</div>`,
)}
</section>`;
}

/** The form alone as a complete Hebrew right-to-left page. */
export function damageReportPageHtml(report: DocDamageReport, options: DamageReportPageOptions = {}): string {
  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: damageReportHeadings.title,
    css: damageReportCss,
    body: damageReportSection(report, { ...options, newPage: false }),
  });
}

export async function renderDamageReportPdf(
  engine: PdfEngine,
  report: DocDamageReport,
  options: DamageReportPageOptions = {},
): Promise<Buffer> {
  return engine.render(damageReportPageHtml(report, options));
}
