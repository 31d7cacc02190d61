import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { ListToolbar } from './list-toolbar';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a list's print", () => {
  it('prints through the browser, leaving the controls out and stamping when it was printed', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = setupUser();
    renderWithProviders(
      <ListToolbar title="מנויים" printable onRefresh={() => {}} search={<input aria-label="חיפוש" />} />,
    );
    await user.click(screen.getByRole('button', { name: 'הדפסה' }));
    expect(print).toHaveBeenCalledTimes(1);

    // The search and the buttons are controls: left out of the printed sheet; the title stays.
    expect(screen.getByRole('textbox', { name: 'חיפוש' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'מנויים' }).closest('[data-print="hide"]')).toBeNull();
    const stamp = screen.getByText(/^הודפס ב-\u2066\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\u2069$/);
    expect(stamp.getAttribute('data-print')).toBe('only');
  });

  it('offers no print where the list does not ask for it', () => {
    renderWithProviders(<ListToolbar title="מנויים" />);
    expect(screen.queryByRole('button', { name: 'הדפסה' })).toBeNull();
    expect(screen.queryByText(/^הודפס ב-/)).toBeNull();
  });
});
