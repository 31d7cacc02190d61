import { describe, expect, it } from 'vitest';
import {
  catalogSearchParams,
  emptyCatalogFilters,
  readCatalogFilters,
  readPaging,
  writeCatalogQuery,
} from './catalog-filters';

describe('catalog browser: filters in the address', () => {
  it('asks the search with trimmed filters, leaving out empty ones and a name search under 3 characters', () => {
    const filters = { ...emptyCatalogFilters, machine: ' JOHN DEERE ', model: '  ', searchQuery: 'ab' };
    expect(catalogSearchParams('windows', filters, { page: 2, limit: 24 })).toEqual({
      category: 'windows',
      machine: 'JOHN DEERE',
      page: 2,
      limit: 24,
    });
  });

  it('writes only what is set, and reads it back the same', () => {
    const filters = { ...emptyCatalogFilters, vehicleNumber: '1234501', year: '2019' };
    const query = writeCatalogQuery(filters, { page: 3, limit: 48 });
    expect(query.toString()).toBe('vehicleNumber=1234501&year=2019&page=3&limit=48');
    expect(readCatalogFilters(query)).toEqual(filters);
    expect(readPaging(query)).toEqual({ page: 3, limit: 48 });
  });

  it('reads a broken page or an unknown page size as the defaults', () => {
    expect(readPaging(new URLSearchParams('page=-2&limit=7'))).toEqual({ page: 1, limit: 24 });
    expect(readPaging(new URLSearchParams('page=1.5'))).toEqual({ page: 1, limit: 24 });
  });
});
