import { describe, expect, it } from 'vitest';

describe('validation config', () => {
  it("reaches zod's own configuration: parsers are not compiled with new Function", async () => {
    const { config } = await import('zod/v4/core');
    // Whatever an earlier file in this worker left there.
    delete config().jitless;
    await import('./validation-config');
    expect(config().jitless).toBe(true);
  });
});
