import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct, sampleSearch } from '../../../catalog-browser/test/sample-catalog';
import { samplePolicy } from '../../../insurance/test/sample-insurance';
import { sampleRegistryItem } from '../../test/sample-registry-items';
import { RegistryItemDialog, type RegistryItemDialogProps } from './registry-item-dialog';

let requests: { url: URL; body: Record<string, unknown> }[] = [];

function serve(handler: (url: URL, body: Record<string, unknown>) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      requests.push({ url, body });
      const answer = handler(url, body);
      return answer === undefined
        ? new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No items found' } }), {
            status: 404,
          })
        : new Response(JSON.stringify(answer));
    }),
  );
}

const item = sampleRegistryItem();

function openTab(tab: 'items' | 'insurance', role: Role = 'worker') {
  const props: RegistryItemDialogProps = {
    open: true,
    mode: 'view',
    category: item.category,
    item,
    onClose: vi.fn(),
  };
  renderSignedIn(<RegistryItemDialog {...props} />, { role });
  return setupUser().click(screen.getByTestId(`registry-tab-${tab}`));
}
const sentTo = (path: string) => requests.filter((request) => request.url.pathname === path);

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registry item dialog: the items tab', () => {
  it('lists the catalogue items that fit the machine, each linking to its product page', async () => {
    const screen1 = sampleProduct();
    const mirror = sampleProduct({
      _id: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      catalogNumber: '20077',
      category: 'mirrors',
      name: 'מראה צד',
      price: 180,
    });
    serve((url) =>
      url.pathname === '/api/catalog/search'
        ? sampleSearch([screen1, mirror], { searchType: 'vehicle' })
        : undefined,
    );
    await openTab('items');
    const list = await screen.findByTestId('registry-items');
    expect(within(list).getByTestId('registry-items-count').textContent).toBe('שני פריטים מתאימים');
    const mirrorRow = within(list).getByTestId('registry-item-20077');
    expect(mirrorRow.textContent).toContain('₪180');
    expect(within(mirrorRow).getByRole('link', { name: 'מראה צד' }).getAttribute('href')).toBe(
      `/products/mirrors/${mirror._id}`,
    );
    const search = sentTo('/api/catalog/search')[0]?.url.searchParams;
    expect(search?.get('chassisNumber')).toBe(item.mispar_shilda);
  });

  it('says when nothing in the catalogue fits', async () => {
    serve((url) => (url.pathname === '/api/catalog/search' ? sampleSearch([]) : undefined));
    await openTab('items');
    expect((await screen.findByTestId('registry-items-empty')).textContent).toBe(
      'לא נמצאו בקטלוג פריטים המתאימים לכלי הזה',
    );
  });
});

describe('registry item dialog: the insurance tab', () => {
  it('lists the subscriptions of this machine only, found by its chassis', async () => {
    const own = samplePolicy({ machine: { ...samplePolicy().machine, vinNumber: item.mispar_shilda } });
    const longerChassis = samplePolicy({
      _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      policyNumber: 'PI-2D3E4F5A',
      machine: { ...samplePolicy().machine, vinNumber: `${item.mispar_shilda}9` },
    });
    serve((url) =>
      url.pathname === '/api/insurance/subscriptions/fetchGeneralPolicy'
        ? { policies: [own, longerChassis], total: 2, totalPages: 1 }
        : undefined,
    );
    await openTab('insurance');
    const table = await screen.findByTestId('registry-subscriptions');
    await waitFor(() => expect(within(table).getAllByTestId(/^subscription-PI-/)).toHaveLength(1));
    const row = within(table).getByTestId(`subscription-${own.policyNumber}`);
    expect(row.textContent).toContain('פעיל');
    expect(row.textContent).toContain('31/12/2099');
    expect(sentTo('/api/insurance/subscriptions/fetchGeneralPolicy')[0]?.body).toMatchObject({
      vinNumber: item.mispar_shilda,
      page: 0,
    });
  });

  it('says when the machine has no subscriptions', async () => {
    serve((url) =>
      url.pathname === '/api/insurance/subscriptions/fetchGeneralPolicy'
        ? { policies: [], total: 0, totalPages: 0 }
        : undefined,
    );
    await openTab('insurance');
    expect((await screen.findByTestId('table-empty')).textContent).toContain('אין מנויים לכלי הזה');
  });
});
