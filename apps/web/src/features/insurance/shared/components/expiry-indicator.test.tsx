import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { ExpiryIndicator } from './expiry-indicator';

const today = '2026-11-22';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(cleanup);

describe('insurance expiry indicator (spec 1 §4)', () => {
  it.each([
    { expiredAt: '2026-11-21', level: 'expired', text: i18next.t('insurance.expiry.expired', { count: 1 }) },
    { expiredAt: '2026-11-22', level: 'soon', text: i18next.t('insurance.expiry.daysLeft', { count: 0 }) },
    { expiredAt: '2026-12-22', level: 'soon', text: i18next.t('insurance.expiry.daysLeft', { count: 30 }) },
    { expiredAt: '2026-12-23', level: 'ok', text: i18next.t('insurance.expiry.daysLeft', { count: 31 }) },
  ])('ending $expiredAt is $level', ({ expiredAt, level, text }) => {
    renderWithProviders(<ExpiryIndicator expiredAt={expiredAt} today={today} />);
    const indicator = screen.getByTestId('expiry-indicator');
    expect(indicator.dataset.level).toBe(level);
    expect(indicator.textContent).toContain(text);
    const [year, month, day] = expiredAt.split('-');
    expect(indicator.textContent).toContain(`${day}/${month}/${year}`);
  });

  it('colours the dot red, orange and green by level', () => {
    const colours = ['2026-11-01', '2026-12-01', '2027-06-01'].map((expiredAt) => {
      cleanup();
      renderWithProviders(<ExpiryIndicator expiredAt={expiredAt} today={today} />);
      const dot = screen.getByTestId('expiry-indicator').firstElementChild as HTMLElement;
      return getComputedStyle(dot).backgroundColor;
    });
    expect(new Set(colours).size).toBe(3);
    expect(colours.every((colour) => colour !== '')).toBe(true);
  });

  it('compact: shows the date only, and says how far the end is in its accessible name', () => {
    renderWithProviders(<ExpiryIndicator expiredAt="2026-11-19" today={today} variant="compact" />);
    const indicator = screen.getByTestId('expiry-indicator');
    expect(indicator.textContent).toBe('19/11/2026');
    expect(indicator.getAttribute('aria-label')).toBe(
      `19/11/2026, ${i18next.t('insurance.expiry.expired', { count: 3 })}`,
    );
  });

  it('chip: says how far the end is in a chip of the level’s colour, without the date', () => {
    renderWithProviders(<ExpiryIndicator expiredAt="2026-12-02" today={today} variant="chip" />);
    const indicator = screen.getByTestId('expiry-indicator');
    expect(indicator.dataset.level).toBe('soon');
    expect(indicator.textContent).toBe(i18next.t('insurance.expiry.daysLeft', { count: 10 }));
    expect(indicator.className).toContain('MuiChip-colorWarning');
  });

  it('shows an end date it cannot read as written, with no indicator', () => {
    renderWithProviders(<ExpiryIndicator expiredAt="31.12.2026" today={today} />);
    expect(screen.queryByTestId('expiry-indicator')).toBeNull();
    expect(document.body.textContent).toContain('31.12.2026');
  });
});
