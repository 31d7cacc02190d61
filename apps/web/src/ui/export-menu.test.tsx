import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../app/i18n';
import { ListToolbar } from './list-toolbar';
import { renderWithProviders } from './test-providers';

interface Sent {
  path: string;
  search: URLSearchParams;
}

/** Stubs fetch with the export's answer (or a refusal) and records the address asked for. */
function serveExport(status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      sent.push({ path: url.pathname, search: url.searchParams });
      if (status !== 200)
        return new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'no' } }), { status });
      return new Response('\uFEFFa,b\r\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="subscriptions-2026-11-28.csv"' },
      });
    }),
  );
  return sent;
}

function renderToolbar(selectedIds?: string[]) {
  return renderWithProviders(
    <ListToolbar
      title="מנויים"
      exportable={{
        list: 'subscriptions',
        query: { page: 3, limit: 15, status: 'pending', policyNumber: 'PI-1A', tractorNumber: '' },
        selectedIds,
      }}
    />,
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('export menu', () => {
  it('export asks for every row of the current filter, in the chosen format and the person’s language', async () => {
    const sent = serveExport();
    await switchLanguage('ru');
    renderToolbar();
    fireEvent.click(screen.getByTestId('list-export'));
    fireEvent.click(await screen.findByTestId('list-export-xlsx'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/export/subscriptions');
    expect(Object.fromEntries(sent[0]?.search ?? [])).toEqual({
      status: 'pending',
      policyNumber: 'PI-1A',
      format: 'xlsx',
      lang: 'ru',
    });
    // The file is handed to the browser and its memory freed after; waiting here also keeps that
    // timer from firing in the next test file, where jsdom has no revokeObjectURL.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x'), { timeout: 3000 });
  });

  it('export shows the menu in Hebrew and says so when the file could not be made', async () => {
    serveExport(403);
    renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'ייצוא' }));
    fireEvent.click(await screen.findByText('CSV'));
    expect(await screen.findByText(/הייצוא נכשל/)).toBeTruthy();
    expect(screen.getByTestId('list-export').hasAttribute('disabled')).toBe(false);
  });

  it('export offers only the selected rows when rows are selected, and asks for those ids with the filter', async () => {
    const sent = serveExport();
    renderToolbar(['id-1', 'id-2']);
    fireEvent.click(screen.getByTestId('list-export'));
    expect((await screen.findByTestId('list-export-selected')).textContent).toBe('רק 2 השורות שנבחרו');
    fireEvent.click(screen.getByTestId('list-export-selected-csv'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]?.search ?? [])).toEqual({
      status: 'pending',
      policyNumber: 'PI-1A',
      format: 'csv',
      lang: 'he',
      ids: 'id-1,id-2',
    });
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x'), { timeout: 3000 });
  });

  it('export offers no "selected" choice while nothing is selected', async () => {
    serveExport();
    renderToolbar([]);
    fireEvent.click(screen.getByTestId('list-export'));
    await screen.findByTestId('list-export-csv');
    expect(screen.queryByTestId('list-export-selected')).toBeNull();
    expect(screen.queryByTestId('list-export-selected-csv')).toBeNull();
  });
});
