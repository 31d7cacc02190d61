import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { documentCategories } from '@tg/domain';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleDocument, serve } from '../test/serve';
import { LatestDocuments } from './latest-documents';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const latest = Array.from({ length: 10 }, (_, index) =>
  sampleDocument(documentCategories[index % 3] ?? 'priceQuote', {
    docId: 500 - index,
    date: `${String(10 + index)}/02/2026`,
    docTotalPrice: 1234.5 + index,
    userInformation: { name: `לקוח ${index + 1}` },
    generalStatus: { status: index === 0 ? 'בוצע' : 'בטיפול' },
  }),
);

function serveLatest(): RecordedRequest[] {
  return serve((_method, path, body) => {
    if (path !== '/doc/fetchLast10Docs') return undefined;
    const category = (body as { category?: string }).category;
    const docs = category ? latest.filter((doc) => doc.category === category) : latest;
    return json({ lastDocs: docs, totalLastDocs: category ? docs.length : 57, totalLastDocPages: 6 });
  });
}

describe('document tasks: the worker main page latest documents', () => {
  it('lists the ten newest documents with number, type, customer, date, status and total in shekels', async () => {
    const requests = serveLatest();
    renderSignedIn(<LatestDocuments />, { role: 'worker' });

    const table = await screen.findByRole('table', { name: 'מסמכים אחרונים' });
    await waitFor(() => expect(within(table).getAllByTestId('latest-doc-link')).toHaveLength(10));
    expect(requests.find((request) => request.path === '/doc/fetchLast10Docs')?.body).toEqual({
      page: 0,
      limit: 10,
    });
    const first = screen.getByTestId('latest-doc-priceQuote-500');
    expect(first.textContent).toContain('500');
    expect(first.textContent).toContain('הצעת מחיר');
    expect(first.textContent).toContain('לקוח 1');
    expect(first.textContent).toContain('10/02/2026');
    expect(first.textContent).toContain('₪1,234.50');
    expect(within(first).getByTestId('general-status').textContent).toBe('בוצע');
    expect(screen.getByText('10 האחרונים מתוך 57')).toBeTruthy();
  });

  it('links each row to its document on the documents screen, which opens it from ?doc=', async () => {
    serveLatest();
    const user = setupUser();
    renderSignedIn(
      <>
        <LatestDocuments />
        <Location />
      </>,
      { role: 'admin', path: '/dashboard/worker/main' },
    );

    const links = await screen.findAllByTestId('latest-doc-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      latest.map((doc) => `/dashboard/worker/doc/${doc.category}?doc=${doc.docId}`),
    );
    await user.click(screen.getByTestId('latest-doc-workCard-499'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/worker/doc/workCard?doc=499');
  });

  it('asks for one category when its tab is chosen', async () => {
    const requests = serveLatest();
    const user = setupUser();
    renderSignedIn(<LatestDocuments />, { role: 'worker' });
    await screen.findAllByTestId('latest-doc-link');

    await user.click(screen.getByRole('tab', { name: 'תעודות משלוח' }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toEqual({ page: 0, limit: 10, category: 'shippingCertificate' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('latest-doc-link')).toHaveLength(3));
    expect(
      screen
        .getAllByTestId('latest-doc-link')
        .every((link) => link.getAttribute('href')?.includes('shippingCertificate')),
    ).toBe(true);
  });
});
