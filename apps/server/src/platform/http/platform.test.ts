import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../config';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('platform: http', () => {
  it('health answers 200 with the database state', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { state: 'up' } });
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The PDF preview's frame shows a blob the page made; nothing else may be framed.
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API path with the error model', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' },
    });
  });

  it('answers a wrong content type with 415, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/send-otp',
        '/api/auth/verify-otp',
        '/api/special-otp-numbers/getData',
      ]),
    );
    expect(
      document.paths['/api/auth/send-otp'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['phoneNumber', 'role']);
  });
});

describe('platform: config', () => {
  it('defaults to port 8080, ./data and demo data on for the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.gate).toBeNull();
  });

  it('turns demo data off by default for an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ GATE_USERNAME: 'a' })).toThrow(/GATE_PASSWORD/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
});
