import {
  type DocCategory,
  documentTotals,
  documentVatPercent,
  formatDocumentShekels,
  lineAmounts,
  type ParsedDocumentInput,
} from '@tg/domain';
import { type HtmlValue, html, ltr, SafeHtml } from '../../platform/pdf/html';
import type { PdfEngine, PdfRenderOptions } from '../../platform/pdf/pdf-engine';
import { printableDocument } from '../../platform/pdf/printable-document';
import {
  dotted,
  fallbackPrintedBusiness,
  type PrintedBusiness,
  printedBusinessContacts,
  printedBusinessFooter,
} from '../business-details/business-details.print';
import { damageReportCss, damageReportSection } from './damage-report-pdf';
import { hasInjuredPersons, personalAccidentsCss, personalAccidentsSection } from './personal-accidents-pdf';

/**
 * The printed business document (spec 2 §4 "PDF creation", issue 15 "PDFs"): a price quote, work
 * card or shipping certificate on A4, Hebrew right to left, every number, phone, plate and amount
 * isolated left to right. An original is marked "מקור", a copy "העתק נאמן למקור".
 */

export const documentTitles: Record<DocCategory, string> = {
  priceQuote: 'הצעת מחיר',
  workCard: 'כרטיס עבודה',
  shippingCertificate: 'תעודת משלוח',
};

/** Which of the two stored PDFs: the original made when the document was issued, or a true copy. */
export type PdfVariant = 'original' | 'copy';

export const variantMarks: Record<PdfVariant, string> = {
  original: 'מקור',
  copy: 'העתק נאמן למקור',
};

/** What the page prints: a stored document, or what the modal sent for a preview. */
export type PrintedDocument = Pick<
  ParsedDocumentInput,
  | 'userInformation'
  | 'billingCustomer'
  | 'machine'
  | 'contactDetails'
  | 'shippingAddress'
  | 'comments'
  | 'purchaseOrder'
  | 'deliveyTime'
  | 'isPriceVisible'
  | 'isDocWithoutVat'
  | 'isDocWithoutMachine'
  | 'customerSignature'
  | 'damageReport'
  | 'personalAccidents'
> & {
  category: DocCategory;
  /** Null for a preview of a document not issued yet. */
  docId: number | null;
  /** dd/MM/yyyy. */
  date: string;
  products: ReadonlyArray<PrintedLine>;
  works: ReadonlyArray<PrintedLine>;
  /** The document's VAT percent (ADR 0035); 18 when not given. */
  vatPercent?: number | null;
};

type PrintedLine = Pick<
  ParsedDocumentInput['products'][number],
  | 'catalogNumber'
  | 'name'
  | 'generalName'
  | 'isGeneralName'
  | 'isCatalogNumVisible'
  | 'quantity'
  | 'price'
  | 'discount'
>;

export interface DocumentPdfOptions {
  variant: PdfVariant;
  /**
   * The business block the page opens and ends with: the business details settings (ADR 0025);
   * the install's defaults when not given.
   */
  business?: PrintedBusiness;
  /** A free line printed under the title (generatePdf's headerText). */
  headerText?: string;
  /** Marks the page as a preview of what is on screen, not a stored document. */
  isPreview?: boolean;
  /** dd/MM/yyyy: the day this PDF was made. */
  printedOn: string;
}

const money = (amount: number) => ltr(formatDocumentShekels(amount));
const percent = (value: number) => ltr(`${value}%`);

const isEmpty = (value: HtmlValue) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (value instanceof SafeHtml && value.value === '') ||
  (Array.isArray(value) && value.length === 0);

interface Field {
  label: string;
  value: HtmlValue;
}

/** A block of labelled values; fields without a value are left out, an empty block is not printed. */
function block(title: string, rows: Field[]): SafeHtml | null {
  const shown = rows.filter((row) => !isEmpty(row.value));
  if (shown.length === 0) return null;
  return html`<section class="card">
  <h2>${title}</h2>
  <dl>${shown.map((row) => html`<div class="field"><dt>${row.label}:</dt> <dd>${row.value}</dd></div>`)}</dl>
</section>`;
}

function customerBlock(title: string, customer: PrintedDocument['userInformation']): SafeHtml | null {
  const isBusiness = customer.userType === 'business';
  return block(title, [
    { label: isBusiness ? 'שם העסק' : 'שם הלקוח', value: customer.name },
    { label: isBusiness ? 'ח״פ / ע״מ' : 'ת״ז', value: ltr(customer.userId) },
    { label: 'טלפון', value: ltr(customer.phoneNumber) },
    { label: 'דוא״ל', value: ltr(customer.email) },
    { label: 'כתובת', value: [customer.address, customer.city].filter(Boolean).join(', ') },
    { label: 'מיקוד', value: ltr(customer.postalCode) },
  ]);
}

