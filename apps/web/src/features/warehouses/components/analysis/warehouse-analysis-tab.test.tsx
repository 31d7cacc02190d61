import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { json, serve } from '../../test/serve';
import { WarehouseAnalysisTab } from './warehouse-analysis-tab';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (warehouses: object[]) =>
  serve((_method, path) => (path === '/api/warehouses/fetchAnalysis' ? json({ warehouses }) : undefined));

describe('warehouses: analysis tab', () => {
  it('shows each warehouse share of all stock and each category share of its warehouse', async () => {
    answer([
      { warehouseId: '1', name: 'מחסן ראשי', total: 30, byCategory: [{ category: 'windows', quantity: 30 }] },
      {
        warehouseId: '2',
        name: 'צפון',
        total: 10,
        byCategory: [
          { category: '', quantity: 4 },
          { category: 'lights', quantity: 6 },
        ],
      },
    ]);
    renderWithProviders(<WarehouseAnalysisTab />);
    expect((await screen.findByTestId('pie-legend-1')).textContent).toBe('מחסן ראשי: 30 (75%)');
    expect(screen.getByTestId('pie-legend-2').textContent).toBe('צפון: 10 (25%)');
    expect(screen.getByTestId('pie-slice-2').querySelector('title')?.textContent).toBe('צפון: 10 (25%)');
    const bars = screen.getByTestId('bars-2');
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ללא קטגוריה: 4 (40%)', 'פנסים: 6 (60%)']);
  });

  it('says so when no warehouse holds stock', async () => {
    answer([{ warehouseId: '1', name: 'מחסן ראשי', total: 0, byCategory: [] }]);
    renderWithProviders(<WarehouseAnalysisTab />);
    expect((await screen.findByTestId('analysis-empty')).textContent).toBe('אין מלאי באף מחסן');
  });
});
