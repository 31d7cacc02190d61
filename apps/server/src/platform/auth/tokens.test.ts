import { accessTokenLifetimeSeconds } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens';

const claims = { userId: 'user-1', role: 'worker' as const, sessionId: 'session-1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again and again until it expires, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const tokens = new AccessTokens('a-secret-that-is-long-enough-for-hs256');
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);

    vi.setSystemTime(new Date(Date.parse('2026-11-28T10:00:00Z') + (accessTokenLifetimeSeconds - 1) * 1000));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-11-28T10:00:00Z') + accessTokenLifetimeSeconds * 1000));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token with a changed signature or payload, even after the true one was accepted', async () => {
    const tokens = new AccessTokens('a-secret-that-is-long-enough-for-hs256');
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);

    const [header, payload, signature = ''] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
  });

  it('refuses a token another server secret signed', async () => {
    const { token } = await new AccessTokens('another-secret-that-is-long-enough-too').issue(claims);
    expect(await new AccessTokens('a-secret-that-is-long-enough-for-hs256').verify(token)).toBeNull();
  });
});
