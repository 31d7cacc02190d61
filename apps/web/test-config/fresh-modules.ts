import { afterAll, vi } from 'vitest';

/**
 * The first setup file of every test file. Workers run test files one after another without
 * isolation (vite.config.ts), keeping the packages they loaded; this gives each file what a fresh
 * worker gave it before.
 */

// The app's own modules start anew, with their module-level state and the file's `vi.mock`s; the
// packages under node_modules stay loaded, which is the point.
vi.resetModules();

// Whatever a file changed of the process must not reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
