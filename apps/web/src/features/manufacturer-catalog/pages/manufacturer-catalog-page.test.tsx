import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ManufacturerEntry } from '@tg/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { apiError, json, serve } from '../test/serve';
import { ManufacturerCatalogPage } from './manufacturer-catalog-page';

const manufacturers: ManufacturerEntry[] = [
  { _id: '0b9d5f7e-3c0a-4d7e-9a52-6f1c2b3a4d5e', name: 'John Deere', aliases: ['ג׳ון דיר'], modelCount: 4 },
  { _id: '1c8e6a8f-4d1b-4e8f-8b63-7a2d3c4b5e6f', name: 'Kubota', aliases: [], modelCount: 0 },
];

function answer(method: string, url: URL): Response {
  if (url.pathname.endsWith('/fetchTotalNumberModels')) return json({ totalModels: 37 });
  if (url.pathname.endsWith('/catalog/getData'))
    return json({ data: manufacturers, total: 2, totalPages: 1 });
  if (url.pathname.endsWith('/catalog/rebuild') && method === 'POST')
    return json({ manufacturers: 5, models: 40, manufacturersAdded: 3, modelsAdded: 3 });
  if (url.pathname.endsWith('/catalog/save-aliases'))
    return json({ success: true, message: 'Aliases saved' });
  return apiError(404, 'NOT_FOUND');
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <ManufacturerCatalogPage />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('manufacturer-catalog page', () => {
  it('lists manufacturers with aliases and model counts, 10 a page, and the total of models', async () => {
    const requests = serve(answer);
    renderPage();
    const row = await screen.findByTestId(`row-${manufacturers[0]?._id}`);
    expect(within(row).getByText('ג׳ון דיר')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(requests.find((request) => request.url.pathname.endsWith('/getData'))?.body).toEqual({
      page: 1,
      limit: 10,
    });
    expect((await screen.findByTestId('total-models')).textContent).toBe(
      i18next.t('manufacturer-catalog.totalModels', { number: 37 }),
    );
  });

  it('says there are no machines to manage when the catalogue is empty', async () => {
    serve((method, url) =>
      url.pathname.endsWith('/getData') ? json({ data: [], total: 0, totalPages: 0 }) : answer(method, url),
    );
    renderPage();
    expect(await screen.findByText(i18next.t('manufacturer-catalog.empty'))).toBeTruthy();
    expect((screen.getByTestId('manufacturer-catalog-aliases') as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches by name from 3 characters with the button disabled below that, and reset clears it', async () => {
    const requests = serve(answer);
    const user = setupUser();
    renderPage();
    await screen.findByText('Kubota');
    const button = screen.getByTestId('manufacturer-catalog-search-button') as HTMLButtonElement;
    await user.type(screen.getByTestId('manufacturer-catalog-search'), 'de');
    expect(button.disabled).toBe(true);
    await user.type(screen.getByTestId('manufacturer-catalog-search'), 'e');
    expect(button.disabled).toBe(false);
    await waitFor(() =>
      expect(requests.some((request) => (request.body as { machine?: string })?.machine === 'dee')).toBe(
        true,
      ),
    );
    expect(requests.some((request) => (request.body as { machine?: string })?.machine === 'de')).toBe(false);

    await user.click(screen.getByTestId('manufacturer-catalog-reset'));
    expect((screen.getByTestId('manufacturer-catalog-search') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ page: 1, limit: 10 }));
  });

  it('shows a taken manufacturer name next to the field and keeps what was typed', async () => {
    const requests = serve((method, url) =>
      url.pathname.endsWith('/createItem')
        ? apiError(409, 'CONFLICT', { machine: 'validation.manufacturerTaken' })
        : answer(method, url),
    );
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByTestId('manufacturer-catalog-add'));
    const name = (await screen.findByTestId('catalog-item-name')) as HTMLInputElement;
    await user.type(name, ' Fendt ');
    await user.click(screen.getByTestId('catalog-item-save'));
    expect(await screen.findByText(i18next.t('validation.manufacturerTaken'))).toBeTruthy();
    expect(name.value).toBe(' Fendt ');
    expect(requests.find((request) => request.url.pathname.endsWith('/createItem'))?.body).toEqual({
      machine: 'Fendt',
    });
  });

  it('edits aliases as chips: Enter adds, a blank is ignored, and save sends only what changed', async () => {
    const requests = serve(answer);
    const user = setupUser();
    renderPage();
    await screen.findByText('Kubota');
    await user.click(screen.getByTestId('manufacturer-catalog-aliases'));
    const dialog = await screen.findByTestId('aliases-dialog');
    const save = within(dialog).getByTestId('aliases-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const kubota = within(dialog).getByTestId('alias-input-Kubota');
    await user.type(kubota, '   {Enter}');
    expect(save.disabled).toBe(true);
    await user.type(kubota, ' קובוטה {Enter}');
    expect(within(within(dialog).getByTestId('aliases-row-Kubota')).getByText('קובוטה')).toBeTruthy();
    expect((kubota as HTMLInputElement).value).toBe('');
    // Typed without Enter still counts when saving.
    await user.type(kubota, 'KUBOTA CORP');
    await user.click(save);

    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname.endsWith('/save-aliases'))?.body).toEqual({
        aliases: { Kubota: ['קובוטה', 'KUBOTA CORP'] },
      }),
    );
    expect(await screen.findByText(i18next.t('manufacturer-catalog.aliases.saved'))).toBeTruthy();
  });

  it('builds the catalogue from the registry after a confirmation and reports what was added', async () => {
    const requests = serve(answer);
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByTestId('catalog-rebuild'));
    expect(await screen.findByTestId('confirm-dialog')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname.endsWith('/rebuild'))).toBe(false);
    await user.click(screen.getByTestId('confirm-yes'));
    expect(
      await screen.findByText(
        i18next.t('manufacturer-catalog.rebuild.done', {
          manufacturers: 5,
          models: 40,
          manufacturersAdded: 3,
          modelsAdded: 3,
        }),
      ),
    ).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname.endsWith('/rebuild'))).toHaveLength(1);
  });
});
