import { cleanup, render, screen, within } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directionOf, i18next } from '../app/i18n';
import { PlainIcon } from './plain-icons';
import { PlainPagination } from './plain-pagination';
import { isShownAt, stubWindowWidth, styleAt, withoutGeneratedIds } from './test-media';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

const phone = 390;
const desktop = 1366;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
});

function renderPager({
  page = 1,
  total = 120,
  pageSize = 10,
  onPageChange = vi.fn(),
  onPageSizeChange = vi.fn(),
  disabled = false,
}: {
  page?: number;
  total?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  disabled?: boolean;
} = {}) {
  return renderWithProviders(
    <PlainPagination
      page={page}
      pageSize={pageSize}
      total={total}
      displayedCount={10}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      disabled={disabled}
    />,
  );
}

/** Whether a control can be used: a native `disabled`, so neither a click nor the keyboard reaches it. */
const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled;

const pageLabel = (page: number) => i18next.t('ui.pagination.page', { page });

/** The numbered page buttons, in document (and so keyboard) order. */
const pageButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') === pageLabel(Number(button.textContent)));

/** The numbered row as a screen `width` pixels wide shows it: page numbers and ellipses, in order. */
function shownRow(width: number): string[] {
  const row = pageButtons()[0]?.parentElement as HTMLElement;
  return Array.from(row.children)
    .filter(
      (child) => child.matches('button:not([data-testid]), [aria-hidden="true"]') && isShownAt(child, width),
    )
    .map((child) => child.textContent ?? '');
}