function machineBlock(machine: PrintedDocument['machine']): SafeHtml | null {
  return block('פרטי הכלי', [
    { label: 'יצרן', value: machine.machine },
    { label: 'דגם', value: machine.model },
    { label: 'שנת ייצור', value: ltr(machine.year) },
    { label: 'מספר רישוי', value: ltr(machine.tractorNumber) },
    { label: 'מספר שלדה', value: ltr(machine.vinNumber) },
    { label: 'סוג הכלי', value: machine.sug_tzama_nm },
  ]);
}

function shippingBlock(address: PrintedDocument['shippingAddress']): SafeHtml | null {
  const street = [address.neighborhood, address.buildingNumber].filter(Boolean).join(' ');
  return block('כתובת למשלוח', [
    { label: 'עיר', value: address.city },
    { label: 'רחוב ומספר', value: street },
    { label: 'קומה', value: ltr(address.floorNumber) },
    { label: 'דירה', value: ltr(address.apartmentNumber) },
    { label: 'מיקוד', value: ltr(address.postalCode) },
    {
      label: 'מועד אספקה',
      value:
        address.shippingDate || address.hour ? ltr(`${address.shippingDate} ${address.hour}`.trim()) : '',
    },
    { label: 'הערות מיקום', value: address.locationNotes },
  ]);
}

function contactBlock(contact: PrintedDocument['contactDetails']): SafeHtml | null {
  return block('איש קשר', [
    { label: 'שם', value: contact.name },
    { label: 'טלפון', value: ltr(contact.phoneNumber) },
    { label: 'דוא״ל', value: ltr(contact.email) },
  ]);
}

const lineName = (line: PrintedLine) =>
  line.isGeneralName && line.generalName ? line.generalName : line.name;

/**
 * A cell holding a left-to-right value: the cell is its own paragraph (a grid item), so `dir`
 * isolates it without a `<bdi>`.
 */
const ltrCell = (value: string | number, className = 'num') =>
  html`<div class="${className}" dir="ltr">${String(value)}</div>`;

/**
 * The product or work lines; amounts from the domain's rule, never from what was sent. Laid out as
 * a CSS grid of plain elements rather than a `<table>`: a tagged PDF gives every table cell a
 * structure element of its own, and twenty lines of table cost about 60 KB, too much for the
 * 100 KB a page the documents must stay under. For the same reason the grid is hidden from the
 * tag tree (its text is printed as untagged, still selectable and searchable, text): each cell's
 * structure elements would otherwise cost about 40 KB for twenty lines.
 */
function linesTable(title: string, lines: ReadonlyArray<PrintedLine>, showPrices: boolean): SafeHtml | null {
  if (lines.length === 0) return null;
  const grid = showPrices ? 'lines-grid priced' : 'lines-grid';
  const head = html`<div class="row head"><div>מק״ט</div><div>תיאור</div><div class="num">כמות</div>${
    showPrices
      ? html`<div class="num">מחיר</div><div class="num">הנחה</div><div class="num">נטו</div><div class="num">סה״כ</div>`
      : null
  }</div>`;
  const rows = lines.map((line) => {
    const amounts = lineAmounts(line);
    const catalog = line.isCatalogNumVisible === false ? '' : line.catalogNumber;
    return html`<div class="row">${ltrCell(catalog, 'cat')}<div>${lineName(line)}</div>${ltrCell(amounts.quantity)}${
      showPrices
        ? html`${ltrCell(formatDocumentShekels(amounts.price))}${ltrCell(`${amounts.discount}%`)}${ltrCell(
            formatDocumentShekels(amounts.netPrice),
          )}${ltrCell(formatDocumentShekels(amounts.totalWithoutVAT))}`
        : null
    }</div>`;
  });
  return html`<section class="lines">
  <h2>${title}</h2>
  <div class="${grid}" aria-hidden="true">${head}${rows}</div>
</section>`;
}

