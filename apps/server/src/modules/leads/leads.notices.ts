import { formatLocalPhone, type LeadNoticeLanguage, type LeadNotices } from '@tg/domain';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { phrasesFor } from './lead-notice-texts';

/** The back-office's leads page; `?lead=` opens the lead's dialog. */
export const leadsPagePath = '/dashboard/worker/operations/leads';

/** What a notice tells of a new lead. */
export interface NoticeLead {
  id: string;
  leadNumber: number;
  name: string;
  phoneNumber: string;
  tractorNumber: string;
  vinNumber: string;
  message: string;
  productName: string;
  productCatalogNumber: string;
}

export interface LeadNoticeDeps {
  sms: SmsSender;
  mail: MailSender;
  /**
   * Where notices go and in which language: the admin's setting in the business details, read for
   * each lead.
   */
  recipients: () => Promise<LeadNotices>;
  /** The app's public address (PUBLIC_URL); null: the notice names the lead's number only. */
  publicUrl: string | null;
  /** A notice that could not be sent: logged, never the visitor's problem. */
  onFailure: (error: unknown, channel: 'sms' | 'email' | 'settings' | 'notice') => void;
}

const shorten = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A sender that throws before its promise is still a failed promise. */
const attempt = (send: () => Promise<void>) => Promise.resolve().then(send);

export function leadLink(publicUrl: string | null, leadId: string): string | null {
  return publicUrl ? `${publicUrl}${leadsPagePath}?lead=${encodeURIComponent(leadId)}` : null;
}

/**
 * The notice's words, in the language the office chose (lead-notice-texts.ts): the lead's number,
 * who asked, their phone, what about (the product, the machine, the message's start) and the link
 * to the lead. The SMS is one line kept short; the e-mail has the whole message. What the visitor
 * typed is sent as typed.
 */
export function leadNoticeTexts(lead: NoticeLead, link: string | null, language: LeadNoticeLanguage) {
  const words = phrasesFor(language);
  const phone = formatLocalPhone(lead.phoneNumber);
  const machine = [lead.tractorNumber, lead.vinNumber].filter(Boolean).join(' / ');
  const product = lead.productName
    ? `${lead.productName}${lead.productCatalogNumber ? ` (${lead.productCatalogNumber})` : ''}`
    : '';
  const about = [product, machine ? `${words.machine} ${machine}` : '', lead.message]
    .filter(Boolean)
    .join(' · ');
  const sms = [
    `${words.newRequest(lead.leadNumber)}: ${shorten(lead.name, 40)}${words.comma}${phone}`,
    about ? shorten(about, 80) : '',
    link ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  const subject = `${words.newRequest(lead.leadNumber)}: ${shorten(lead.name, 60)}`;
  const text = [
    words.newRequestLine(lead.leadNumber),
    '',
    `${words.name}: ${lead.name}`,
    `${words.phone}: ${phone}`,
    product ? `${words.product}: ${product}` : '',
    machine ? `${words.machine}: ${machine}` : '',
    lead.message ? `\n${lead.message}\n` : '',
    link ? `${words.openRequest} ${link}` : words.waitsInList,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  return { sms, subject, text };
}

/**
 * A new lead's notice (issue 17): once, after the lead is committed, to the phones and the e-mail
 * address the admin chose, in the language the admin chose. Each recipient is tried on its own; a
 * failure is reported to `onFailure` and never reaches the visitor, whose request is already stored.
 */
export function createLeadNotices(deps: LeadNoticeDeps) {
  return {
    async send(lead: NoticeLead): Promise<void> {
      let recipients: LeadNotices;
      try {
        recipients = await deps.recipients();
      } catch (error) {
        deps.onFailure(error, 'settings');
        return;
      }
      if (recipients.phones.length === 0 && !recipients.email) return;
      let texts: ReturnType<typeof leadNoticeTexts>;
      try {
        texts = leadNoticeTexts(lead, leadLink(deps.publicUrl, lead.id), recipients.language);
      } catch (error) {
        // Never a rejection: the caller does not wait, so nothing may go unhandled.
        deps.onFailure(error, 'notice');
        return;
      }
      const { sms, subject, text } = texts;
      const sending = [
        ...recipients.phones.map((phone) =>
          attempt(() => deps.sms.send(phone, sms)).catch((error: unknown) => deps.onFailure(error, 'sms')),
        ),
        ...(recipients.email
          ? [
              attempt(() => deps.mail.send({ to: recipients.email, subject, text })).catch((error: unknown) =>
                deps.onFailure(error, 'email'),
              ),
            ]
          : []),
      ];
      await Promise.all(sending);
    },
  };
}
export type LeadNoticesSender = ReturnType<typeof createLeadNotices>;
