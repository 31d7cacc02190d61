import type { DocPersonalAccidents, InjuredPerson, InjuredRole, InjuryTreatment } from '@tg/domain';
import { type HtmlValue, html, ltr, SafeHtml } from '../../platform/pdf/html';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { printableDocument } from '../../platform/pdf/printable-document';
import { hebrewYesNo } from './damage-report-pdf';

/**
 * The personal-accidents statement (ADR 0026) as a printed page in Hebrew: the persons injured in
 * the accident, each with their details, injury, treatment and days away from work. The document's
 * PDF appends it on a page of its own, after the car-accident form, when at least one person is
 * listed; a statement that nobody was injured prints nothing.
 */

export const personalAccidentsHeadings = {
  title: 'תאונות אישיות - פרטי הנפגעים',
  person: 'נפגע',
} as const;

export const hebrewInjuredRoles: Record<InjuredRole, string> = {
  driver: 'נהג',
  passenger: 'נוסע',
  pedestrian: 'הולך רגל',
  other: 'אחר',
};

export const hebrewTreatments: Record<InjuryTreatment, string> = {
  none: 'ללא טיפול',
  firstAid: 'עזרה ראשונה',
  clinic: 'מרפאה',
  hospital: 'בית חולים',
};

const yesNo = (answer: boolean) => (answer ? hebrewYesNo.yes : hebrewYesNo.no);

interface Field {
  label: string;
  value: HtmlValue;
  /** Takes half the row (descriptions). */
  wide?: boolean;
}

const isEmpty = (value: HtmlValue) =>
  value === null || value === undefined || value === '' || (value instanceof SafeHtml && value.value === '');

function fieldList(rows: Field[]): SafeHtml {
  return html`<dl>${rows.map(
    (row) =>
      html`<div class="${row.wide ? 'field wide' : 'field'}"><dt>${row.label}</dt><dd>${isEmpty(row.value) ? '—' : row.value}</dd></div>`,
  )}</dl>`;
}

function personCard(person: InjuredPerson, index: number): SafeHtml {
  const isHospital = person.treatment === 'hospital';
  return html`<section class="person" data-person="${index}">
<h2>${personalAccidentsHeadings.person} ${ltr(index + 1)}: ${person.name}</h2>
${fieldList([
  { label: 'שם הנפגע', value: person.name },
  { label: 'ת.ז.', value: ltr(person.idNumber) },
  { label: 'טלפון', value: ltr(person.phone) },
  { label: 'גיל', value: ltr(person.age) },
  { label: 'תאריך לידה', value: ltr(person.birthDate) },
  { label: 'מעורבות באירוע', value: hebrewInjuredRoles[person.role] },
  { label: 'טיפול רפואי', value: hebrewTreatments[person.treatment] },
  { label: 'שם בית החולים', value: isHospital ? person.hospitalName : '' },
  { label: 'נעדר מהעבודה', value: yesNo(person.absentFromWork) },
  { label: 'ימי היעדרות', value: person.absentFromWork ? ltr(person.absenceDays) : '' },
  { label: 'תיאור הפגיעה', value: person.injuryDescription, wide: true },
  { label: 'הערה', value: person.note, wide: true },
])}
</section>`;
}

export const personalAccidentsCss = `
.personal-accidents{font-size:8.5pt;line-height:1.35}
.personal-accidents.new-page{break-before:page}
.personal-accidents .pa-header{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;
  border-bottom:2px solid #12355b;padding-bottom:4px;margin-bottom:6px}
.personal-accidents h1{font-size:14pt;font-weight:700;color:#12355b}
.personal-accidents .pa-meta{text-align:end;font-size:9pt}
.personal-accidents .pa-summary{margin:0 0 6px}
.personal-accidents .person{border:1px solid #d5dbe3;border-radius:5px;padding:3px 8px 4px;margin-bottom:6px;
  break-inside:avoid}
.personal-accidents h2{font-size:10pt;font-weight:700;color:#12355b;margin-bottom:2px}
.personal-accidents dl{margin:0;display:grid;grid-template-columns:repeat(6,1fr);column-gap:8px}
.personal-accidents .field{padding:1px 0;border-bottom:1px dotted #e2e6ec;min-width:0;grid-column:span 2}
.personal-accidents .field.wide{grid-column:span 3}
.personal-accidents dt{font-size:7pt;color:#5b6675}
.personal-accidents dd{margin:0;font-weight:700;overflow-wrap:anywhere;white-space:pre-line}
`;

export interface PersonalAccidentsPageOptions {
  /** The document the statement belongs to: its Hebrew category name and number. */
  document?: { categoryName: string; docId: number };
  /** dd/MM/yyyy: the accident's day, from the document's car-accident form. */
  accidentDate?: string;
  /** Starts on a page of its own (when appended after the document). */
  newPage?: boolean;
}

/** Whether the statement prints a page: only when it lists at least one person. */
export function hasInjuredPersons(statement: DocPersonalAccidents | null | undefined): boolean {
  return (statement?.persons.length ?? 0) > 0;
}

/** The statement's markup, to be placed in a document's PDF (with {@link personalAccidentsCss}). */
export function personalAccidentsSection(
  statement: DocPersonalAccidents,
  options: PersonalAccidentsPageOptions = {},
): SafeHtml {
  const { persons } = statement;
  return html`<section class="${options.newPage ? 'personal-accidents new-page' : 'personal-accidents'}">
<div class="pa-header">
  <h1>${personalAccidentsHeadings.title}</h1>
  ${
    options.document
      ? html`<div class="pa-meta">${options.document.categoryName} מס׳ ${ltr(options.document.docId)}</div>`
      : null
  }
</div>
<p class="pa-summary">מספר הנפגעים: ${ltr(persons.length)}${
    options.accidentDate ? html` · תאריך האירוע: ${ltr(options.accidentDate)}` : null
  }</p>
${persons.map(personCard)}
</section>`;
}

/** The statement alone as a complete Hebrew right-to-left page. */
export function personalAccidentsPageHtml(
  statement: DocPersonalAccidents,
  options: PersonalAccidentsPageOptions = {},
): string {
  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: personalAccidentsHeadings.title,
    css: personalAccidentsCss,
    body: personalAccidentsSection(statement, { ...options, newPage: false }),
  });
}

export async function renderPersonalAccidentsPdf(
  engine: PdfEngine,
  statement: DocPersonalAccidents,
  options: PersonalAccidentsPageOptions = {},
): Promise<Buffer> {
  return engine.render(personalAccidentsPageHtml(statement, options));
}