function totalsBlock(document: PrintedDocument): SafeHtml {
  const totals = documentTotals(document);
  return html`<section class="totals">
  <div class="row"><span>סה״כ לפני מע״מ</span><span>${money(totals.linesTotal)}</span></div>
  ${
    document.isDocWithoutVat
      ? html`<div class="row"><span>המסמך ללא מע״מ</span><span></span></div>`
      : html`<div class="row"><span>מע״מ ${percent(documentVatPercent(document.vatPercent))}</span><span>${money(totals.vat)}</span></div>`
  }
  <div class="row grand"><span>סה״כ לתשלום</span><span>${money(totals.docTotalPrice)}</span></div>
</section>`;
}

/** Only a PNG or JPEG drawn on the signature pad is printed as an image. */
const signatureImage = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;

function signatureBlock(signature: PrintedDocument['customerSignature'], businessName: string): SafeHtml {
  const signed = signature?.isSignature && signatureImage.test(signature.signature) ? signature : null;
  return html`<section class="signatures">
  <div class="signature">
    <div class="sign-area">${signed ? html`<img alt="" src="${signed.signature}">` : null}</div>
    <div class="sign-label">חתימת הלקוח${signed?.name ? html`: ${signed.name}` : null}</div>
  </div>
  <div class="signature">
    <div class="sign-area">${signed?.date ? ltr(signed.date) : null}</div>
    <div class="sign-label">תאריך</div>
  </div>
  <div class="signature">
    <div class="sign-area"></div>
    <div class="sign-label">חתימה וחותמת ${businessName}</div>
  </div>
</section>`;
}

const css = `
html{font-size:9.5pt;line-height:1.35}
.header{background:#12355b;color:#fff;border-radius:6px;padding:6px 14px;display:flex;
  justify-content:space-between;align-items:center;gap:16px}
.brand{font-size:15pt;font-weight:700;line-height:1.2}
.brand-line{font-size:8.5pt;opacity:.9;margin-top:1px}
.brand-contacts{font-size:8pt;margin-top:1px}
.highlights{display:flex;flex-direction:column;gap:2px;font-size:8pt;text-align:end}
.highlights span{background:rgba(255,255,255,.14);border-radius:4px;padding:0 8px}
.title{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;margin:8px 2px 6px;
  border-bottom:2px solid #12355b;padding-bottom:6px}
h1{font-size:15pt;font-weight:700;color:#12355b}
.header-text{font-size:9.5pt;margin-top:2px}
.preview{font-size:8.5pt;color:#8a1c1c;font-weight:700}
.meta{text-align:end;font-size:9pt;line-height:1.5}
.mark{display:inline-block;border:2px solid #12355b;border-radius:4px;padding:0 10px;font-weight:700;
  color:#12355b;font-size:10.5pt;margin-bottom:2px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:5px}
.card{border:1px solid #d5dbe3;border-radius:5px;padding:3px 8px;break-inside:avoid;min-width:0}
h2{font-size:10pt;font-weight:700;color:#12355b;margin-bottom:1px}
dl{margin:0;line-height:1.35}
.field{display:inline-block;max-width:100%;margin-inline-end:14px}
dt{display:inline;font-size:7.5pt;color:#5b6675}
dd{display:inline;margin:0;font-weight:700;overflow-wrap:anywhere}
bdi{white-space:nowrap}
.lines{margin-top:5px}
.lines-grid{border:1px solid #d5dbe3;border-block-end:0;font-size:8.5pt;line-height:1.25}
.lines-grid .row{display:grid;grid-template-columns:16% 1fr 8%;border-block-end:1px solid #d5dbe3;
  break-inside:avoid}
.lines-grid.priced .row{grid-template-columns:12% 1fr 6% 10% 6% 10% 11%}
.lines-grid .row>div{padding:1px 4px;border-inline-start:1px solid #d5dbe3;min-width:0;overflow-wrap:anywhere}
.lines-grid .row>div:first-child{border-inline-start:0}
.lines-grid .head{background:#eef2f7;font-weight:700}
.lines-grid .num{white-space:nowrap}
.lines-grid [dir="ltr"]{text-align:start}
.lines-grid .head .num{text-align:end}
.lines-grid .row>.cat{text-align:end}
.totals{margin-top:5px;margin-inline-start:auto;width:40%;border:1px solid #d5dbe3;border-radius:5px;
  padding:2px 10px;break-inside:avoid}
.totals .row{display:flex;justify-content:space-between;padding:0}
.totals .grand{border-top:1px solid #12355b;margin-top:2px;padding-top:3px;font-weight:700;font-size:11pt}
.notes{margin-top:5px;break-inside:avoid}
.notes p{white-space:pre-wrap;overflow-wrap:anywhere;border:1px solid #d5dbe3;border-radius:5px;padding:2px 8px}
.signatures{display:flex;gap:24px;margin-top:8px;break-inside:avoid}
.signature{flex:1 1 0}
.sign-area{border-bottom:1px solid #1c2430;height:36px;display:flex;align-items:flex-end}
.sign-area img{width:120px;height:35px;object-fit:contain}
.sign-label{font-size:8pt;color:#5b6675;margin-top:2px}
.footer{margin-top:6px;border-top:1px solid #d5dbe3;padding-top:4px;font-size:7.5pt;color:#5b6675;
  display:flex;justify-content:space-between;gap:12px;break-inside:avoid}
`;

