import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Issue 13 item 9 (headers): over plain HTTP on a LAN address the page was blank, because the
 * CSP's `upgrade-insecure-requests` made the browser fetch the scripts over https. That directive
 * and HSTS are sent only to a request that came over HTTPS; behind TRUST_PROXY the proxy's
 * X-Forwarded-Proto says so, and without it the header is not believed.
 */
const page = '/api/health';

describe('security headers over HTTP and HTTPS', () => {
  describe('served directly (no TRUST_PROXY)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('plain HTTP from a LAN address gets a CSP without upgrade-insecure-requests, and no HSTS', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: page, remoteAddress: '192.168.1.23' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('a forged X-Forwarded-Proto is not believed without TRUST_PROXY', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: page,
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '192.168.1.23',
      });
      expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('behind a proxy (TRUST_PROXY=1)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => ctx.close());

    it('a request the proxy received over HTTPS gets upgrade-insecure-requests and HSTS', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: page,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('a request the proxy received over plain HTTP gets neither', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: page,
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
