import {
  formatDisplayDate,
  formatLocalPhone,
  type Policy,
  type PolicyProductType,
  type PolicyStatus,
} from '@tg/domain';
import { formatShekels, type HtmlValue, html, ltr, SafeHtml } from '../../platform/pdf/html';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { printableDocument } from '../../platform/pdf/printable-document';
import {
  dotted,
  fallbackPrintedBusiness,
  type PrintedBusiness,
  printedBusinessContacts,
  printedBusinessFooter,
} from '../business-details/business-details.print';

/** Spec 1 §1: the coverage text states a limit of up to 3,000 shekels. */
export const policyCoverageLimit = 3_000;

const statusLabels: Record<PolicyStatus, string> = {
  pending: 'ממתין לאישור',
  active: 'פעיל',
  cancelled: 'מבוטל',
  ended: 'הסתיים',
};

const typeLabels: Record<PolicyProductType, string> = { windows: 'שמשות', lights: 'פנסים ומראות' };

const money = (amount: number) => ltr(formatShekels(amount));

/** What each kind of subscription covers; the limit, deductible and service clauses are shared. */
function coverageClauses(type: PolicyProductType, deductible: number): SafeHtml[] {
  const covered =
    type === 'windows'
      ? [
          html`הכיסוי כולל תיקון או החלפה של שמשות הכלי המבוטח — שמשה קדמית, אחורית, צדדיות, שמשות דלתות וגג — שנסדקו או נשברו במהלך תקופת השירות.`,
          html`ההחלפה כוללת את השמשה, חומרי ההדבקה והאטימה ועבודת ההתקנה.`,
        ]
      : [
          html`הכיסוי כולל תיקון או החלפה של פנסי הכלי המבוטח — פנסים ראשיים, אחוריים, פנסי עבודה ואיתות — ושל מראותיו, שנסדקו או נשברו במהלך תקופת השירות.`,
          html`ההחלפה כוללת את הפנס או המראה, זרועות ותושבות שנפגעו באותו אירוע ועבודת ההתקנה.`,
        ];
  return [
    ...covered,
    html`תקרת הכיסוי היא עד ${money(policyCoverageLimit)} לכל תקופת השירות.`,
    html`בכל אירוע משלם המבוטח השתתפות עצמית של ${money(deductible)}.`,
    html`השירות ניתן באחת מ־4 ניידות השירות שלנו, בשטח או במקום שיתואם, לאחר פתיחת קריאת שירות באתר או בטלפון.`,
    html`הכיסוי אינו כולל נזק שנגרם בכוונה, שימוש בכלי שלא למטרתו, בלאי רגיל, ונזק לחלקים שאינם ${type === 'windows' ? 'שמשות' : 'פנסים ומראות'}.`,
    html`השירות ניתן רק בתקופה הנקובה במסמך זה, כל עוד המנוי פעיל ולא בוטל.`,
  ];
}

interface Field {
  label: string;
  value: HtmlValue;
}

const isEmpty = (value: HtmlValue) =>
  value === null || value === undefined || value === '' || (value instanceof SafeHtml && value.value === '');

function fields(title: string, rows: Field[]): SafeHtml {
  return html`<section class="card">
  <h2>${title}</h2>
  <dl>${rows.map(
    (row) =>
      html`<div class="field"><dt>${row.label}</dt><dd>${isEmpty(row.value) ? '—' : row.value}</dd></div>`,
  )}</dl>
</section>`;
}

const css = `
.header{background:#12355b;color:#fff;border-radius:6px;padding:14px 18px;display:flex;
  justify-content:space-between;align-items:center;gap:16px}
.brand{font-size:19pt;font-weight:700;line-height:1.2}
.brand-line{font-size:9.5pt;opacity:.9;margin-top:2px}
.brand-contacts{font-size:8.5pt;margin-top:2px}
.highlights{display:flex;flex-direction:column;gap:3px;font-size:9pt;text-align:end}
.highlights span{background:rgba(255,255,255,.14);border-radius:4px;padding:1px 8px}
.title{display:flex;justify-content:space-between;align-items:flex-end;margin:16px 2px 12px;
  border-bottom:2px solid #12355b;padding-bottom:8px}
h1{font-size:17pt;font-weight:700;color:#12355b}
.number{font-size:11pt;margin-top:2px}
.meta{text-align:end;font-size:9.5pt;line-height:1.6}
.status{display:inline-block;border-radius:10px;padding:0 10px;font-weight:700;font-size:9pt}
.status-active{background:#dcf5e3;color:#135c2c}.status-pending{background:#fff1d6;color:#7a4a00}
.status-cancelled,.status-ended{background:#fde2e1;color:#8a1c1c}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.card{border:1px solid #d5dbe3;border-radius:6px;padding:8px 12px;break-inside:avoid}
h2{font-size:11pt;font-weight:700;color:#12355b;margin-bottom:4px}
dl{margin:0;display:grid;grid-template-columns:1fr 1fr;column-gap:12px}
.field{padding:3px 0;border-bottom:1px dotted #e2e6ec}
dt{font-size:8.5pt;color:#5b6675}
dd{margin:0;font-weight:700;overflow-wrap:anywhere}
.coverage{margin-top:10px;break-inside:avoid}
.coverage ol{margin:4px 0 0;padding-inline-start:18px}
.coverage li{margin-bottom:3px}
.limit{font-weight:700}
.closed{margin-top:10px;border-color:#e8b4b4;background:#fff6f6}
.footer{margin-top:14px;border-top:1px solid #d5dbe3;padding-top:6px;font-size:8.5pt;color:#5b6675;
  display:flex;justify-content:space-between;gap:12px;break-inside:avoid}
`;

