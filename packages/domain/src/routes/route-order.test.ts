import { describe, expect, it } from 'vitest';
import { type GeoPoint, greatCircleKm, optimizeRoute, type RouteStop, routeDistanceKm } from './route-order';

/** mulberry32: the same cases on every run. */
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

/** Random stops within Israel's bounding box. */
function randomStops(random: () => number, count: number): RouteStop[] {
  return Array.from({ length: count }, (_, index) => ({
    docId: `card-${index}`,
    lat: 29.5 + random() * 3.8,
    lng: 34.27 + random() * 1.63,
  }));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

function inOrder(stops: RouteStop[], order: string[]): RouteStop[] {
  return order.map((docId) => stops.find((stop) => stop.docId === docId)!);
}

const telAviv = { lat: 32.0853, lng: 34.7818 };
const haifa = { lat: 32.794, lng: 34.9896 };

describe('great-circle distances', () => {
  it('puts Tel Aviv 81–82 km from Haifa, either way', () => {
    expect(greatCircleKm(telAviv, haifa)).toBeGreaterThan(81);
    expect(greatCircleKm(telAviv, haifa)).toBeLessThan(82);
    expect(greatCircleKm(haifa, telAviv)).toBeCloseTo(greatCircleKm(telAviv, haifa), 9);
  });

  it('is zero for the same point and a degree of latitude is about 111.2 km', () => {
    expect(greatCircleKm(telAviv, telAviv)).toBe(0);
    expect(greatCircleKm({ lat: 31, lng: 35 }, { lat: 32, lng: 35 })).toBeCloseTo(111.2, 1);
  });

  it('sums a route from the start, skipping stops without coordinates', () => {
    const stops = [haifa, { lat: null, lng: null }, telAviv];
    expect(routeDistanceKm(telAviv, stops)).toBeCloseTo(2 * greatCircleKm(telAviv, haifa), 9);
    expect(routeDistanceKm(null, stops)).toBeCloseTo(greatCircleKm(telAviv, haifa), 9);
    expect(routeDistanceKm(null, [])).toBe(0);
  });
});

describe('optimizeRoute: exact on small cases', () => {
  it('matches the brute-force optimum over all permutations (n ≤ 8, with and without a start)', () => {
    const random = seeded(16);
    for (let round = 0; round < 120; round++) {
      const count = 1 + (round % 8);
      const stops = randomStops(random, count);
      const start: GeoPoint | null = round % 2 === 0 ? { lat: 31 + random(), lng: 34.5 + random() } : null;
      const best = Math.min(...permutations(stops).map((order) => routeDistanceKm(start, order)));
      const result = optimizeRoute({ start, stops });
      expect(result.distanceKm).toBeCloseTo(best, 6);
      expect(routeDistanceKm(start, inOrder(stops, result.order))).toBeCloseTo(result.distanceKm, 9);
      expect([...result.order].sort()).toEqual(stops.map((stop) => stop.docId).sort());
    }
  });

  it('is exact for the free stops after the fixed-hour ones (brute force over the free part)', () => {
    const random = seeded(61);
    for (let round = 0; round < 40; round++) {
      const stops = randomStops(random, 7);
      stops[2]!.hour = '09:00';
      stops[5]!.hour = '08:30';
      const fixed = [stops[5]!, stops[2]!];
      const free = stops.filter((stop) => !stop.hour);
      const start = { lat: 32, lng: 34.8 };
      const best = Math.min(
        ...permutations(free).map((order) => routeDistanceKm(start, [...fixed, ...order])),
      );
      const result = optimizeRoute({ start, stops });
      // The optimum with fixed stops first may be longer than the given order; then the given order stands.
      const given = routeDistanceKm(start, stops);
      expect(result.distanceKm).toBeCloseTo(Math.min(best, given), 6);
      if (best <= given) expect(result.order.slice(0, 2)).toEqual([stops[5]!.docId, stops[2]!.docId]);
    }
  });
});

describe('optimizeRoute: large cases', () => {
  it.each([
    40, 100,
  ])('is never longer than the given order with %i stops, and usually much shorter', (count) => {
    const random = seeded(count);
    for (let round = 0; round < 10; round++) {
      const stops = randomStops(random, count);
      const start = round % 2 === 0 ? telAviv : undefined;
      const result = optimizeRoute({ start, stops });
      expect(result.previousDistanceKm).toBeCloseTo(routeDistanceKm(start, stops), 9);
      expect(result.distanceKm).toBeLessThanOrEqual(result.previousDistanceKm);
      expect(result.distanceKm).toBeLessThan(result.previousDistanceKm * 0.5);
      expect(routeDistanceKm(start, inOrder(stops, result.order))).toBeCloseTo(result.distanceKm, 6);
      expect(new Set(result.order).size).toBe(count);
    }
  });

  it('answers the same order for the same input', () => {
    const stops = randomStops(seeded(7), 60);
    expect(optimizeRoute({ stops }).order).toEqual(optimizeRoute({ stops }).order);
  });

  it('keeps the given order when it is already the best found', () => {
    const stops = Array.from({ length: 30 }, (_, index) => ({
      docId: `s${index}`,
      lat: 31 + index * 0.01,
      lng: 35,
    }));
    const result = optimizeRoute({ start: { lat: 30.99, lng: 35 }, stops });
    expect(result.order).toEqual(stops.map((stop) => stop.docId));
    expect(result.distanceKm).toBeCloseTo(result.previousDistanceKm, 9);
  });
});

describe('optimizeRoute: fixed hours', () => {
  it('puts fixed-hour stops first in hour order, then the rest by distance', () => {
    // Six stops on a line of longitude; the given order zigzags.
    const at = (docId: string, step: number, hour = '') => ({ docId, lat: 31 + step * 0.05, lng: 35, hour });
    const stops = [
      at('s0', 0, '08:00'),
      at('s5', 5),
      at('s1', 1, '09:00'),
      at('s4', 4),
      at('s2', 2),
      at('s3', 3),
    ];
    const result = optimizeRoute({ stops });
    expect(result.order).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
    expect(result.distanceKm).toBeLessThan(result.previousDistanceKm);
  });

  it('orders fixed stops by hour, not by their place in the list or by distance', () => {
    const stops = [
      { docId: 'late', lat: 31.0, lng: 35, hour: '14:30' },
      { docId: 'early', lat: 31.5, lng: 35, hour: '8:15' },
      { docId: 'noon', lat: 31.1, lng: 35, hour: '12:00' },
      { docId: 'free-far', lat: 33.0, lng: 35, hour: '' },
      { docId: 'free-near', lat: 31.02, lng: 35 },
    ];
    const start = { lat: 33.1, lng: 35 };
    const result = optimizeRoute({ start, stops });
    expect(result.order).toEqual(['early', 'noon', 'late', 'free-near', 'free-far']);
  });

  it('keeps fixed hours first among 40 stops, the rest ordered by the heuristic', () => {
    const stops = randomStops(seeded(40_16), 40);
    stops[30]!.hour = '11:00';
    stops[3]!.hour = '07:45';
    stops[17]!.hour = '09:30';
    const result = optimizeRoute({ start: telAviv, stops });
    expect(result.order.slice(0, 3)).toEqual(['card-3', 'card-17', 'card-30']);
    expect(result.distanceKm).toBeLessThan(result.previousDistanceKm * 0.5);
    expect(new Set(result.order).size).toBe(40);
  });

  it('answers the given order when putting the fixed hours first would be longer', () => {
    const stops = [
      { docId: 'a', lat: 31.0, lng: 35 },
      { docId: 'b', lat: 31.1, lng: 35 },
      { docId: 'c', lat: 31.2, lng: 35, hour: '10:00' },
    ];
    const result = optimizeRoute({ start: { lat: 31.0, lng: 35 }, stops });
    expect(result.order).toEqual(['a', 'b', 'c']);
    expect(result.distanceKm).toBe(result.previousDistanceKm);
  });
});

describe('optimizeRoute: edge cases', () => {
  it('handles no stops, one stop and two stops', () => {
    expect(optimizeRoute({ stops: [] })).toEqual({ order: [], distanceKm: 0, previousDistanceKm: 0 });
    expect(optimizeRoute({ stops: [{ docId: 'only', ...haifa }] })).toEqual({
      order: ['only'],
      distanceKm: 0,
      previousDistanceKm: 0,
    });
    const withStart = optimizeRoute({ start: telAviv, stops: [{ docId: 'only', ...haifa }] });
    expect(withStart.distanceKm).toBeCloseTo(greatCircleKm(telAviv, haifa), 9);
    const two = optimizeRoute({
      start: { lat: 32.8, lng: 35 },
      stops: [
        { docId: 'tel-aviv', ...telAviv },
        { docId: 'haifa', ...haifa },
      ],
    });
    expect(two.order).toEqual(['haifa', 'tel-aviv']);
    expect(two.distanceKm).toBeLessThan(two.previousDistanceKm);
  });

  it('visits every stop at the same place once, with no distance between them', () => {
    const stops = [
      { docId: 'a', ...haifa },
      { docId: 'b', ...telAviv },
      { docId: 'c', ...haifa },
      { docId: 'd', ...telAviv },
    ];
    const result = optimizeRoute({ stops });
    expect(result.distanceKm).toBeCloseTo(greatCircleKm(telAviv, haifa), 9);
    expect([...result.order].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps stops without coordinates at the end, in their given order, not counted', () => {
    const stops = [
      { docId: 'unknown-1', lat: null, lng: null },
      { docId: 'far', lat: 33, lng: 35.5 },
      { docId: 'unknown-2' },
      { docId: 'near', lat: 32.1, lng: 34.8 },
      { docId: 'unknown-3', lat: 32, lng: Number.NaN },
    ];
    const result = optimizeRoute({ start: telAviv, stops });
    expect(result.order).toEqual(['near', 'far', 'unknown-1', 'unknown-2', 'unknown-3']);
    expect(result.distanceKm).toBeCloseTo(
      routeDistanceKm(telAviv, inOrder(stops, result.order.slice(0, 2))),
      9,
    );
  });

  it('uses a distance function given to it (a road-distance service later)', () => {
    const stops = [
      { docId: 'a', lat: 31, lng: 35 },
      { docId: 'b', lat: 32, lng: 35 },
      { docId: 'c', lat: 33, lng: 35 },
    ];
    // A "road" on which going north costs ten times going south.
    const road = (from: GeoPoint, to: GeoPoint) => (to.lat > from.lat ? 10 : 1) * Math.abs(to.lat - from.lat);
    const result = optimizeRoute({ stops, distance: road });
    expect(result.order).toEqual(['c', 'b', 'a']);
    expect(result.distanceKm).toBe(2);
    expect(result.previousDistanceKm).toBe(20);
  });
});
