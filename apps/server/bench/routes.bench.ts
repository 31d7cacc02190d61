import { optimizeRoute, type RouteStop } from '@tg/domain';
import { percentile } from './bench-kit';

/** mulberry32: the same stops on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random stops within Israel's bounding box (29.5–33.3 N, 34.27–35.9 E). */
function randomStops(random: () => number, count: number): RouteStop[] {
  return Array.from({ length: count }, (_, index) => ({
    docId: `card-${index}`,
    lat: 29.5 + random() * 3.8,
    lng: 34.27 + random() * 1.63,
  }));
}

const start = { lat: 32.0853, lng: 34.7818 };
const GOAL_MS = 200;

/** Runs the optimiser `count` times on fresh seeded stops and prints p50/p99/max and the distance saved. */
function timed(stopCount: number, count: number): number {
  const random = seeded(16_000 + stopCount);
  for (let warm = 0; warm < 5; warm++) optimizeRoute({ start, stops: randomStops(random, stopCount) });
  const timings: number[] = [];
  let given = 0;
  let optimised = 0;
  for (let run = 0; run < count; run++) {
    const stops = randomStops(random, stopCount);
    const begin = performance.now();
    const result = optimizeRoute({ start, stops });
    timings.push(performance.now() - begin);
    given += result.previousDistanceKm;
    optimised += result.distanceKm;
  }
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 99);
  console.info(
    `${`optimizeRoute, ${stopCount} stops`.padEnd(58)} n=${count} c=1  p50 ${percentile(timings, 50).toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${timings.at(-1)?.toFixed(2)} ms  saves ${(100 * (1 - optimised / given)).toFixed(1)}% (${(given / count).toFixed(0)} → ${(optimised / count).toFixed(0)} km)`,
  );
  return p99;
}

/**
 * The best order of an installer's stops (issue 16), in process: random stops across Israel from
 * Tel Aviv, great-circle distances; the goal is under 200 ms for 40 stops.
 */
export async function benchRoutes(): Promise<void> {
  console.info('\nRoutes: the best order of stops (nearest neighbour, 2-opt, or-opt; exact up to 10 stops)');
  timed(10, 200);
  const p99For40 = timed(40, 100);
  timed(100, 30);
  console.info(
    `${'goal: 40 stops under 200 ms (p99)'.padEnd(58)} ${p99For40 < GOAL_MS ? 'met' : 'MISSED'} (${p99For40.toFixed(2)} ms)`,
  );
}