/**
 * The document's printable page (a complete HTML page for the PDF engine); a car-accident form,
 * when the document has one, follows on a page of its own, and so do the persons injured (ADR 0026).
 */
export function documentPdfHtml(document: PrintedDocument, options: DocumentPdfOptions): string {
  const title = documentTitles[document.category];
  const showPrices = document.isPriceVisible !== false;
  const showShipping = document.category !== 'priceQuote';
  const billing = document.billingCustomer;
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
    <h1>${title}${document.docId ? html` מס׳ ${ltr(document.docId)}` : null}</h1>
    ${options.headerText ? html`<div class="header-text">${options.headerText}</div>` : null}
    ${options.isPreview ? html`<div class="preview">תצוגה מקדימה — אינו מסמך מקורי</div>` : null}
  </div>
  <div class="meta">
    <div class="mark">${variantMarks[options.variant]}</div>
    <div>תאריך: ${ltr(document.date)}</div>
    ${document.purchaseOrder ? html`<div>הזמנת רכש: ${ltr(document.purchaseOrder)}</div>` : null}
  </div>
</div>

<div class="grid">
  ${customerBlock('פרטי הלקוח', document.userInformation)}
  ${billing.showCustomerDetails && billing.name ? customerBlock('לקוח לחיוב', billing) : null}
  ${document.isDocWithoutMachine ? null : machineBlock(document.machine)}
  ${showShipping ? shippingBlock(document.shippingAddress) : null}
  ${contactBlock(document.contactDetails)}
</div>

${linesTable('מוצרים', document.products, showPrices)}
${linesTable('עבודות', document.works, showPrices)}
${showPrices ? totalsBlock(document) : null}

${
  document.comments || document.deliveyTime
    ? html`<section class="notes">
  <h2>הערות</h2>
  <p>${document.comments}${document.comments && document.deliveyTime ? '\n' : ''}${
    document.deliveyTime ? `זמן אספקה: ${document.deliveyTime}` : ''
  }</p>
</section>`
    : null
}

${signatureBlock(document.customerSignature, business.name)}

<footer class="footer">
  <span>${title}${document.docId ? html` ${ltr(document.docId)}` : null} · ${variantMarks[options.variant]} · הופק ב־${ltr(options.printedOn)}</span>
  <span>${printedBusinessFooter(business)}</span>
</footer>
${
  document.damageReport
    ? damageReportSection(document.damageReport, {
        document: document.docId ? { categoryName: title, docId: document.docId } : undefined,
        newPage: true,
      })
    : null
}
${
  document.personalAccidents && hasInjuredPersons(document.personalAccidents)
    ? personalAccidentsSection(document.personalAccidents, {
        document: document.docId ? { categoryName: title, docId: document.docId } : undefined,
        accidentDate: document.damageReport?.accidentDetails.accidentDate || undefined,
        newPage: true,
      })
    : null
}`;

  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: `${title}${document.docId ? ` ${document.docId}` : ''} - ${variantMarks[options.variant]}`,
    css:
      css +
      (document.damageReport ? damageReportCss : '') +
      (hasInjuredPersons(document.personalAccidents) ? personalAccidentsCss : ''),
    body,
  });
}

/** The file name a stored or previewed PDF is given ("priceQuote-12.pdf", "priceQuote-12-copy.pdf"). */
export function documentPdfFileName(category: DocCategory, docId: number | null, variant: PdfVariant) {
  return `${category}-${docId ?? 'preview'}${variant === 'copy' ? '-copy' : ''}.pdf`;
}

export async function renderDocumentPdf(
  engine: PdfEngine,
  document: PrintedDocument,
  options: DocumentPdfOptions,
  renderOptions: PdfRenderOptions = {},
): Promise<Buffer> {
  return engine.render(documentPdfHtml(document, options), renderOptions);
}
