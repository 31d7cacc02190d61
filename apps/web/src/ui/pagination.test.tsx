import { Dialog } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { Pagination } from './pagination';
import { isShownAt, stubWindowWidth, withoutGeneratedIds } from './test-media';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPager = (page: number, total: number, onPageChange = vi.fn()) =>
  renderWithProviders(
    <Pagination
      page={page}
      pageSize={10}
      total={total}
      displayedCount={10}
      onPageChange={onPageChange}
      onPageSizeChange={() => {}}
    />,
  );

/** The numbered page buttons, in document (and so keyboard) order. */
const pageButtons = () =>
  screen
    .getAllByRole('button')
    .filter(
      (button) =>
        button.getAttribute('aria-label') ===
        i18next.t('ui.pagination.page', { page: Number(button.textContent) }),
    );

/** The numbered row as a screen `width` pixels wide shows it: page numbers and ellipses, in order. */
function shownRow(width: number): string[] {
  const row = pageButtons()[0]?.parentElement as HTMLElement;
  return Array.from(row.children)
    .filter((child) => child.matches('button, [aria-hidden="true"]') && isShownAt(child, width))
    .map((child) => child.textContent ?? '');
}

describe('the pager’s jump to page', () => {
  it('goes to the typed page and never submits a form it sits in, through a dialog’s portal too', async () => {
    const user = setupUser();
    const outerSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onPageChange = vi.fn();
    renderWithProviders(
      <form onSubmit={outerSubmit}>
        <Dialog open>
          <Pagination
            page={1}
            pageSize={10}
            total={120}
            displayedCount={10}
            onPageChange={onPageChange}
            onPageSizeChange={() => {}}
          />
        </Dialog>
      </form>,
    );
    await user.type(screen.getByTestId('pagination-jump'), '7{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(7);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});

describe('the pager’s numbered pages: fewer on phones, by CSS (issue 17)', () => {
  it('shows the current page’s neighbours from 600 px up and only the current page below, each page once and in order', async () => {
    const user = setupUser();
    const onPageChange = vi.fn();
    renderPager(5, 120, onPageChange);
    expect(shownRow(390)).toEqual(['1', '…', '5', '…', '12']);
    expect(shownRow(1366)).toEqual(['1', '…', '4', '5', '6', '…', '12']);
    // Keyboard and screen readers meet every page button once, in ascending order.
    const numbers = pageButtons().map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '12']);
    const current = screen.getAllByRole('button', { current: 'page' });
    expect(current.map((button) => button.textContent)).toEqual(['5']);
    expect(current[0]?.getAttribute('aria-label')).toBe(i18next.t('ui.pagination.page', { page: 5 }));
    await user.click(screen.getByRole('button', { name: i18next.t('ui.pagination.page', { page: 6 }) }));
    expect(onPageChange).toHaveBeenCalledWith(6);
  });

  it('fills a phone’s short gaps with their pages where a wide screen lists them all', () => {
    renderPager(1, 70);
    expect(shownRow(390)).toEqual(['1', '2', '3', '…', '7']);
    expect(shownRow(1366)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('renders the same markup whatever the screen measures, as the server (which has none) does', () => {
    stubWindowWidth(390);
    const onPhone = withoutGeneratedIds(renderPager(5, 120).container.innerHTML);
    cleanup();
    stubWindowWidth(1366);
    const onDesktop = withoutGeneratedIds(renderPager(5, 120).container.innerHTML);
    expect(onPhone).toContain('aria-current="page"');
    expect(onDesktop).toBe(onPhone);
  });
});
