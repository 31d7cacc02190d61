import { describe, expect, it } from 'vitest';
import { hasHomeSummary, homeFiguresOf } from './home-figures';

describe('home figures: each role sees the counts of the lists it may open', () => {
  it('gives the office every staff figure and none of the stock area’s own day', () => {
    for (const role of ['admin', 'worker'] as const) {
      expect(homeFiguresOf(role)).toEqual([
        'subscriptionsPending',
        'serviceCallsPending',
        'subscriptionsExpiring',
        'documents',
        'routesToday',
        'newLeads',
        'stockBelowMinimum',
        'failedImports',
      ]);
    }
  });

  it('gives the storekeeper today’s picking and stock below minimum, the installer its stops', () => {
    expect(homeFiguresOf('storekeeper')).toEqual(['stockBelowMinimum', 'pickingToday']);
    expect(homeFiguresOf('installer')).toEqual(['myStopsToday']);
    expect(homeFiguresOf('supplier')).toEqual([]);
  });

  it('has no home summary for agents, agencies and customers', () => {
    for (const role of ['agent', 'company', 'customer'] as const) {
      expect(hasHomeSummary(role)).toBe(false);
      expect(homeFiguresOf(role)).toEqual([]);
    }
  });
});
