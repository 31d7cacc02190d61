import { readFileSync } from 'node:fs';
import { normalizeLocalityName } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import {
  GazetteerGeocoder,
  gazetteerFile,
  readLocalities,
  searchLocalities,
  sharedGazetteer,
} from './gazetteer';

const localities = readLocalities();
const geocoder = new GazetteerGeocoder();

describe('the offline gazetteer', () => {
  it('ships all 1,228 localities of the CSV with coordinates inside Israel', () => {
    const lines = readFileSync(gazetteerFile(), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1229);
    expect(localities).toHaveLength(1228);
    for (const locality of localities) {
      expect(locality.lat).toBeGreaterThan(29);
      expect(locality.lat).toBeLessThan(33.5);
      expect(locality.lng).toBeGreaterThan(34);
      expect(locality.lng).toBeLessThan(36);
    }
  });

  it('resolves every locality by its Hebrew name to its own coordinates', async () => {
    const missed: string[] = [];
    for (const locality of localities) {
      const found = await geocoder.locate({ city: locality.nameHe });
      if (found?.lat !== locality.lat || found.lng !== locality.lng || found.precision !== 'locality') {
        missed.push(locality.nameHe);
      }
    }
    expect(missed).toEqual([]);
  });

  it('resolves every locality by its English name where that name is not shared', async () => {
    const counts = new Map<string, number>();
    for (const { nameEn } of localities) {
      const key = normalizeLocalityName(nameEn);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const unique = localities.filter((locality) => counts.get(normalizeLocalityName(locality.nameEn)) === 1);
    expect(unique.length).toBeGreaterThan(1200);
    const missed: string[] = [];
    for (const locality of unique) {
      const found = await geocoder.locate({ city: locality.nameEn.toUpperCase() });
      if (found?.lat !== locality.lat || found.lng !== locality.lng) missed.push(locality.nameEn);
    }
    expect(missed).toEqual([]);
  });

  it('matches hyphen, maqaf, quote and suffix variants', async () => {
    const telAviv = localities.find((locality) => locality.cbsCode === 5000);
    const expected = { lat: telAviv?.lat, lng: telAviv?.lng, precision: 'locality' };
    for (const city of [
      'תל אביב',
      'תל-אביב יפו',
      'תל אביב־יפו',
      ' תל  אביב - יפו ',
      'Tel Aviv-Yafo',
      'tel aviv',
    ]) {
      expect(await geocoder.locate({ city })).toEqual(expected);
    }
    const modiin = localities.find((locality) => locality.nameHe === 'מודיעין-מכבים-רעות');
    expect(await geocoder.locate({ city: 'מודיעין' })).toMatchObject({ lat: modiin?.lat, lng: modiin?.lng });
    const beneAyish = localities.find((locality) => locality.nameHe === 'בני עי"ש');
    expect(await geocoder.locate({ city: 'בני עי״ש' })).toMatchObject({ lat: beneAyish?.lat });
    const abuQureinat = localities.find((locality) => locality.nameHe === 'אבו קורינאת (יישוב)');
    expect(await geocoder.locate({ city: 'אבו קורינאת' })).toMatchObject({ lat: abuQureinat?.lat });
  });

  it('keeps two localities of one name apart by their qualifier, the bare name going to the larger', async () => {
    const moshava = localities.find((locality) => locality.nameHe === 'כנרת (מושבה)');
    const kvutza = localities.find((locality) => locality.nameHe === 'כנרת (קבוצה)');
    expect(moshava && kvutza && moshava.lat !== kvutza.lat).toBe(true);
    const larger = [moshava, kvutza].sort((a, b) => (b?.population ?? 0) - (a?.population ?? 0))[0];
    expect(await geocoder.locate({ city: 'כנרת' })).toMatchObject({ lat: larger?.lat });
  });

  it('answers null for a city it does not know, or none', async () => {
    expect(await geocoder.locate({ city: 'עיר שאינה קיימת' })).toBeNull();
    expect(await geocoder.locate({ city: 'Atlantis' })).toBeNull();
    expect(await geocoder.locate({ city: '   ' })).toBeNull();
    expect(await geocoder.locate({ city: 'תל' })).toBeNull();
  });

  it('reads the CSV once and keeps it', () => {
    expect(sharedGazetteer()).toBe(sharedGazetteer());
  });
});

describe('searchLocalities', () => {
  it('finds by Hebrew or English prefix, most populous first, up to the limit', () => {
    const he = searchLocalities('תל', 3).map((locality) => locality.nameHe);
    expect(he[0]).toBe('תל אביב-יפו');
    expect(he).toHaveLength(3);
    const en = searchLocalities('be', 50);
    const populations = en.map((locality) => locality.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(en.map((locality) => locality.nameEn)).toContain("Be'er Sheva");
    expect(searchLocalities('BEER SH', 5).map((locality) => locality.nameHe)).toContain('באר שבע');
  });

  it('matches a later word of the name and answers nothing for an empty prefix', () => {
    expect(searchLocalities('יפו', 5).map((locality) => locality.cbsCode)).toContain(5000);
    expect(searchLocalities('', 5)).toEqual([]);
    expect(searchLocalities('zzzz', 5)).toEqual([]);
  });
});
