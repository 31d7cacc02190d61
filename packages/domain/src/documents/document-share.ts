import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { normalizePhone } from '../common/phone';
import { validators } from '../common/validators';
import { docCategorySchema } from './document.schema';
import type { DocCategory } from './document-readiness';
import { formatDocumentShekels } from './document-totals';

/**
 * Sharing a document with its customer (spec 2 §2 share dialog, §7 "A share link opens a mail
 * compose window or a chat web page with text and PDF link. The chat text embeds bank payment
 * details"). One rule for the text, the chat link and the e-mail link, used by the web's share
 * dialog.
 *
 * The message is written in Hebrew whatever language the person sharing reads: it goes to the
 * customer, and the PDF it links to is Hebrew too.
 */

/** A document's title as printed on its PDF. */
export const documentShareTitles: Record<DocCategory, string> = {
  priceQuote: 'הצעת מחיר',
  workCard: 'כרטיס עבודה',
  shippingCertificate: 'תעודת משלוח',
};

/** The bank details the business gives for payment (business details settings). */
export interface ShareBankDetails {
  bankName?: string | null;
  branchNumber?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
}

export interface DocumentShareInput {
  /** The business's name, as its customers know it. */
  businessName: string;
  category: DocCategory;
  docId: number;
  /** The customer the document is for; the greeting leaves it out when empty. */
  customerName?: string | null;
  /** `docTotalPrice`: whole shekels, VAT included unless the document is without VAT. */
  total: number;
  isDocWithoutVat?: boolean;
  /** A link to the PDF the customer can open without signing in; no line without it. */
  pdfUrl?: string | null;
  /** Payment details; the message has no bank lines unless an account number is set. */
  bank?: ShareBankDetails | null;
}

export interface DocumentShareMessage {
  /** The e-mail's subject. */
  subject: string;
  /** The chat message, and the e-mail's body. */
  text: string;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The bank lines, or none when no account to pay into is set. */
function bankLines(bank: ShareBankDetails | null | undefined): string[] {
  if (!bank || !clean(bank.accountNumber)) return [];
  const lines = ['פרטים להעברה בנקאית:'];
  if (clean(bank.bankName)) lines.push(`בנק: ${clean(bank.bankName)}`);
  if (clean(bank.branchNumber)) lines.push(`סניף: ${clean(bank.branchNumber)}`);
  lines.push(`מספר חשבון: ${clean(bank.accountNumber)}`);
  if (clean(bank.accountName)) lines.push(`על שם: ${clean(bank.accountName)}`);
  return lines;
}

/**
 * The message a customer gets with a document: who sends it, the document's type and number, its
 * total in shekels (with or without VAT), the PDF link, and how to pay by bank transfer.
 */
export function documentShareMessage(input: DocumentShareInput): DocumentShareMessage {
  const business = clean(input.businessName);
  const title = documentShareTitles[input.category];
  const customer = clean(input.customerName);
  const vat = input.isDocWithoutVat ? 'ללא מע״מ' : 'כולל מע״מ';
  const link = clean(input.pdfUrl);
  const bank = bankLines(input.bank);
  const paragraphs = [
    [
      customer ? `שלום ${customer},` : 'שלום,',
      `להלן ${title} מספר ${input.docId}${business ? ` מאת ${business}` : ''}.`,
      `סה״כ: ${formatDocumentShekels(input.total)} (${vat})`,
    ],
    link ? ['לצפייה במסמך (PDF):', link] : [],
    bank,
    [business ? `תודה, ${business}` : 'תודה'],
  ].filter((paragraph) => paragraph.length > 0);
  return {
    subject: `${title} מספר ${input.docId}${business ? ` - ${business}` : ''}`,
    text: paragraphs.map((paragraph) => paragraph.join('\n')).join('\n\n'),
  };
}

/** The phone number in international digits as chat links want it (972501234567), or null. */
export function chatPhoneDigits(phone: string | null | undefined): string | null {
  const international = normalizePhone(clean(phone));
  return international ? international.replace(/^\+/, '') : null;
}

/** A chat link (wa.me) that opens a conversation with the number and the text typed in, or null. */
export function chatShareLink(phone: string | null | undefined, text: string): string | null {
  const digits = chatPhoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/**
 * A mailto link with the subject and body filled in, or null without a valid address. Lines end
 * with CRLF, as mailto bodies should (RFC 6068).
 */
export function mailShareLink(
  email: string | null | undefined,
  subject: string,
  body: string,
): string | null {
  const address = clean(email);
  if (!address || !validators.email(address) || /[?&#%,]/.test(address)) return null;
  const encodedBody = encodeURIComponent(body.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodedBody}`;
}

/** Where a document is sent: its customer's phone and e-mail, else its contact person's. */
export function shareRecipient(doc: {
  userInformation?: { phoneNumber?: string | null; email?: string | null } | null;
  contactDetails?: { phoneNumber?: string | null; email?: string | null } | null;
}): { phone: string; email: string } {
  return {
    phone: clean(doc.userInformation?.phoneNumber) || clean(doc.contactDetails?.phoneNumber),
    email: clean(doc.userInformation?.email) || clean(doc.contactDetails?.email),
  };
}

/**
 * How long a shared PDF link opens the document's original (ADR 0022, PDFs): long enough for a
 * customer to open it days after the message, short enough that a forwarded link dies.
 */
export const shareLinkLifetimeDays = 7;

/** shareLink: the stored document whose original PDF is shared. */
export const shareLinkRequestSchema = z.object({
  category: docCategorySchema,
  docId: z.coerce.number({ error: m.missingItemId }).int().min(1, { error: m.missingItemId }),
});
export type ShareLinkRequest = z.input<typeof shareLinkRequestSchema>;

/**
 * A link that opens the original PDF without signing in until `expiresAt` (ISO 8601); null when
 * the stored address is not one this system signs (a document converted from the old system).
 */
export const shareLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string().nullable(),
});
export type ShareLink = z.output<typeof shareLinkSchema>;
