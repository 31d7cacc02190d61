import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { styleAt } from '../../../ui/test-media';
import { setupUser } from '../../../ui/test-user';
import { businessDetails, businessDetailsPath, renderStorefront, serve } from '../test/render-storefront';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = 375;
const tablet = 600;
const desktop = 900;

describe('storefront: the home page', () => {
  it('searches by plate number in the visitor’s language and links the catalogue and a quote', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/en');
    await screen.findByRole('heading', { level: 2, name: 'Find a part for your machine' });
    const search = screen.getByRole('search', { name: 'Find a part for your machine' });
    expect(within(search).getByLabelText('Vehicle number')).toBe(screen.getByTestId('hero-vehicle-number'));
    expect(within(search).getByLabelText('Chassis number')).toBe(screen.getByTestId('hero-chassis-number'));
    expect(screen.getByTestId('hero-search')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('home-quote').getAttribute('href')).toBe('/en/contact');
    expect(screen.getByRole('link', { name: /browse the catalogue/ }).getAttribute('href')).toBe(
      '/en/products',
    );
    await user.type(screen.getByTestId('hero-vehicle-number'), ' 1234567 ');
    expect(screen.getByTestId('hero-search')).toHaveProperty('disabled', false);
    await user.click(screen.getByTestId('hero-search'));
    expect(screen.getByTestId('current-path').textContent).toBe(
      '/en/products/machine-view?vehicleNumber=1234567',
    );
  });

  it('searches by chassis number alone, with Enter', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/');
    await user.type(await screen.findByTestId('hero-chassis-number'), 'ABC123{Enter}');
    expect(screen.getByTestId('current-path').textContent).toBe(
      '/products/machine-view?chassisNumber=ABC123',
    );
  });

  it('lays the highlights out one, two and four a row, and the hero’s buttons in a row from 600 px', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    renderStorefront('/');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(styleAt(title, 'font-size', phone)).toBe('1.9rem');
    expect(styleAt(title, 'font-size', desktop)).toBe('3rem');
    const highlights = screen.getByRole('heading', {
      level: 2,
      name: i18next.t('common.home.highlightsTitle'),
    }).parentElement as HTMLElement;
    const cardTitles = within(highlights).getAllByRole('heading', { level: 3 });
    expect(cardTitles).toHaveLength(4);
    const grid = cardTitles[0]?.parentElement?.parentElement as HTMLElement;
    expect(styleAt(grid, 'grid-template-columns', phone)).toBe('minmax(0, 1fr)');
    expect(styleAt(grid, 'grid-template-columns', tablet)).toBe('repeat(2, minmax(0, 1fr))');
    expect(styleAt(grid, 'grid-template-columns', desktop)).toBe('repeat(4, minmax(0, 1fr))');
    const actions = screen.getByTestId('home-quote').parentElement as HTMLElement;
    expect(within(actions).getByTestId('home-signin').textContent).toBe(i18next.t('common.home.signInCta'));
    expect(styleAt(actions, 'flex-direction', phone)).toBe('column');
    expect(styleAt(actions, 'flex-direction', tablet)).toBe('row');
  });

  it('answers six questions, each opened on its own, its arrow turned while open', async () => {
    serve({ [businessDetailsPath]: businessDetails });
    const user = setupUser();
    renderStorefront('/');
    const faq = (await screen.findByRole('heading', { level: 2, name: 'שאלות נפוצות' }))
      .parentElement as HTMLElement;
    const questions = within(faq).getAllByRole('group') as HTMLDetailsElement[];
    expect(questions).toHaveLength(6);
    expect(questions.every((question) => !question.open)).toBe(true);
    const field = screen.getByTestId('faq-field') as HTMLDetailsElement;
    const arrow = field.querySelector('svg') as SVGElement;
    expect(styleAt(arrow, 'transform', phone)).toBeUndefined();
    await user.click(within(faq).getByText('אתם מגיעים לשטח?'));
    expect(field.open).toBe(true);
    expect(within(field).getByText(i18next.t('storefront.faq.items.field.answer'))).toBeTruthy();
    expect(questions.filter((question) => question.open)).toEqual([field]);
    expect(styleAt(arrow, 'transform', phone)).toBe('rotate(180deg)');
  });
});
