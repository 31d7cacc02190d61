// A benchmark's clients, in their own process as real clients are, so the server's event loop and
// the load's share nothing but the machine: `node load-client.mjs plan.json` prints one JSON line.
// plan: { urls: string[], headers: {}, count, concurrency, warmup }; the URLs are taken in turn.
import { readFileSync } from 'node:fs';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const send = async (index) => {
  const response = await fetch(plan.urls[index % plan.urls.length], { headers: plan.headers });
  await response.arrayBuffer();
  return response.ok;
};
for (let index = 0; index < plan.warmup; index++) await send(index);
const timings = [];
let next = 0;
let failures = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: plan.concurrency }, async () => {
    while (next < plan.count) {
      const index = next++;
      const begin = performance.now();
      if (!(await send(index))) failures += 1;
      timings.push(performance.now() - begin);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.info(JSON.stringify({ timings, seconds, failures }));
