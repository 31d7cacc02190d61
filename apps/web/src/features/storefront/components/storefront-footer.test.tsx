import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { displayAt, isShownAt, styleAt } from '../../../ui/test-media';
import { businessDetails, businessDetailsPath, renderStorefront, serve } from '../test/render-storefront';
import { stickyActionsHeight } from './sticky-actions';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('storefront: the business one tap away', () => {
  it('on a phone, every public page has a bottom bar: call, WhatsApp and request a quote', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/ar/about-us');
    const bar = await screen.findByTestId('sticky-actions');
    // The server has no screen: the bar is always rendered, and CSS shows it on phones only.
    expect(isShownAt(bar, 390)).toBe(true);
    expect((await within(bar).findByTestId('sticky-call')).getAttribute('href')).toBe('tel:+972501234567');
    expect(within(bar).getByTestId('sticky-whatsapp').getAttribute('href')).toBe(
      'https://wa.me/972529876543',
    );
    expect(within(bar).getByTestId('sticky-quote').getAttribute('href')).toBe('/ar/contact');
  });

  it('uses the phone for WhatsApp when no WhatsApp number is set', async () => {
    serve({ [businessDetailsPath]: { ...businessDetails, whatsapp: '' } });
    renderStorefront('/');
    expect((await screen.findByTestId('sticky-whatsapp')).getAttribute('href')).toBe(
      'https://wa.me/972501234567',
    );
  });

  it('keeps the bar off wide screens, and the footer shows the contact strip, address, hours, e-mail and social links', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/en/delivery-and-services');
    await screen.findByRole('heading', { level: 1, name: 'Delivery and services' });
    const strip = await screen.findByTestId('contact-strip');
    expect(within(strip).getByTestId('strip-call').getAttribute('href')).toBe('tel:+972501234567');
    expect(within(strip).getByTestId('strip-whatsapp').getAttribute('href')).toBe(
      'https://wa.me/972529876543',
    );
    expect(within(strip).getByTestId('strip-address').getAttribute('href')).toContain('maps');
    expect(isShownAt(screen.getByTestId('sticky-actions'), 1366)).toBe(false);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByTestId('footer-address').textContent).toBe('האומן 12, עפולה');
    expect(within(footer).getByTestId('footer-hours').textContent).toContain('07:30–17:00');
    expect(
      within(footer).getByRole('link', { name: 'office@tractor-glass.example' }).getAttribute('href'),
    ).toBe('mailto:office@tractor-glass.example');
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/tractorglass',
    );
    expect(within(footer).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/en/about-us');
  });

  it('the bar floats over the page at the bottom, as tall as the room the layout leaves, and hides itself from 600 px', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/en/about-us');
    const bar = await screen.findByRole('navigation', { name: 'Quick contact' });
    expect(bar.dataset.testid).toBe('sticky-actions');
    expect(styleAt(bar, 'position', 390)).toBe('fixed');
    expect(styleAt(bar, 'inset-block-end', 390)).toBe('0');
    expect(styleAt(bar, 'z-index', 390)).toBe('var(--tg-z-bar)');
    expect(styleAt(bar, 'min-block-size', 390)).toBe(`${stickyActionsHeight}px`);
    expect(displayAt(bar, 599)).toBe('flex');
    expect(displayAt(bar, 600)).toBe('none');
    const call = await within(bar).findByRole('link', { name: 'Call' });
    expect(call.dataset.testid).toBe('sticky-call');
    expect(within(bar).getByRole('link', { name: 'WhatsApp' }).dataset.testid).toBe('sticky-whatsapp');
    expect(within(bar).getByRole('link', { name: 'Get a quote' }).dataset.testid).toBe('sticky-quote');
  });

  it('lays the footer out in one column on a phone, hours and pages side by side from 600 px, three columns from 900 px', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/en/about-us');
    const hours = (await screen.findByTestId('footer-hours')).parentElement as HTMLElement;
    const about = (screen.getByTestId('footer-address').closest('address') as HTMLElement)
      .parentElement as HTMLElement;
    const pages = within(screen.getByRole('contentinfo'))
      .getByRole('heading', { name: 'On this site' })
      .closest('div') as HTMLElement;
    const grid = hours.parentElement as HTMLElement;
    expect([about.parentElement, pages.parentElement]).toEqual([grid, grid]);
    expect(styleAt(grid, 'display', 390)).toBe('grid');
    expect(styleAt(grid, 'grid-template-columns', 390)).toBe('minmax(0, 1fr)');
    expect(styleAt(grid, 'grid-template-columns', 600)).toBe('repeat(2, minmax(0, 1fr))');
    expect(styleAt(about, 'grid-column', 600)).toBe('1 / -1');
    expect(styleAt(grid, 'grid-template-columns', 900)).toBe('repeat(12, minmax(0, 1fr))');
    expect([about, hours, pages].map((block) => styleAt(block, 'grid-column', 900))).toEqual([
      'span 5',
      'span 3',
      'span 4',
    ]);
  });

  it('names the strip’s buttons for what they do, the call button white on the blue, and draws the footer without MUI', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/en/about-us');
    const strip = await screen.findByRole('region', { name: "Cracked windscreen? We're here" });
    const call = within(strip).getByRole('link', { name: 'Call 050-123-4567' });
    expect(call.textContent).toBe('050-123-4567');
    expect(call.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(styleAt(call, 'background-color', 390)).toBe('var(--tg-primary-contrast)');
    expect(styleAt(call, 'color', 390)).toBe('var(--tg-primary)');
    const whatsapp = within(strip).getByRole('link', { name: 'WhatsApp' });
    expect(styleAt(whatsapp, 'background-color', 390)).toBe('var(--tg-success)');
    const address = within(strip).getByRole('link', { name: 'האומן 12, עפולה' });
    expect(styleAt(address, 'color', 390)).toBe('var(--tg-primary-contrast)');
    // The first load of a public page brings no MUI and no emotion for its foot (ADR 0034).
    const plain = [screen.getByRole('contentinfo'), screen.getByTestId('sticky-actions')];
    for (const part of plain) expect(part.querySelector('[class*="Mui"], [class*="css-"]')).toBeNull();
  });
});
