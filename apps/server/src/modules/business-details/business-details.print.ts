import { type BusinessDetails, formatLocalPhone } from '@tg/domain';
import { html, ltr, type SafeHtml } from '../../platform/pdf/html';
import { defaultBusinessDetails } from './business-details.defaults';

/** What a printed page shows of the business: the record, or the part of it a template needs. */
export type PrintedBusiness = Pick<
  BusinessDetails,
  'name' | 'tagline' | 'highlights' | 'registrationNumber' | 'phone' | 'email' | 'address'
>;

/**
 * The business a template prints when its caller gives none: the install's defaults. The app
 * always passes the stored record; this keeps a template callable on its own (tests, benches).
 */
export const fallbackPrintedBusiness: PrintedBusiness = defaultBusinessDetails;

/**
 * The business's contact items a PDF prints under its name and in its footer, each only when set:
 * ח.פ / ע.מ, phone (the local way, 0…), e-mail and address. Numbers and the e-mail are isolated
 * left to right inside the Hebrew line.
 */
export function printedBusinessContacts(business: PrintedBusiness): SafeHtml[] {
  const items: SafeHtml[] = [];
  if (business.registrationNumber) items.push(html`ח״פ / ע״מ ${ltr(business.registrationNumber)}`);
  if (business.phone) items.push(html`טל׳ ${ltr(printedPhone(business.phone))}`);
  if (business.email) items.push(ltr(business.email));
  if (business.address) items.push(html`${business.address}`);
  return items;
}

/** A phone the way people write it here: 04-6123456, 052-7654321; other countries as stored. */
export function printedPhone(international: string): string {
  const local = formatLocalPhone(international);
  if (/^0\d{9}$/.test(local)) return `${local.slice(0, 3)}-${local.slice(3)}`;
  if (/^0\d{8}$/.test(local)) return `${local.slice(0, 2)}-${local.slice(2)}`;
  return local;
}

/**
 * The short line a PDF's footer ends with: the name, the phone and the address when set, else the
 * first two highlights (what the footer printed before there were settings).
 */
export function printedBusinessFooter(business: PrintedBusiness): SafeHtml {
  const contacts = [
    business.phone ? ltr(printedPhone(business.phone)) : null,
    business.address ? html`${business.address}` : null,
  ].filter((item): item is SafeHtml => item !== null);
  const rest = contacts.length > 0 ? contacts : business.highlights.slice(0, 2).map((item) => html`${item}`);
  return dotted([html`${business.name}`, ...rest]);
}

/** Items joined with a middle dot, as the PDFs' header and footer lines read. */
export function dotted(items: readonly SafeHtml[]): SafeHtml {
  return html`${items.flatMap((item, index) => (index === 0 ? [item] : [html` · `, item]))}`;
}
