import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web reaches the API one way (ADR 0021): `call(contract, input)` in app/api-client.ts. A path
 * written by hand, or a second fetch with its own token and error handling, is how the old seams
 * came loose, so this fails on either anywhere else in the product code.
 */
const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const transport = path.join('app', 'api-client.ts');
/**
 * A quoted path starting with /api, a call of the global fetch (not `refetch`, nor a method such as
 * React Query's `query.fetch()`), an XMLHttpRequest.
 */
const ownTransport =
  /['"`]\/api[/'"`]|(?:^|[^.\w])fetch\(|\b(?:globalThis|window|self)\.fetch\(|XMLHttpRequest/;

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line text` for each line that writes an API path or opens its own HTTP request. */
function ownTransports(root: string): string[] {
  const found: string[] = [];
  for (const file of productFiles(root)) {
    const relative = path.relative(root, file);
    if (relative === transport) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (ownTransport.test(line)) found.push(`${relative}:${index + 1} ${line.trim()}`);
      });
  }
  return found;
}

describe('one transport', () => {
  it('no product file outside the api client writes an /api path, calls fetch or opens an XMLHttpRequest', () => {
    expect(ownTransports(src)).toEqual([]);
  });

  it('notices a hand-written path or request, and not a query’s refetch (the check itself works)', () => {
    expect(ownTransport.test("api.post('/api/insurance/x', body)")).toBe(true);
    expect(ownTransport.test('const url = `/api/files/` + id;')).toBe(true);
    expect(ownTransport.test('const response = await fetch(url);')).toBe(true);
    expect(ownTransport.test('const request = new XMLHttpRequest();')).toBe(true);
    expect(ownTransport.test('onRetry={() => void list.refetch()}')).toBe(false);
    expect(ownTransport.test('await Promise.all(asked.map((query) => query.fetch()));')).toBe(false);
    expect(ownTransport.test('const answer = await globalThis.fetch(url);')).toBe(true);
    expect(ownTransport.test("const tag = 'apiary';")).toBe(false);
  });
});
