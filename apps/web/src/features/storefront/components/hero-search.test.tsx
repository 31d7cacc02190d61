import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { businessDetails, businessDetailsPath, renderStorefront, serve } from '../test/render-storefront';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('storefront: the home page', () => {
  it('searches by plate number in the visitor’s language and links the catalogue and a quote', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/en');
    await screen.findByRole('heading', { level: 2, name: 'Find a part for your machine' });
    expect(screen.getByTestId('hero-search')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('home-quote').getAttribute('href')).toBe('/en/contact');
    expect(screen.getByRole('link', { name: /browse the catalogue/ }).getAttribute('href')).toBe(
      '/en/products',
    );
    await user.type(screen.getByTestId('hero-vehicle-number'), ' 1234567 ');
    await user.click(screen.getByTestId('hero-search'));
    expect(screen.getByTestId('current-path').textContent).toBe(
      '/en/products/machine-view?vehicleNumber=1234567',
    );
  });

  it('answers six questions, each opened on its own', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/');
    const faq = (await screen.findByRole('heading', { level: 2, name: 'שאלות נפוצות' }))
      .parentElement as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(6);
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(within(faq).getByRole('button', { name: 'אתם מגיעים לשטח?' }));
    expect(within(faq).getByRole('button', { name: 'אתם מגיעים לשטח?' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(faq).getByText(i18next.t('storefront.faq.items.field.answer'))).toBeTruthy();
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });
});