describe('the plain pager: moving between pages', () => {
  it('is a navigation landmark that says how many rows are shown, to screen readers as it changes', () => {
    renderPager({ total: 120 });
    const nav = screen.getByRole('navigation', { name: i18next.t('ui.pagination.label') });
    const displayed = within(nav).getByTestId('pagination-displayed');
    expect(displayed.textContent).toBe(i18next.t('ui.pagination.displayed', { shown: 10, total: 120 }));
    expect(displayed.getAttribute('aria-live')).toBe('polite');
  });

  it('goes to the next, the previous and a numbered page', async () => {
    const user = setupUser();
    const onPageChange = vi.fn();
    renderPager({ page: 5, onPageChange });
    await user.click(screen.getByTestId('pagination-next'));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByTestId('pagination-previous'));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: pageLabel(12) }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    // The current page is marked, and clicking it again asks for nothing.
    const current = screen.getByRole('button', { current: 'page' });
    expect(current.textContent).toBe('5');
    await user.click(current);
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('names previous and next, with a tooltip, and cannot go before the first or past the last page', () => {
    renderPager({ page: 1, total: 120 });
    const previous = screen.getByRole('button', { name: i18next.t('ui.pagination.previous') });
    expect(previous).toBe(screen.getByTestId('pagination-previous'));
    expect(previous.getAttribute('title')).toBe(i18next.t('ui.pagination.previous'));
    expect(isDisabled(previous)).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-next'))).toBe(false);
    cleanup();
    renderPager({ page: 12, total: 120 });
    const next = screen.getByRole('button', { name: i18next.t('ui.pagination.next') });
    expect(next.getAttribute('title')).toBe(i18next.t('ui.pagination.next'));
    expect(isDisabled(next)).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-previous'))).toBe(false);
  });

  it('while disabled (a page loading) offers no page but shows the current one', () => {
    renderPager({ page: 5, disabled: true });
    expect(isDisabled(screen.getByTestId('pagination-previous'))).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-next'))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: pageLabel(6) }))).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-page-size'))).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-jump'))).toBe(true);
  });

  it('jumps to a typed page, taking digits only, and refuses a page out of range', async () => {
    const user = setupUser();
    const onPageChange = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={outerSubmit}>
        {/* As in a dialog opened from a form: React carries the pager's submit up through the portal. */}
        {createPortal(
          <PlainPagination
            page={1}
            pageSize={10}
            total={120}
            displayedCount={10}
            onPageChange={onPageChange}
            onPageSizeChange={() => {}}
          />,
          document.body,
        )}
      </form>,
    );
    const jump = screen.getByTestId('pagination-jump');
    expect(jump).toBe(
      screen.getByRole('textbox', { name: i18next.t('ui.pagination.jumpTo', { pages: 12 }) }),
    );
    expect(jump.getAttribute('inputmode')).toBe('numeric');
    expect(jump.getAttribute('placeholder')).toBe(i18next.t('ui.pagination.jumpPlaceholder', { pages: 12 }));
    const go = screen.getByRole('button', { name: i18next.t('ui.pagination.go') });
    expect(isDisabled(go)).toBe(true);

    await user.type(jump, '13');
    expect(jump.closest('.sf-field')?.classList.contains('sf-field--error')).toBe(true);
    expect(isDisabled(go)).toBe(true);
    await user.type(jump, '{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();

    await user.clear(jump);
    await user.type(jump, 'a7b');
    expect((jump as HTMLInputElement).value).toBe('7');
    expect(jump.closest('.sf-field')?.classList.contains('sf-field--error')).toBe(false);
    await user.click(go);
    expect(onPageChange).toHaveBeenCalledWith(7);
    expect((jump as HTMLInputElement).value).toBe('');

    await user.type(jump, '9{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    // The pager's form never submits a form it sits in, through a portal too.
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('offers no jump when there is a single page', () => {
    renderPager({ total: 7 });
    expect(screen.queryByTestId('pagination-jump')).toBeNull();
    expect(isDisabled(screen.getByTestId('pagination-previous'))).toBe(true);
    expect(isDisabled(screen.getByTestId('pagination-next'))).toBe(true);
  });

  it('changes the page size, as a number, from a labelled native list', async () => {
    const user = setupUser();
    const onPageSizeChange = vi.fn();
    renderPager({ pageSize: 10, onPageSizeChange });
    const size = screen.getByTestId('pagination-page-size');
    expect(size.tagName).toBe('SELECT');
    expect(size).toBe(screen.getByRole('combobox', { name: i18next.t('ui.pagination.pageSize') }));
    expect((size as HTMLInputElement).value).toBe('10');
    const other = Array.from((size as HTMLSelectElement).options).find((option) => option.value !== '10');
    await user.selectOptions(size, other?.value as string);
    expect(onPageSizeChange).toHaveBeenCalledWith(Number(other?.value));
  });
});

describe('the plain pager’s numbered pages: fewer on phones, by CSS', () => {
  it('shows the current page’s neighbours from 600 px up and only the current page below, each page once and in order', () => {
    renderPager({ page: 5, total: 120 });
    expect(shownRow(phone)).toEqual(['1', '…', '5', '…', '12']);
    expect(shownRow(599)).toEqual(['1', '…', '5', '…', '12']);
    expect(shownRow(600)).toEqual(['1', '…', '4', '5', '6', '…', '12']);
    expect(shownRow(desktop)).toEqual(['1', '…', '4', '5', '6', '…', '12']);
    // Keyboard and screen readers meet every page button once, in ascending order.
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '12']);
    // Previous, next and the jump stay on both.
    for (const testId of ['pagination-previous', 'pagination-next', 'pagination-jump']) {
      expect(isShownAt(screen.getByTestId(testId), phone)).toBe(true);
      expect(isShownAt(screen.getByTestId(testId), desktop)).toBe(true);
    }
  });

  it('fills a phone’s short gaps with their pages where a wide screen lists them all', () => {
    renderPager({ page: 1, total: 70 });
    expect(shownRow(phone)).toEqual(['1', '2', '3', '…', '7']);
    expect(shownRow(desktop)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('renders the same markup whatever the screen measures, as the server (which has none) does', () => {
    stubWindowWidth(phone);
    const onPhone = withoutGeneratedIds(renderPager({ page: 5 }).container.innerHTML);
    cleanup();
    stubWindowWidth(desktop);
    const onDesktop = withoutGeneratedIds(renderPager({ page: 5 }).container.innerHTML);
    expect(onPhone).toContain('aria-current="page"');
    expect(onDesktop).toBe(onPhone);
  });
});

describe('the plain pager’s arrows follow the reading direction', () => {
  const previousIcon = () => screen.getByTestId('pagination-previous').querySelector('svg') as SVGElement;
  const nextIcon = () => screen.getByTestId('pagination-next').querySelector('svg') as SVGElement;

  const drawing = (icon: SVGElement) => icon.querySelector('path')?.getAttribute('d');
  const drawnAlone = (name: 'chevronLeft' | 'chevronRight') => {
    const { container, unmount } = render(<PlainIcon name={name} />);
    const d = container.querySelector('path')?.getAttribute('d');
    unmount();
    return d;
  };

  it.each(['he', 'ar'])('in %s the previous button points right and the next left', async (language) => {
    await i18next.changeLanguage(language);
    document.documentElement.dir = directionOf(language);
    renderPager({ page: 5 });
    // The chevrons are drawn pointing left (previous) and right (next), then turned around.
    expect(drawing(previousIcon())).toBe(drawnAlone('chevronLeft'));
    expect(drawing(nextIcon())).toBe(drawnAlone('chevronRight'));
    expect(styleAt(previousIcon(), 'transform', phone)).toBe('scaleX(-1)');
    expect(styleAt(nextIcon(), 'transform', desktop)).toBe('scaleX(-1)');
  });

  it.each(['en', 'ru'])('in %s the previous button points left and the next right', async (language) => {
    await i18next.changeLanguage(language);
    document.documentElement.dir = directionOf(language);
    renderPager({ page: 5 });
    expect(styleAt(previousIcon(), 'transform', phone)).toBeUndefined();
    expect(styleAt(nextIcon(), 'transform', desktop)).toBeUndefined();
  });
});
