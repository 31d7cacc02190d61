import { describe, expect, it } from 'vitest';
import { indexHeader, mapRow, missingColumns } from './field-mapping';

describe('registry import: mapping each dataset to the spec’s names', () => {
  it('maps heavy machinery: mispar_tzama is the plate, shilda_totzar_en_nm the maker', () => {
    const header = indexHeader([
      'MISPAR_TZAMA',
      'shilda_totzar_en_nm',
      'degem_nm',
      'shnat_yitzur',
      'mispar_shilda',
      'sug_tzama_nm',
      'koah_sus',
      'other',
    ]);
    const mapped = mapRow('braidTools', header, [
      '12-345-01',
      'JOHN DEERE',
      '6155R',
      '2019',
      '1l06155r kkk',
      'טרקטור',
      '155',
      'x',
    ]);
    expect(mapped).toEqual({
      row: {
        plate: '1234501',
        chassis: '1L06155RKKK',
        manufacturer: 'JOHN DEERE',
        model: '6155R',
        year: '2019',
        typeName: 'טרקטור',
        details: { koah_sus: '155' },
      },
    });
  });

  it('maps private vehicles: misgeret is the chassis; only the category’s own fields are kept', () => {
    const header = indexHeader([
      '\uFEFFmispar_rechev',
      'tozeret_nm',
      'degem_nm',
      'shnat_yitzur',
      'misgeret',
      'ramat_gimur',
      'tzeva_rechev',
    ]);
    const mapped = mapRow('vehicleTools', header, [
      '8123456',
      'טויוטה יפן',
      'COROLLA',
      '2018',
      'JTNB23HE003456789',
      'SUN',
      'לבן',
    ]);
    expect(mapped).toMatchObject({
      row: { plate: '8123456', chassis: 'JTNB23HE003456789', details: { ramat_gimur: 'SUN' } },
    });
  });

  it('rejects a row with neither plate nor chassis, and keeps a bad year empty', () => {
    const header = indexHeader(['mispar_rechev', 'mispar_shilda', 'shnat_yitzur']);
    expect(mapRow('heavyTools', header, ['', '', '2015'])).toEqual({
      reason: 'no plate and no chassis number',
    });
    expect(mapRow('heavyTools', header, ['1', '', '20X1'])).toMatchObject({ row: { year: '' } });
  });

  it('refuses a file without a plate or chassis column', () => {
    expect(missingColumns(indexHeader(['tozeret_nm', 'degem_nm']))).toEqual([
      'mispar_rechev / mispar_shilda',
    ]);
    expect(missingColumns(indexHeader(['misgeret']))).toEqual([]);
  });
});
