import { describe, expect, it } from 'vitest';
import { recordingEndpoint } from '../../../test/recording-endpoint';
import { DevelopmentSmsSender, HttpSmsSender } from './sms-sender';

describe('sms: senders', () => {
  it('the HTTP gateway adapter posts {to, from, text} with the Bearer token', async () => {
    const { url, received } = await recordingEndpoint(202);
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
    const { url } = await recordingEndpoint(500);
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
