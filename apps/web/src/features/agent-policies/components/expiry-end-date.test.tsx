import { cleanup, screen } from '@testing-library/react';
import { addDays } from '@tg/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../ui/test-providers';
import { ExpiryEndDate } from './expiry-end-date';

const today = '2026-03-10';

afterEach(cleanup);

describe('agent-policies: expiry indicator (spec 1 §4)', () => {
  it.each([
    [-1, 'expired'],
    [0, 'soon'],
    [30, 'soon'],
    [31, 'ok'],
  ])('an end %i days from today is %s', (days, level) => {
    renderWithProviders(<ExpiryEndDate expiredAt={addDays(today, days)} today={today} />);
    const indicator = screen.getByTestId('expiry-indicator');
    expect(indicator.dataset.level).toBe(level);
  });

  it('shows the date DD/MM/YYYY and says in words how far the end is', () => {
    renderWithProviders(<ExpiryEndDate expiredAt="2026-03-07" today={today} />);
    const indicator = screen.getByTestId('expiry-indicator');
    expect(indicator.textContent).toBe('07/03/2026');
    expect(indicator.getAttribute('aria-label')).toBe('07/03/2026, פג תוקף. ימים מאז הסיום: 3');
  });
});
