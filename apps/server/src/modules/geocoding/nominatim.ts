import type { Address, Geocoder, Located } from './geocoder';

export interface NominatimOptions {
  timeoutMs?: number;
}

/**
 * A Nominatim-compatible geocoder (`GET {url}/search?format=jsonv2&street=…&city=…`) for street and
 * house-number precision. Only an address with a street is sent; a city alone, no result, an error
 * or a timeout is answered by the fallback (the offline gazetteer).
 */
export class NominatimGeocoder implements Geocoder {
  private readonly timeoutMs: number;

  constructor(
    private readonly url: string,
    private readonly fallback: Geocoder,
    options: NominatimOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async locate(address: Address): Promise<Located | null> {
    const street = address.street?.trim();
    if (street) {
      const found = await this.ask(
        address.city,
        [street, address.buildingNumber?.trim()].filter(Boolean).join(' '),
      );
      if (found) return found;
    }
    return this.fallback.locate(address);
  }

  private async ask(city: string, street: string): Promise<Located | null> {
    const url = new URL('search', this.url.endsWith('/') ? this.url : `${this.url}/`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      countrycodes: 'il',
      limit: '1',
      street,
      city,
    }).toString();
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'TractorGlass/1.0' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as unknown;
      const first = Array.isArray(body)
        ? (body[0] as { lat?: unknown; lon?: unknown } | undefined)
        : undefined;
      const lat = Number(first?.lat);
      const lng = Number(first?.lon);
      if (!first || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
      return { lat, lng, precision: 'street' };
    } catch {
      return null;
    }
  }
}
