import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingEndpoint } from '../../../test/recording-endpoint';
import { loadConfig } from '../config';
import { DevelopmentMailSender, HttpMailSender, mailSenderFor } from './mail-sender';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const message = { to: 'office@example.com', subject: 'פנייה חדשה 1001', text: 'שם: דנה' };

describe('mail: senders', () => {
  it('the mail API adapter posts {from, to, subject, text} with the Bearer token', async () => {
    const { url, received } = await recordingEndpoint(202);
    await new HttpMailSender(url, 'secret-token', 'Shop <no-reply@shop.example>').send(message);
    expect(received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer secret-token' }),
        body: { from: 'Shop <no-reply@shop.example>', ...message },
      },
    ]);
  });

  it('the mail API adapter reports a refusal', async () => {
    const { url } = await recordingEndpoint(500);
    await expect(new HttpMailSender(url, undefined, 'x@y.z').send(message)).rejects.toThrow(/500/);
  });

  it('the development sender prints, keeps an outbox and writes an .eml a mail reader opens', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tg-mailbox-'));
    dirs.push(dir);
    const printed: string[] = [];
    const sender = new DevelopmentMailSender((line) => printed.push(line), path.join(dir, 'mailbox'));
    await sender.send(message);
    expect(sender.lastTo('office@example.com')?.subject).toBe('פנייה חדשה 1001');
    expect(printed).toEqual(['[development e-mail] to office@example.com: פנייה חדשה 1001']);
    const [file] = readdirSync(path.join(dir, 'mailbox'));
    const eml = readFileSync(path.join(dir, 'mailbox', file as string), 'utf8');
    expect(eml).toContain('To: office@example.com\r\n');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('פנייה חדשה 1001').toString('base64')}?=`);
    expect(eml).toContain('charset=UTF-8');
    expect(eml).toContain('שם: דנה');
  });

  it('the config chooses the mail API when MAIL_API_URL is set, the mailbox under DATA_DIR otherwise', () => {
    const local = loadConfig({ DATA_DIR: '/tmp/tg-data' });
    expect(local.mail).toEqual({ apiUrl: undefined, apiToken: undefined, from: expect.any(String) });
    expect(mailSenderFor(local.mail, local.dataDir, () => {})).toBeInstanceOf(DevelopmentMailSender);
    const remote = loadConfig({ MAIL_API_URL: 'https://mail.example/send', MAIL_FROM: 'a@b.example' });
    expect(mailSenderFor(remote.mail, remote.dataDir, () => {})).toBeInstanceOf(HttpMailSender);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(() => loadConfig({ MAIL_API_URL: 'not a url' })).toThrow(/MAIL_API_URL/);
  });
});
