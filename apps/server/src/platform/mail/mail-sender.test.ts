import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DevelopmentMailSender, HttpMailSender, mailSenderFor } from './mail-sender';

const servers: ReturnType<typeof createServer>[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in mail API on loopback that records what it received and answers with `status`. */
async function mailApi(status: number) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received };
}

const message = { to: 'office@example.com', subject: 'פנייה חדשה 1001', text: 'שם: דנה' };

describe('mail: senders', () => {
  it('the mail API adapter posts {from, to, subject, text} with the Bearer token', async () => {
    const { url, received } = await mailApi(202);
    await new HttpMailSender(url, 'secret-token', 'Shop <no-reply@shop.example>').send(message);
    expect(received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer secret-token' }),
        body: { from: 'Shop <no-reply@shop.example>', ...message },
      },
    ]);
  });

  it('the mail API adapter reports a refusal', async () => {
    const { url } = await mailApi(500);
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
