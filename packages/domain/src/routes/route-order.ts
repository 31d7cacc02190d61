// The best order of an installer's stops (issue 16): fixed-hour stops first in hour order, the rest
// ordered by nearest neighbour and improved by 2-opt and or-opt — or solved exactly when few.

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface RouteStop {
  docId: string;
  /** Stops without both coordinates are kept at the end, in their given order, and not counted. */
  lat?: number | null;
  lng?: number | null;
  /** A fixed hour ('HH:mm'); '' or absent leaves the stop free to move. */
  hour?: string;
}

export type DistanceKm = (a: GeoPoint, b: GeoPoint) => number;

export interface OptimizeRouteInput {
  start?: GeoPoint | null;
  stops: RouteStop[];
  /** Defaults to the great-circle distance; a road-distance service can be plugged in here. */
  distance?: DistanceKm;
}

export interface OptimizedRoute {
  order: string[];
  distanceKm: number;
  previousDistanceKm: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Up to this many free stops the order is exact (Held–Karp); beyond, heuristic. */
export const EXACT_ROUTE_LIMIT = 10;
const EPSILON = 1e-9;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function hasCoordinates(stop: { lat?: number | null; lng?: number | null }): stop is GeoPoint {
  return (
    typeof stop.lat === 'number' &&
    typeof stop.lng === 'number' &&
    Number.isFinite(stop.lat) &&
    Number.isFinite(stop.lng)
  );
}

/** Length of the path start → stops in the given order; stops without coordinates are skipped. */
export function routeDistanceKm(
  start: GeoPoint | null | undefined,
  stops: readonly { lat?: number | null; lng?: number | null }[],
  distance: DistanceKm = greatCircleKm,
): number {
  let total = 0;
  let previous: GeoPoint | null = start ?? null;
  for (const stop of stops) {
    if (!hasCoordinates(stop)) continue;
    const point = { lat: stop.lat, lng: stop.lng };
    if (previous) total += distance(previous, point);
    previous = point;
  }
  return total;
}

/** Minutes after midnight of a fixed hour, or null for a free stop. */
function fixedMinutes(hour: string | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hour?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function optimizeRoute(input: OptimizeRouteInput): OptimizedRoute {
  const distance = input.distance ?? greatCircleKm;
  const start = input.start && hasCoordinates(input.start) ? input.start : null;
  const given = input.stops;
  const previousDistanceKm = routeDistanceKm(start, given, distance);

  const located: (RouteStop & GeoPoint)[] = [];
  const unlocated: RouteStop[] = [];
  for (const stop of given) {
    if (hasCoordinates(stop)) located.push(stop);
    else unlocated.push(stop);
  }
  const fixed = located
    .map((stop, index) => ({ stop, index, minutes: fixedMinutes(stop.hour) }))
    .filter((entry): entry is typeof entry & { minutes: number } => entry.minutes !== null)
    .sort((a, b) => a.minutes - b.minutes || a.index - b.index)
    .map((entry) => entry.stop);
  const free = located.filter((stop) => fixedMinutes(stop.hour) === null);

  const anchor: GeoPoint | null = fixed.at(-1) ?? start;
  const freeOrder = orderFreeStops(anchor, free, distance);
  const ordered = [...fixed, ...freeOrder.map((index) => free[index]!), ...unlocated];
  const distanceKm = routeDistanceKm(start, ordered, distance);

  if (distanceKm > previousDistanceKm + EPSILON) {
    return { order: given.map((stop) => stop.docId), distanceKm: previousDistanceKm, previousDistanceKm };
  }
  return { order: ordered.map((stop) => stop.docId), distanceKm, previousDistanceKm };
}

/**
 * The order (indexes into `points`) of an open path that begins at `anchor` (when given) and visits
 * every point once, as short as found.
 */
function orderFreeStops(anchor: GeoPoint | null, points: GeoPoint[], distance: DistanceKm): number[] {
  const n = points.length;
  if (n === 0) return [];
  // Matrix over n points plus the anchor at index n (all zeros when there is no anchor).
  const size = n + 1;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j) matrix[i * size + j] = distance(points[i]!, points[j]!);
    }
    if (anchor) matrix[n * size + i] = distance(anchor, points[i]!);
  }
  const d = (i: number, j: number) => matrix[i * size + j]!;
  if (n <= EXACT_ROUTE_LIMIT) return exactOrder(n, d);
  const path = nearestNeighbour(n, d, anchor ? n : 0);
  improve(path, n, d);
  return path;
}

