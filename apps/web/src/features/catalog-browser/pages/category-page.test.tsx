import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { styleAt } from '../../../ui/test-media';
import { setupUser } from '../../../ui/test-user';
import { currentLocation, findToast, json, renderCatalog, serve } from '../test/render-catalog';
import { sampleCategories, sampleProduct, sampleSearch } from '../test/sample-catalog';

const deereGlass = sampleProduct();
const manitouMirror = sampleProduct({
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  catalogNumber: '20077',
  name: 'מראה צד מניטו',
  price: 320.5,
  manufacturer: 'MANITOU',
  model: 'MLT 735',
  years: ['2012', '2014', '2016', '2018'],
  imageUrl: [{ _id: 'img', value: 'files/img', url: 'https://files.example/mirror.jpg', name: 'mirror.jpg' }],
  inStock: false,
});

const searches = (served: { requests: URL[] }) =>
  served.requests.filter((url) => url.pathname === '/api/catalog/search');
const lastSearch = (served: { requests: URL[] }) =>
  Object.fromEntries(searches(served).at(-1)?.searchParams ?? []);

function serveCatalog(search: unknown = sampleSearch([deereGlass, manitouMirror])) {
  return serve({
    '/api/catalog/search': search,
    '/api/catalog/options': (url: URL) =>
      url.searchParams.get('model')
        ? { success: true, years: ['2019', '2020'] }
        : url.searchParams.get('machine')
          ? { success: true, models: ['6155R', '6195M'] }
          : url.searchParams.get('category')
            ? { success: true, machines: ['JOHN DEERE', 'MANITOU'] }
            : { success: true, categories: sampleCategories },
    '/api/autocomplete/getSuggestions': [],
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('catalog browser: category page', () => {
  it('searches with the filters of the address, and shows them in the fields', async () => {
    const served = serveCatalog();
    renderCatalog(
      '/products/windows?chassisNumber=1L06155R&machine=JOHN%20DEERE&model=6155R&year=2019&searchQuery=שמשה&page=2',
    );
    await screen.findByTestId(`product-card-${deereGlass._id}`);
    expect(lastSearch(served)).toEqual({
      category: 'windows',
      chassisNumber: '1L06155R',
      machine: 'JOHN DEERE',
      model: '6155R',
      year: '2019',
      searchQuery: 'שמשה',
      page: '2',
      limit: '24',
    });
    expect((screen.getByTestId('catalog-filter-machine') as HTMLInputElement).value).toBe('JOHN DEERE');
    expect((screen.getByTestId('catalog-filter-chassisNumber') as HTMLInputElement).value).toBe('1L06155R');
    await waitFor(() =>
      expect((screen.getByTestId('catalog-filter-year') as HTMLSelectElement).value).toBe('2019'),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('שמשות');
  });

  it('applies a typed filter 500 ms after typing stops, in the address, from page 1', async () => {
    const served = serveCatalog(sampleSearch([deereGlass, manitouMirror], { total: 100, totalPages: 5 }));
    const user = setupUser();
    renderCatalog('/products/windows?page=3');
    await screen.findByTestId(`product-card-${deereGlass._id}`);
    const before = searches(served).length;
    await user.type(screen.getByTestId('catalog-filter-vehicleNumber'), ' 12-345-67 ');
    expect(searches(served)).toHaveLength(before);
    await waitFor(() => expect(lastSearch(served).vehicleNumber).toBe('12-345-67'), { timeout: 1500 });
    expect(searches(served)).toHaveLength(before + 1);
    expect(lastSearch(served).page).toBe('1');
    expect(currentLocation().searchParams.get('vehicleNumber')).toBe(' 12-345-67 ');
    expect(currentLocation().searchParams.has('page')).toBe(false);
  });

  it('sends a name search only from 3 characters', async () => {
    const served = serveCatalog();
    renderCatalog('/products/windows?searchQuery=שמ');
    await screen.findByTestId(`product-card-${deereGlass._id}`);
    expect(lastSearch(served)).toEqual({ category: 'windows', page: '1', limit: '24' });
  });

  it('shows result cards that open the product view with the filters kept', async () => {
    serveCatalog();
    renderCatalog('/products/windows?machine=MANITOU');
    const card = await screen.findByTestId(`product-card-${manitouMirror._id}`);
    expect(card.getAttribute('href')).toBe(`/products/windows/${manitouMirror._id}?machine=MANITOU`);
    for (const text of ['מראה צד מניטו', 'מק״ט 20077', '₪320.5', 'לא במלאי', 'MANITOU MLT 735 2012–2018']) {
      expect(card.textContent, text).toContain(text);
    }
    const image = within(card).getByRole('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(screen.getByTestId(`product-card-${deereGlass._id}`).textContent).toContain('במלאי');
    expect(screen.getByTestId('catalog-count').textContent).toBe('נמצאו שני מוצרים');
  });

  it('lays the cards out two to a row on a phone (issue 18) and up to four on a wide screen, each card a heading', async () => {
    serveCatalog();
    renderCatalog('/products/windows');
    const card = await screen.findByTestId(`product-card-${manitouMirror._id}`);
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('מראה צד מניטו');
    const grid = card.closest('ul') as Element;
    const columns = (width: number) => styleAt(grid, 'grid-template-columns', width);
    expect(columns(390)).toBe('repeat(2, minmax(0, 1fr))');
    expect(columns(700)).toBe('repeat(2, minmax(0, 1fr))');
    expect(columns(1000)).toBe('repeat(3, minmax(0, 1fr))');
    expect(columns(1366)).toBe('repeat(4, minmax(0, 1fr))');
  });

  it("loads the first card's picture at once and ahead of the rest, which wait until they are near", async () => {
    const pictured = { ...deereGlass, imageUrl: manitouMirror.imageUrl };
    serveCatalog(sampleSearch([pictured, manitouMirror]));
    renderCatalog('/products/windows');
    const pictureOf = async (id: string) =>
      within(await screen.findByTestId(`product-card-${id}`)).getByRole('img') as HTMLImageElement;
    const first = await pictureOf(pictured._id);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const second = await pictureOf(manitouMirror._id);
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).toBeNull();
  });

  it('heads the results with their count, so the outline goes from the category to each product', async () => {
    serveCatalog();
    renderCatalog('/products/windows');
    await screen.findByTestId(`product-card-${manitouMirror._id}`);
    const count = screen.getByRole('heading', { level: 2, name: 'נמצאו שני מוצרים' });
    expect(within(count).getByRole('status').textContent).toBe('נמצאו שני מוצרים');
    const products = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(products).toContain('מראה צד מניטו');
    // Every heading after the page's one h1 is a level 2 or 3: none skips a level.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level, index) => level <= (levels[index] ?? 1) + 1)).toBe(true);
  });

  it('says when no products match the search, and offers to clear the filters', async () => {
    const served = serveCatalog(sampleSearch([]));
    const user = setupUser();
    renderCatalog('/products/windows?machine=KUBOTA');
    const empty = await screen.findByTestId('catalog-empty');
    expect(empty.textContent).toContain('אין מוצרים שתואמים לחיפוש');
    await user.click(within(empty).getByRole('button', { name: 'ניקוי סינון' }));
    await waitFor(() => expect(lastSearch(served).machine).toBeUndefined());
    expect(currentLocation().search).toBe('');
  });

  it('tells which machine the number found, or that it found none', async () => {
    serveCatalog(
      sampleSearch([deereGlass], {
        searchType: 'vehicle',
        vehicle: {
          manufacturer: 'JOHN DEERE',
          model: '6155R',
          year: '2019',
          foundBy: 'chassisNumber',
          searchValue: '1L06155R',
        },
      }),
    );
    renderCatalog('/products/windows?chassisNumber=1L06155R');
    expect((await screen.findByTestId('category-vehicle')).textContent).toContain('JOHN DEERE 6155R 2019');
    cleanup();
    serveCatalog(sampleSearch([], { searchType: 'vehicle', vehicle: null }));
    renderCatalog('/products/windows?chassisNumber=NOPE');
    expect((await screen.findByTestId('category-vehicle-not-found')).textContent).toContain('הכלי לא נמצא');
  });

  it('says "error in search" when the search fails', async () => {
    serveCatalog(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderCatalog('/products/windows');
    await findToast('שגיאה בחיפוש');
    expect(screen.getByRole('button', { name: 'ניסיון נוסף' })).toBeTruthy();
  });

  it('keeps an English visitor in English: its product and back links carry the /en prefix', async () => {
    serveCatalog();
    const user = setupUser();
    renderCatalog('/en/products/windows');
    const card = await screen.findByTestId(`product-card-${deereGlass._id}`);
    expect(card.closest('a')?.getAttribute('href') ?? card.getAttribute('href')).toBe(
      `/en/products/windows/${deereGlass._id}`,
    );
    await user.click(screen.getByTestId('category-back'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/en/products'));
  });
});
