import type { DocCategory, NotificationKind, NotificationParams } from '@tg/domain';

/**
 * The words of an SMS or e-mail for a notification (issue 18). The bell's text is written by the
 * web in the reader's language; a message that leaves the product needs its words here, and the
 * office works in Hebrew (the product's default language), as the lead notices do.
 */
const documentNames: Record<DocCategory, string> = {
  priceQuote: 'הצעת מחיר',
  workCard: 'כרטיס עבודה',
  shippingCertificate: 'תעודת משלוח',
};

const text = (value: string | number | undefined) => String(value ?? '');

const sentences: Record<NotificationKind, (params: NotificationParams) => string> = {
  subscriptionAwaitingApproval: (p) => `מנוי ${text(p.number)} של ${text(p.name)} ממתין לאישור`,
  serviceCallAwaitingApproval: (p) => `קריאת שירות ${text(p.number)} של ${text(p.name)} ממתינה לאישור`,
  documentAssigned: (p) =>
    `${documentNames[p.category as DocCategory] ?? 'מסמך'} ${text(p.number)} הוקצה לך${p.name ? ` (${text(p.name)})` : ''}`,
  newLead: (p) => `פנייה חדשה ${text(p.number)} מאת ${text(p.name)}`,
  stockTransferIn: (p) =>
    `הועברו ${text(p.count)} יח' של ${text(p.catalogNumber)} למחסן ${text(p.warehouse)}`,
};

/** One line for an SMS and a subject and body for an e-mail; the link when the app has an address. */
export function noticeTexts(
  kind: NotificationKind,
  params: NotificationParams,
  link: string | null,
): { sms: string; subject: string; text: string } {
  const sentence = sentences[kind](params);
  return {
    sms: link ? `${sentence}\n${link}` : sentence,
    subject: sentence,
    text: link ? `${sentence}\n\n${link}` : sentence,
  };
}
