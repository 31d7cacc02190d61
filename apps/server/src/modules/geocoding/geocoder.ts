import type { Config } from '../../platform/config';
import { GazetteerGeocoder } from './gazetteer';
import { NominatimGeocoder } from './nominatim';

export interface Address {
  city: string;
  street?: string;
  buildingNumber?: string;
}

export interface Located {
  lat: number;
  lng: number;
  precision: 'locality' | 'street';
}

/** Turns a shipping address into coordinates; null when the city is not known. */
export interface Geocoder {
  locate(address: Address): Promise<Located | null>;
}

/**
 * The offline gazetteer unless GEOCODER_URL names a real geocoder; then that one, for street
 * precision, with the gazetteer answering whenever it does not.
 */
export function createGeocoder(config: Pick<Config, 'geocoder'>): Geocoder {
  const gazetteer = new GazetteerGeocoder();
  return config.geocoder.url ? new NominatimGeocoder(config.geocoder.url, gazetteer) : gazetteer;
}
