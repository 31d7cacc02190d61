import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { isShownAt } from '../../../ui/test-media';
import { businessDetails, businessDetailsPath, renderStorefront, serve } from '../test/render-storefront';

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
});
