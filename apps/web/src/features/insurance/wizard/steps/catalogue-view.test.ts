import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../test/sample-insurance';
import { catalogueGroups } from './catalogue-view';

const products = sampleCatalogue();

const names = (groups: ReturnType<typeof catalogueGroups>) =>
  groups.map((group) => [group.type, group.products.map((product) => product.policyName)]);

describe('insurance wizard: the catalogue view', () => {
  it('groups by type, windows first, each cheapest first by price', () => {
    expect(names(catalogueGroups(products, { filter: 'all', sort: 'price', search: '' }))).toEqual([
      ['windows', ['Glass Basic', 'Glass Premium']],
      ['lights', ['Lights Plus']],
    ]);
  });

  it('sorts by deductible when asked', () => {
    expect(names(catalogueGroups(products, { filter: 'windows', sort: 'deductible', search: '' }))).toEqual([
      ['windows', ['Glass Premium', 'Glass Basic']],
    ]);
  });

  it('searches the name and the service type, ignoring case and spaces around', () => {
    expect(names(catalogueGroups(products, { filter: 'all', sort: 'price', search: ' premium ' }))).toEqual([
      ['windows', ['Glass Premium']],
    ]);
    expect(names(catalogueGroups(products, { filter: 'all', sort: 'price', search: 'garage' }))).toEqual([
      ['lights', ['Lights Plus']],
    ]);
  });

  it('answers no groups when nothing matches', () => {
    expect(catalogueGroups(products, { filter: 'lights', sort: 'price', search: 'glass' })).toEqual([]);
  });
});
