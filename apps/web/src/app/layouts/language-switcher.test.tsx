import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isShownAt, stubWindowWidth, withoutGeneratedIds } from '../../ui/test-media';
import { renderWithProviders } from '../../ui/test-providers';
import { i18next } from '../i18n';
import { LanguageSwitcher } from './language-switcher';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSwitcher = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/about-us']}>
      <LanguageSwitcher />
    </MemoryRouter>,
  );

describe('language switcher: the code on phones, the name on wider screens, by CSS (issue 17)', () => {
  it('shows "HE" on a phone and "עברית" on a desktop, under one accessible name holding both', () => {
    renderSwitcher();
    const button = screen.getByTestId('language-switcher');
    const code = within(button).getByText('HE');
    const name = within(button).getByText('עברית');
    expect(isShownAt(code, 390)).toBe(true);
    expect(isShownAt(name, 390)).toBe(false);
    expect(isShownAt(code, 1366)).toBe(false);
    expect(isShownAt(name, 1366)).toBe(true);
    // Voice control users say what they see: both forms are in the one name, after what it does.
    expect(screen.getByRole('button', { name: `${i18next.t('common.language.choose')}: עברית (HE)` })).toBe(
      button,
    );
  });

  it('renders the same markup whatever the screen measures, as the server (which has none) does', () => {
    stubWindowWidth(390);
    const onPhone = withoutGeneratedIds(renderSwitcher().container.innerHTML);
    cleanup();
    stubWindowWidth(1366);
    const onDesktop = withoutGeneratedIds(renderSwitcher().container.innerHTML);
    expect(onPhone).toContain('HE');
    expect(onDesktop).toBe(onPhone);
  });
});
