import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Sends e-mail (issue 17: a new lead's notice to the office). The product ships a development
 * sender and an HTTP mail-API adapter, as it does for SMS (platform/sms/sms-sender.ts).
 */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: the notices are short and read on a phone. */
  text: string;
}

export interface OutboxMail extends MailMessage {
  at: Date;
}

/**
 * For development and tests: nothing leaves the machine. The message is printed, kept in an
 * outbox that tests read and, when a mailbox directory is given (DATA_DIR/mailbox), written there
 * as one `.eml` file a developer can open with any mail reader.
 */
export class DevelopmentMailSender implements MailSender {
  readonly outbox: OutboxMail[] = [];

  constructor(
    private readonly print: (line: string) => void = () => {},
    private readonly mailboxDir?: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const at = new Date();
    this.outbox.push({ ...message, at });
    if (this.outbox.length > 1000) this.outbox.shift();
    this.print(`[development e-mail] to ${message.to}: ${message.subject}`);
    if (!this.mailboxDir) return;
    await mkdir(this.mailboxDir, { recursive: true });
    const name = `${at.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
    await writeFile(path.join(this.mailboxDir, name), toEml(message, at), 'utf8');
  }

  lastTo(address: string): OutboxMail | undefined {
    return this.outbox.findLast((message) => message.to === address);
  }
}

/** RFC 5322 with a UTF-8 subject (RFC 2047), enough for a mail reader to show Hebrew and Arabic. */
export function toEml(message: MailMessage, at: Date): string {
  const subject = `=?UTF-8?B?${Buffer.from(message.subject, 'utf8').toString('base64')}?=`;
  return [
    `To: ${message.to}`,
    `Subject: ${subject}`,
    `Date: ${at.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/**
 * A JSON-over-HTTP mail API: POST {from, to, subject, text} with a Bearer token. Transactional
 * mail services offer such an endpoint (or a relay in front of SMTP does); Node has no SMTP client
 * of its own and the product adds no mail library for one short notice. A provider with another
 * shape gets its own small adapter beside this one.
 */
export class HttpMailSender implements MailSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ from: this.from, to: message.to, subject: message.subject, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Mail API answered ${response.status}`);
  }
}

/** The sender the config names: the mail API when MAIL_API_URL is set, else the development one. */
export function mailSenderFor(
  mail: { apiUrl: string | undefined; apiToken: string | undefined; from: string },
  dataDir: string,
  print: (line: string) => void,
): MailSender {
  return mail.apiUrl !== undefined
    ? new HttpMailSender(mail.apiUrl, mail.apiToken, mail.from)
    : new DevelopmentMailSender(print, path.join(dataDir, 'mailbox'));
}
