import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exactLocalityName, normalizeLocalityName, shortLocalityNames } from '@tg/domain';
import { parse } from 'csv-parse/sync';
import type { Address, Geocoder, Located } from './geocoder';

export interface Locality {
  cbsCode: number;
  nameHe: string;
  nameEn: string;
  district: string;
  lat: number;
  lng: number;
  population: number;
}

const FILE = 'israel-localities.csv';

/** The CSV lives in apps/server/assets, found both beside the sources and beside the bundle (dist/). */
export function gazetteerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../assets', FILE), path.resolve(here, '../assets', FILE)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${FILE} not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function readLocalities(file: string = gazetteerFile()): Locality[] {
  const rows = parse(readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string>[];
  return rows.map((row) => ({
    cbsCode: Number(row.cbs_code),
    nameHe: row.name_he ?? '',
    nameEn: row.name_en ?? '',
    district: row.district_he ?? '',
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    population: Number(row.population) || 0,
  }));
}

/**
 * Cities to coordinates with no network. A name is looked up by tiers, the first that knows it
 * wins: the exact spelling (qualifier kept, "כנרת (קבוצה)"), the spelling without its qualifier,
 * then the short form of hyphen-joined names ("תל אביב" for "תל אביב-יפו"); within a tier the most
 * populous locality of that name answers. Hebrew and English share the tiers.
 */
export class Gazetteer {
  private readonly tiers: Map<string, Locality>[] = [new Map(), new Map(), new Map()];
  readonly localities: Locality[];
  private readonly searchKeys: { locality: Locality; keys: string[] }[];

  constructor(localities: Locality[]) {
    this.localities = [...localities].sort((a, b) => b.population - a.population);
    const [exact, plain, short] = this.tiers as [
      Map<string, Locality>,
      Map<string, Locality>,
      Map<string, Locality>,
    ];
    for (const locality of this.localities) {
      for (const name of [locality.nameHe, locality.nameEn]) {
        if (!name) continue;
        addFirst(exact, exactLocalityName(name), locality);
        addFirst(plain, normalizeLocalityName(name), locality);
        for (const key of shortLocalityNames(name)) addFirst(short, key, locality);
      }
    }
    this.searchKeys = this.localities.map((locality) => ({
      locality,
      keys: [locality.nameHe, locality.nameEn].filter(Boolean).map(normalizeLocalityName),
    }));
  }

  find(city: string): Locality | null {
    const keys = [exactLocalityName(city), normalizeLocalityName(city), normalizeLocalityName(city)];
    if (keys[1] === '') return null;
    for (const [index, tier] of this.tiers.entries()) {
      const found = tier.get(keys[index] as string);
      if (found) return found;
    }
    return null;
  }

  /** Localities whose Hebrew or English name (or one of its words) starts with the prefix, most populous first. */
  search(prefix: string, limit: number): Locality[] {
    const wanted = normalizeLocalityName(prefix);
    if (wanted === '' || limit <= 0) return [];
    const found: Locality[] = [];
    for (const { locality, keys } of this.searchKeys) {
      if (keys.some((key) => key.startsWith(wanted) || key.includes(` ${wanted}`))) found.push(locality);
      if (found.length >= limit) break;
    }
    return found;
  }
}

function addFirst(map: Map<string, Locality>, key: string, locality: Locality): void {
  if (key !== '' && !map.has(key)) map.set(key, locality);
}

let shared: Gazetteer | undefined;

/** The gazetteer of the shipped CSV, read on first use and kept. */
export function sharedGazetteer(): Gazetteer {
  shared ??= new Gazetteer(readLocalities());
  return shared;
}

/** Resolves a city to its locality's coordinates (precision 'locality'); street and number are not used. */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly gazetteer: () => Gazetteer = sharedGazetteer) {}

  async locate(address: Address): Promise<Located | null> {
    const locality = this.gazetteer().find(address.city);
    return locality ? { lat: locality.lat, lng: locality.lng, precision: 'locality' } : null;
  }
}

/** City autocomplete: Hebrew or English prefix, most populous first. */
export function searchLocalities(prefix: string, limit = 10): Locality[] {
  return sharedGazetteer().search(prefix, limit);
}
