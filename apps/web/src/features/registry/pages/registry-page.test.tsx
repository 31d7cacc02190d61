import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegistryItem, Role } from '@tg/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleRegistryItem } from '../test/sample-registry-items';
import { findToast } from '../test/toast';
import { RegistryPage } from './registry-page';

const deere = sampleRegistryItem();
const manitou = sampleRegistryItem({
  _id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  mispar_rechev: '1234502',
  mispar_shilda: 'MAN735XYZ0017',
  tozeret_nm: 'MANITOU',
  degem_nm: 'MLT 735',
  shnat_yitzur: '2017',
  createdByGov: false,
});

let requests: { method: string; url: URL; body: unknown }[] = [];

const options = {
  manufacturers: ['JOHN DEERE', 'MANITOU'],
  models: { 'JOHN DEERE': ['6155R', '6195M'], MANITOU: ['MLT 735'] } as Record<string, string[]>,
  years: { 'JOHN DEERE|6155R': ['2019', '2020'], 'JOHN DEERE|6195M': ['2021'] } as Record<string, string[]>,
};

function serve(handler?: (method: string, url: URL) => Response | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = handler?.(method, url);
      if (answer) return answer;
      if (url.pathname === '/api/gov/getOptions') {
        const machine = url.searchParams.get('machine') ?? '';
        const model = url.searchParams.get('model') ?? '';
        return json({
          manufacturers: options.manufacturers,
          models: options.models[machine] ?? [],
          years: options.years[`${machine}|${model}`] ?? [],
        });
      }
      return page([deere, manitou]);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const page = (items: RegistryItem[], total = items.length) =>
  json({ items, total, totalPages: Math.max(1, Math.ceil(total / 10)) });
const listRequests = () => requests.filter((request) => request.url.pathname === '/api/gov/getData');
const lastList = () => listRequests().at(-1)?.url.searchParams;

function renderAt(path: string, role: Role = 'worker') {
  return renderSignedIn(
    <Routes>
      <Route path="/tools/:category" element={<RegistryPage />} />
    </Routes>,
    { role, path },
  );
}

const select = (name: string) => screen.getByTestId(`registry-filter-${name}`) as HTMLSelectElement;

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registry page', () => {
  it('lists the first page of the category, counting pages from 0 on the wire', async () => {
    serve();
    renderAt('/tools/braidTools');
    const row = await screen.findByTestId(`row-${deere._id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('כלים חקלאיים');
    for (const text of ['1234501', '1L06155RKKK900123', 'JOHN DEERE', '6155R', '2019', 'טרקטור', 'ממשלתי']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(screen.getByTestId(`row-${manitou._id}`).textContent).toContain('ידני');
    expect(lastList()?.get('category')).toBe('braidTools');
    expect(lastList()?.get('page')).toBe('0');
    expect(lastList()?.get('limit')).toBe('10');
    expect(within(row).getByTestId('copy-button')).toBeTruthy();
  });

  it('offers 10, 15, 20 and 25 rows, and page 2 is page 1 on the wire', async () => {
    serve((_method, url) => (url.pathname === '/api/gov/getData' ? page([deere, manitou], 30) : undefined));
    const user = setupUser();
    renderAt('/tools/braidTools');
    await screen.findByTestId(`row-${deere._id}`);
    await user.click(screen.getByRole('button', { name: 'עמוד 2' }));
    await waitFor(() => expect(lastList()?.get('page')).toBe('1'));
    fireEvent.mouseDown(within(screen.getByTestId('pagination-page-size')).getByRole('combobox'));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '15', '20', '25']);
  });

  it('shows not-found for a category that does not exist, and loads nothing', async () => {
    serve();
    renderAt('/tools/spaceTools');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('keeps the search buttons disabled below 3 characters, and Enter does nothing then', async () => {
    serve();
    const user = setupUser();
    renderAt('/tools/braidTools');
    await screen.findByTestId(`row-${deere._id}`);
    const button = screen.getByTestId('registry-search-vin-button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    await user.type(screen.getByTestId('registry-search-vin'), ' 1L ');
    expect(button.disabled).toBe(true);
    const before = listRequests().length;
    await user.type(screen.getByTestId('registry-search-vin'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(listRequests().length).toBe(before);
    expect(screen.queryByTestId('input-required-dialog')).toBeNull();

    await user.type(screen.getByTestId('registry-search-vin'), '0-6{Enter}');
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(lastList()?.get('vinNumber')).toBe('1L06'));

    const plateButton = screen.getByTestId('registry-search-plate-button') as HTMLButtonElement;
    expect(plateButton.disabled).toBe(true);
    await user.type(screen.getByTestId('registry-search-plate'), '123');
    expect(plateButton.disabled).toBe(false);
    await user.click(plateButton);
    await waitFor(() => expect(lastList()?.get('tractorNumber')).toBe('123'));
    expect(lastList()?.get('page')).toBe('0');
  });

  it('searches a plate in every registry by default, each row saying which registry it is in', async () => {
    const tractor = sampleRegistryItem({
      _id: '6b5a4c3d-2e1f-4a0b-8c9d-7e6f5a4b3c2d',
      category: 'braidTools',
      mispar_rechev: '6000059',
    });
    serve((_method, url) =>
      url.pathname === '/api/gov/getData' && url.searchParams.get('tractorNumber')
        ? json({ items: [tractor], total: 1, totalPages: 1, categoryTotals: { braidTools: 1 } })
        : undefined,
    );
    const user = setupUser();
    renderAt('/tools/vehicleTools');
    await screen.findByTestId(`row-${deere._id}`);
    expect(lastList()?.get('category')).toBe('vehicleTools');
    expect((screen.getByTestId('registry-scope') as HTMLSelectElement).value).toBe('vehicleTools');
    await user.type(screen.getByTestId('registry-search-plate'), '6000059{Enter}');
    const row = await screen.findByTestId(`row-${tractor._id}`);
    expect(lastList()?.get('category')).toBe('gov-all');
    expect(lastList()?.get('tractorNumber')).toBe('6000059');
    expect((screen.getByTestId('registry-scope') as HTMLSelectElement).value).toBe('gov-all');
    expect(within(row).getByTestId('registry-row-category').textContent).toBe('כלים חקלאיים');
    expect(screen.queryByTestId('registry-found-elsewhere')).toBeNull();
  });

  it('says where a plate is when the registry it was narrowed to has none, and widens on request', async () => {
    const tractor = sampleRegistryItem({
      _id: '6b5a4c3d-2e1f-4a0b-8c9d-7e6f5a4b3c2d',
      category: 'braidTools',
      mispar_rechev: '6000059',
    });
    serve((_method, url) => {
      if (url.pathname !== '/api/gov/getData' || !url.searchParams.get('tractorNumber')) return undefined;
      return url.searchParams.get('category') === 'gov-all'
        ? json({ items: [tractor], total: 1, totalPages: 1, categoryTotals: { braidTools: 1 } })
        : page([]);
    });
    const user = setupUser();
    renderAt('/tools/vehicleTools');
    await screen.findByTestId(`row-${deere._id}`);
    await user.selectOptions(screen.getByTestId('registry-scope'), 'vehicleTools');
    await user.type(screen.getByTestId('registry-search-plate'), '6000059{Enter}');
    const hint = await screen.findByTestId('registry-found-elsewhere');
    expect(hint.textContent).toContain('לא נמצא בכלים ממשלתיים, אבל נמצא ב: כלים חקלאיים (1)');
    expect(screen.getByTestId('table-empty').textContent).toContain('לא נמצאו כלים');
    await user.click(within(hint).getByRole('button', { name: 'הצגה בכל המאגרים' }));
    const row = await screen.findByTestId(`row-${tractor._id}`);
    expect(within(row).getByTestId('registry-row-category').textContent).toBe('כלים חקלאיים');
    expect(screen.queryByTestId('registry-found-elsewhere')).toBeNull();
  });

  it('opens and deletes a record found in another registry as a record of that registry', async () => {
    const tractor = sampleRegistryItem({
      _id: '6b5a4c3d-2e1f-4a0b-8c9d-7e6f5a4b3c2d',
      category: 'braidTools',
      mispar_rechev: '6000059',
    });
    serve((method, url) => {
      if (url.pathname === '/api/gov/deleteItem') return json({ _id: tractor._id });
      return method === 'GET' && url.pathname === '/api/gov/getData' && url.searchParams.get('tractorNumber')
        ? page([tractor])
        : undefined;
    });
    const user = setupUser();
    renderAt('/tools/vehicleTools');
    await screen.findByTestId(`row-${deere._id}`);
    await user.type(screen.getByTestId('registry-search-plate'), '6000059{Enter}');
    const row = await screen.findByTestId(`row-${tractor._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname === '/api/gov/deleteItem')?.body).toEqual({
        _id: tractor._id,
        category: 'braidTools',
      }),
    );
  });

  it('cascades manufacturer → model → year, and a new manufacturer resets the model and year', async () => {
    serve();
    const user = setupUser();
    renderAt('/tools/braidTools');
    await screen.findByTestId(`row-${deere._id}`);
    await waitFor(() => expect(select('machine').options.length).toBe(3));
    expect(select('model').disabled).toBe(true);
    expect(select('year').disabled).toBe(true);

    await user.selectOptions(select('machine'), 'JOHN DEERE');
    await waitFor(() => expect(select('model').options.length).toBe(3));
    await user.selectOptions(select('model'), '6155R');
    await waitFor(() => expect(select('year').options.length).toBe(3));
    await user.selectOptions(select('year'), '2020');
    await waitFor(() => expect(lastList()?.get('year')).toBe('2020'));
    expect(lastList()?.get('machine')).toBe('JOHN DEERE');
    expect(lastList()?.get('model')).toBe('6155R');

    await user.selectOptions(select('model'), '6195M');
    expect(select('year').value).toBe('');
    await user.selectOptions(select('machine'), 'MANITOU');
    expect(select('model').value).toBe('');
    expect(select('year').value).toBe('');
    expect(select('year').disabled).toBe(true);
    await waitFor(() => expect(lastList()?.get('machine')).toBe('MANITOU'));
    expect(lastList()?.has('model')).toBe(false);
    expect(lastList()?.has('year')).toBe(false);
    await waitFor(() =>
      expect([...select('model').options].map((option) => option.value)).toEqual(['', 'MLT 735']),
    );
  });

  it('gives a worker view, edit, delete, add and import', async () => {
    serve();
    renderAt('/tools/braidTools', 'worker');
    const row = await screen.findByTestId(`row-${deere._id}`);
    for (const action of ['row-view', 'row-edit', 'row-delete'])
      expect(within(row).getByTestId(action)).toBeTruthy();
    expect(screen.getByTestId('registry-add')).toBeTruthy();
    expect(screen.getByTestId('registry-add-missing')).toBeTruthy();
    expect(screen.getByTestId('registry-import')).toBeTruthy();
  });

  it('lets an agent view and add, but not edit, delete or import', async () => {
    serve();
    renderAt('/tools/braidTools', 'agent');
    const row = await screen.findByTestId(`row-${deere._id}`);
    expect(within(row).getByTestId('row-view')).toBeTruthy();
    expect(within(row).queryByTestId('row-edit')).toBeNull();
    expect(within(row).queryByTestId('row-delete')).toBeNull();
    expect(screen.getByTestId('registry-add-missing')).toBeTruthy();
    expect(screen.queryByTestId('registry-import')).toBeNull();
  });

  it('lets a customer only look', async () => {
    serve();
    renderAt('/tools/heavyTools', 'customer');
    const row = await screen.findByTestId(`row-${deere._id}`);
    expect(within(row).getByTestId('row-view')).toBeTruthy();
    expect(screen.queryByTestId('registry-add')).toBeNull();
    expect(screen.queryByTestId('registry-add-missing')).toBeNull();
  });

  it('deletes after confirmation, with the spec’s notice', async () => {
    serve((method) => (method === 'PATCH' ? json({ _id: deere._id }) : undefined));
    const user = setupUser();
    renderAt('/tools/braidTools');
    const row = await screen.findByTestId(`row-${deere._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('1234501');
    await user.click(screen.getByTestId('confirm-yes'));
    await findToast('הכלי נמחק בהצלחה');
    const deletion = requests.find((request) => request.method === 'PATCH');
    expect(deletion?.url.pathname).toBe('/api/gov/deleteItem');
    expect(deletion?.body).toEqual({ _id: deere._id, category: 'braidTools' });
  });

  it('says a delete failed, in the spec’s words', async () => {
    serve((method) =>
      method === 'PATCH' ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : undefined,
    );
    const user = setupUser();
    renderAt('/tools/braidTools');
    const row = await screen.findByTestId(`row-${deere._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    await user.click(screen.getByTestId('confirm-yes'));
    await findToast('הכלי לא נמחק כראוי');
  });

  it('shows the empty and error states', async () => {
    serve((_method, url) => (url.pathname === '/api/gov/getData' ? page([]) : undefined));
    renderAt('/tools/vehicleTools');
    expect((await screen.findByTestId('table-empty')).textContent).toContain('כלים ממשלתיים');
    cleanup();
    serve((_method, url) =>
      url.pathname === '/api/gov/getData'
        ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500)
        : undefined,
    );
    renderAt('/tools/vehicleTools');
    expect((await screen.findByTestId('table-error')).textContent).toContain('שגיאה בטעינת הנתונים');
  });

  it('opens a record from its row in view mode', async () => {
    serve();
    const user = setupUser();
    renderAt('/tools/braidTools');
    const row = await screen.findByTestId(`row-${deere._id}`);
    await user.click(within(row).getByTestId('row-view'));
    const dialog = await screen.findByTestId('registry-dialog');
    expect((within(dialog).getByTestId('registry-field-mispar_shilda') as HTMLInputElement).value).toBe(
      deere.mispar_shilda,
    );
    expect(within(dialog).queryByTestId('dialog-save')).toBeNull();
  });

  it('offers the add-vehicle dialog for a missing vehicle, on the page’s category', async () => {
    serve();
    const user = setupUser();
    renderAt('/tools/heavyTools');
    await screen.findByTestId(`row-${deere._id}`);
    await user.click(screen.getByTestId('registry-add-missing'));
    const dialog = await screen.findByTestId('add-vehicle-dialog');
    expect((within(dialog).getByTestId('add-vehicle-type-heavyTools') as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
