import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { percentile } from './bench-kit';

export interface LoadFigures {
  p50: number;
  p99: number;
  perSecond: number;
}

const clientScript = path.join(import.meta.dirname, 'load-client.mjs');

/**
 * Sends `count` GETs, `concurrency` at a time, from a separate Node process (load-client.mjs),
 * taking `urls` in turn, and prints p50/p99/max and the rate.
 */
export async function loadOverHttp(
  label: string,
  plan: { urls: string[]; headers?: Record<string, string>; count: number; concurrency: number },
): Promise<LoadFigures> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-load-'));
  const file = path.join(folder, 'plan.json');
  writeFileSync(file, JSON.stringify({ headers: {}, warmup: 200, ...plan }));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [clientScript, file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { timings, seconds, failures } = JSON.parse(stdout) as {
      timings: number[];
      seconds: number;
      failures: number;
    };
    timings.sort((a, b) => a - b);
    const figures = {
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      perSecond: plan.count / seconds,
    };
    console.info(
      `${label.padEnd(58)} n=${plan.count} c=${plan.concurrency}  p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms  max ${timings.at(-1)?.toFixed(2)} ms  ${figures.perSecond.toFixed(0)} req/s${failures ? `  FAILED ${failures}` : ''}`,
    );
    return figures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * What HTTP alone costs on this machine: Node's bare HTTP server answering a fixed JSON of
 * `bytes`, loaded by the same clients. No route can be faster, whatever it does.
 */
export async function bareHttpFloor(bytes: number, concurrency: number, count: number): Promise<LoadFigures> {
  const body = JSON.stringify({ items: [{ text: 'x'.repeat(Math.max(0, bytes - 24)) }] });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await loadOverHttp(`bare Node HTTP, a fixed ${bytes}-byte JSON (HTTP floor)`, {
      urls: [`http://127.0.0.1:${port}/`],
      count,
      concurrency,
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