export interface PolicyDocumentOptions {
  issuedOn: string;
  /**
   * The business block the page opens and ends with: the business details settings (ADR 0025);
   * the install's defaults when not given.
   */
  business?: PrintedBusiness;
}

/** The subscription (policy) document: Hebrew, right to left, A4 (spec 1 §1, §3, §7). */
export function policyDocumentHtml(policy: Policy, options: PolicyDocumentOptions): string {
  const { userInformation: insured, machine, policyProduct: product } = policy;
  const isBusiness = insured.userType === 'business';
  const business = options.business ?? fallbackPrintedBusiness;
  const contacts = printedBusinessContacts(business);

  const body = html`
<header class="header">
  <div>
    <div class="brand">${business.name}</div>
    ${business.tagline ? html`<div class="brand-line">${business.tagline}</div>` : null}
    ${contacts.length > 0 ? html`<div class="brand-contacts">${dotted(contacts)}</div>` : null}
  </div>
  ${
    business.highlights.length > 0
      ? html`<div class="highlights">${business.highlights.map((item) => html`<span>${item}</span>`)}</div>`
      : null
  }
</header>

<div class="title">
  <div>
    <h1>כתב שירות / פוליסה</h1>
    <div class="number">מספר פוליסה: <strong>${ltr(policy.policyNumber)}</strong></div>
  </div>
  <div class="meta">
    <div>סטטוס: <span class="status status-${policy.status}">${statusLabels[policy.status]}</span></div>
    <div>תאריך הפקה: ${ltr(formatDisplayDate(options.issuedOn))}</div>
  </div>
</div>

<div class="grid">
  ${fields('פרטי המבוטח', [
    { label: isBusiness ? 'שם העסק' : 'שם המבוטח', value: insured.name },
    { label: isBusiness ? 'ח״פ / ע״מ' : 'תעודת זהות', value: ltr(insured.userId) },
    { label: 'טלפון', value: ltr(insured.phoneNumber && formatLocalPhone(insured.phoneNumber)) },
    { label: 'דוא״ל', value: ltr(insured.email) },
    { label: 'כתובת', value: insured.address },
    { label: 'עיר', value: insured.city },
    { label: 'מיקוד', value: ltr(insured.postalCode) },
    { label: 'ארץ', value: insured.country },
  ])}
  ${fields('פרטי הכלי', [
    { label: 'יצרן', value: machine.machine },
    { label: 'דגם', value: machine.model },
    { label: 'שנת ייצור', value: ltr(machine.year) },
    { label: 'מספר רישוי', value: ltr(machine.tractorNumber) },
    { label: 'מספר שלדה', value: ltr(machine.vinNumber) },
    { label: 'תיאור', value: machine.description },
  ])}
  ${fields('המוצר', [
    { label: 'שם המוצר', value: product.policyName },
    { label: 'סוג כיסוי', value: typeLabels[product.type] },
    { label: 'מק״ט', value: ltr(product.policyNumber) },
    { label: 'סוג שירות', value: product.policyType },
    { label: 'מחיר שנתי', value: money(product.policyPrice) },
    { label: 'השתתפות עצמית', value: money(product.deductible) },
  ])}
  ${fields('תקופת השירות', [
    { label: 'מתאריך', value: ltr(formatDisplayDate(policy.createdAt)) },
    { label: 'עד תאריך', value: ltr(formatDisplayDate(policy.expiredAt)) },
    { label: 'תקרת הכיסוי', value: money(policyCoverageLimit) },
  ])}
</div>

<section class="card coverage">
  <h2>היקף הכיסוי — ${typeLabels[product.type]}</h2>
  <p class="limit">כיסוי עד ${money(policyCoverageLimit)} לתיקון או להחלפה של ${typeLabels[product.type]} בכלי המבוטח.</p>
  <ol>${coverageClauses(product.type, product.deductible).map((clause) => html`<li>${clause}</li>`)}</ol>
</section>

${
  policy.status === 'cancelled' && policy.closeReason
    ? html`<section class="card closed"><h2>המנוי בוטל</h2><p>סיבת הביטול: ${policy.closeReason}</p></section>`
    : null
}

<footer class="footer">
  <span>מסמך זה הופק ב־${ltr(formatDisplayDate(options.issuedOn))} והוא אישור על מנוי השירות שפרטיו לעיל.</span>
  <span>${printedBusinessFooter(business)}</span>
</footer>`;

  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: `כתב שירות ${policy.policyNumber}`,
    css,
    body,
  });
}

export async function renderPolicyPdf(
  engine: PdfEngine,
  policy: Policy,
  issuedOn: string,
  business?: PrintedBusiness,
): Promise<Buffer> {
  return engine.render(policyDocumentHtml(policy, { issuedOn, business }));
}
