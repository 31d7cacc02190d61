import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DevelopmentSmsSender, HttpSmsSender } from './sms-sender';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in gateway on loopback that records what it received and answers with `status`. */
async function gateway(status: number) {
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

describe('sms: senders', () => {
  it('the HTTP gateway adapter posts {to, from, text} with the Bearer token', async () => {
    const { url, received } = await gateway(202);
    await new HttpSmsSender(url, 'secret-token', 'TractorGlass').send(
      '+972501234567',
      'Your sign-in code: 123456',
    );
    expect(received).toEqual([
      {
        headers: expect.objectContaining({
          authorization: 'Bearer secret-token',
          'content-type': 'application/json',
        }),
        body: { to: '+972501234567', from: 'TractorGlass', text: 'Your sign-in code: 123456' },
      },
    ]);
  });

  it('the HTTP gateway adapter reports a refusal', async () => {
    const { url } = await gateway(500);
    await expect(new HttpSmsSender(url, undefined, 'X').send('+972501234567', 'hi')).rejects.toThrow(/500/);
  });

  it('the development sender keeps an outbox and prints the message', async () => {
    const printed: string[] = [];
    const sender = new DevelopmentSmsSender((line) => printed.push(line));
    await sender.send('+972501234567', 'code 111111');
    await sender.send('+972501234567', 'code 222222');
    expect(sender.lastTo('+972501234567')?.text).toBe('code 222222');
    expect(printed).toHaveLength(2);
  });
});