/** Held–Karp over subsets; `d(n, j)` is the cost from the anchor (0 when none). */
function exactOrder(n: number, d: (i: number, j: number) => number): number[] {
  const full = (1 << n) - 1;
  const cost = new Float64Array((full + 1) * n).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array((full + 1) * n).fill(-1);
  for (let j = 0; j < n; j++) cost[(1 << j) * n + j] = d(n, j);
  for (let mask = 1; mask <= full; mask++) {
    for (let last = 0; last < n; last++) {
      if (!(mask & (1 << last))) continue;
      const here = cost[mask * n + last]!;
      if (here === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const nextMask = mask | (1 << next);
        const candidate = here + d(last, next);
        if (candidate < cost[nextMask * n + next]! - EPSILON) {
          cost[nextMask * n + next] = candidate;
          parent[nextMask * n + next] = last;
        }
      }
    }
  }
  let last = 0;
  for (let j = 1; j < n; j++) if (cost[full * n + j]! < cost[full * n + last]! - EPSILON) last = j;
  const order: number[] = [];
  let mask = full;
  while (last !== -1) {
    order.push(last);
    const previous = parent[mask * n + last]!;
    mask &= ~(1 << last);
    last = previous;
  }
  return order.reverse();
}

/** From the anchor (index n) or, with none, from the first point. */
function nearestNeighbour(n: number, d: (i: number, j: number) => number, from: number): number[] {
  const visited = new Uint8Array(n);
  const path: number[] = [];
  let current = from;
  if (from < n) {
    visited[from] = 1;
    path.push(from);
  }
  while (path.length < n) {
    let best = -1;
    for (let j = 0; j < n; j++) {
      if (!visited[j] && (best === -1 || d(current, j) < d(current, best) - EPSILON)) best = j;
    }
    visited[best] = 1;
    path.push(best);
    current = best;
  }
  return path;
}

/** 2-opt and or-opt on an open path from the anchor (index n; its costs are 0 when there is none). */
function improve(path: number[], n: number, d: (i: number, j: number) => number): void {
  const before = (position: number) => (position === 0 ? n : path[position - 1]!);
  const edge = (from: number, to: number | undefined) => (to === undefined ? 0 : d(from, to));
  for (let round = 0; round < 1000; round++) {
    let improved = false;
    // 2-opt: reverse path[i..j].
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = before(i);
        const after = path[j + 1];
        const delta = d(a, path[j]!) + edge(path[i]!, after) - d(a, path[i]!) - edge(path[j]!, after);
        if (delta < -EPSILON) {
          reverse(path, i, j);
          improved = true;
        }
      }
    }
    // Or-opt: move a run of 1–3 stops (either way round) to another place.
    for (let length = 1; length <= 3 && !improved; length++) {
      for (let i = 0; i + length <= n && !improved; i++) {
        const first = path[i]!;
        const last = path[i + length - 1]!;
        const a = before(i);
        const after = path[i + length];
        const removeGain = d(a, first) + edge(last, after) - edge(a, after);
        const rest = [...path.slice(0, i), ...path.slice(i + length)];
        for (let k = 0; k <= rest.length; k++) {
          if (k === i) continue;
          const p = k === 0 ? n : rest[k - 1]!;
          const q = rest[k];
          const base = edge(p, q);
          const forward = d(p, first) + edge(last, q) - base;
          const backward = d(p, last) + edge(first, q) - base;
          const add = Math.min(forward, backward);
          if (add < removeGain - EPSILON) {
            const run = path.slice(i, i + length);
            if (backward < forward) run.reverse();
            path.splice(0, n, ...rest.slice(0, k), ...run, ...rest.slice(k));
            improved = true;
            break;
          }
        }
      }
    }
    if (!improved) return;
  }
}

function reverse(path: number[], i: number, j: number): void {
  for (let left = i, right = j; left < right; left++, right--) {
    const swap = path[left]!;
    path[left] = path[right]!;
    path[right] = swap;
  }
}
