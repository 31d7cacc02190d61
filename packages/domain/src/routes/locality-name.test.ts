import { describe, expect, it } from 'vitest';
import {
  exactLocalityName,
  normalizeLocalityName,
  sameLocalityName,
  shortLocalityNames,
} from './locality-name';

describe('normalizeLocalityName', () => {
  it('trims, folds spaces, hyphens and maqaf', () => {
    expect(normalizeLocalityName('  תל   אביב-יפו ')).toBe('תל אביב יפו');
    expect(normalizeLocalityName('תל-אביב יפו')).toBe('תל אביב יפו');
    expect(normalizeLocalityName('תל אביב – יפו')).toBe('תל אביב יפו');
    expect(normalizeLocalityName('תל אביב־יפו')).toBe('תל אביב יפו');
  });

  it('drops quotes and geresh, Hebrew and Latin', () => {
    expect(normalizeLocalityName('בני עי"ש')).toBe(normalizeLocalityName('בני עי״ש'));
    expect(normalizeLocalityName('בני עי"ש')).toBe('בני עיש');
    expect(normalizeLocalityName("ג'לג'וליה")).toBe(normalizeLocalityName('ג׳לג׳וליה'));
    expect(normalizeLocalityName("Be'er Sheva")).toBe('beer sheva');
  });

  it('drops parenthesised qualifiers', () => {
    expect(normalizeLocalityName('אבו קורינאת (יישוב)')).toBe('אבו קורינאת');
    expect(normalizeLocalityName("Ashdot Ya'aqov(Ihud)")).toBe('ashdot yaaqov');
  });

  it('compares English case-insensitively', () => {
    expect(normalizeLocalityName('Tel Aviv - Yafo')).toBe(normalizeLocalityName('tel aviv-yafo'));
  });

  it('ignores niqqud', () => {
    expect(normalizeLocalityName('חֵיפָה')).toBe('חיפה');
  });
});

describe('exactLocalityName', () => {
  it('keeps a qualifier so two localities of one name stay apart', () => {
    expect(exactLocalityName('כנרת (מושבה)')).not.toBe(exactLocalityName('כנרת (קבוצה)'));
    expect(exactLocalityName(' כנרת  (מושבה) ')).toBe('כנרת מושבה');
  });
});

describe('shortLocalityNames', () => {
  it('gives the name without its hyphen-joined suffix', () => {
    expect(shortLocalityNames('תל אביב-יפו')).toEqual(['תל אביב']);
    expect(shortLocalityNames('Tel Aviv - Yafo')).toEqual(['tel aviv']);
    expect(shortLocalityNames('מודיעין-מכבים-רעות')).toEqual(['מודיעין', 'מודיעין מכבים']);
  });

  it('keeps names whose hyphen follows an Arabic article or a one-syllable part', () => {
    expect(shortLocalityNames('אום אל-פחם')).toEqual([]);
    expect(shortLocalityNames('Umm al-Fahm')).toEqual([]);
    expect(shortLocalityNames('חד-נס')).toEqual([]);
    expect(shortLocalityNames('חיפה')).toEqual([]);
  });
});

describe('sameLocalityName', () => {
  it('matches "-יפו"-style suffixes whichever side carries them', () => {
    expect(sameLocalityName('תל אביב', 'תל אביב-יפו')).toBe(true);
    expect(sameLocalityName('תל אביב-יפו', 'תל-אביב יפו')).toBe(true);
    expect(sameLocalityName('תל-אביב יפו', 'תל אביב')).toBe(true);
    expect(sameLocalityName('Tel Aviv-Yafo', 'tel aviv')).toBe(true);
  });

  it('does not match different localities', () => {
    expect(sameLocalityName('תל אביב', 'תל מונד')).toBe(false);
    expect(sameLocalityName('תל', 'תל-אביב יפו')).toBe(false);
    expect(sameLocalityName('אום אל', 'אום אל-פחם')).toBe(false);
    expect(sameLocalityName('', '')).toBe(false);
  });
});
