import type { DistanceKm, GeoPoint } from '@tg/domain';

/**
 * Road distances between a route's points, when a routing service is configured (issue 16). The
 * optimiser asks for the whole table once and then looks pairs up; null means "use great-circle
 * distances" (none configured, or the service failed), so planning never depends on the network.
 */
export interface RoadDistances {
  table(points: readonly GeoPoint[]): Promise<DistanceKm | null>;
}

/** No routing service: every plan uses great-circle distances. */
export const noRoadDistances: RoadDistances = { table: async () => null };

const keyOf = (point: GeoPoint) => `${point.lat},${point.lng}`;

/**
 * An OSRM-compatible routing service (`GET {url}/table/v1/driving/{lng,lat;…}?annotations=distance`,
 * metres). A pair the service cannot route (null) falls back to the straight line for that pair
 * only; any error or a timeout answers null for the whole table.
 */
export class OsrmRoadDistances implements RoadDistances {
  constructor(
    private readonly url: string,
    private readonly fallback: DistanceKm,
    private readonly timeoutMs = 5000,
  ) {}

  async table(points: readonly GeoPoint[]): Promise<DistanceKm | null> {
    const unique = [...new Map(points.map((point) => [keyOf(point), point])).values()];
    if (unique.length < 2) return null;
    const coordinates = unique.map((point) => `${point.lng},${point.lat}`).join(';');
    const base = this.url.endsWith('/') ? this.url : `${this.url}/`;
    const url = new URL(`table/v1/driving/${coordinates}`, base);
    url.searchParams.set('annotations', 'distance');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) return null;
      const body = (await response.json()) as { code?: string; distances?: (number | null)[][] };
      const distances = body.distances;
      if (body.code !== 'Ok' || !Array.isArray(distances) || distances.length !== unique.length) return null;
      const index = new Map(unique.map((point, position) => [keyOf(point), position]));
      return (a, b) => {
        const metres = distances[index.get(keyOf(a)) ?? -1]?.[index.get(keyOf(b)) ?? -1];
        return typeof metres === 'number' && Number.isFinite(metres) ? metres / 1000 : this.fallback(a, b);
      };
    } catch {
      return null;
    }
  }
}
