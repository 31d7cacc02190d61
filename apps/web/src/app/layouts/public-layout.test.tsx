import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  businessDetails,
  businessDetailsPath,
  renderStorefront,
  serve,
} from '../../features/storefront/test/render-storefront';
import { isShownAt, stubWindowWidth, styleAt, withoutGeneratedIds } from '../../ui/test-media';
import { setupUser } from '../../ui/test-user';
import { i18next } from '../i18n';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = 390;
const desktop = 1366;

/** The storefront's header, as a visitor opens the about page. */
async function openHeader() {
  serve({ [businessDetailsPath]: businessDetails });
  const view = renderStorefront('/about-us');
  await screen.findByRole('heading', { level: 1, name: i18next.t('storefront.about.title') });
  const header = within(screen.getByRole('banner'));
  return {
    view,
    menuButton: header.getByTestId('public-menu-open'),
    navigation: header.getByTestId('public-navigation'),
    brandName: header.getByText(i18next.t('common.appName')),
    signInIcon: header.getByTestId('signin-open').querySelector('svg') as Element,
    stickyBar: await screen.findByTestId('sticky-actions'),
  };
}

describe('public layout: phone or desktop by CSS, from the first paint (issue 17, ADR 0032)', () => {
  it('a phone gets the menu button, the compact brand, a sign-in without icon and the bottom bar, with room left for it', async () => {
    const { view, menuButton, navigation, brandName, signInIcon, stickyBar } = await openHeader();
    expect(isShownAt(menuButton, phone)).toBe(true);
    expect(menuButton.getAttribute('aria-label')).toBe(i18next.t('navigation.menu.open'));
    expect(isShownAt(navigation, phone)).toBe(false);
    expect(styleAt(brandName, 'font-size', phone)).toBe('1rem');
    expect(isShownAt(signInIcon, phone)).toBe(false);
    expect(isShownAt(stickyBar, phone)).toBe(true);
    const frame = view.container.firstElementChild as Element;
    expect(styleAt(frame, 'padding-block-end', phone)).toBe('64px');
  });

  it('a desktop gets the navigation, the full brand and the sign-in icon, without the menu button or the bottom bar', async () => {
    const { view, menuButton, navigation, brandName, signInIcon, stickyBar } = await openHeader();
    expect(isShownAt(menuButton, desktop)).toBe(false);
    expect(isShownAt(navigation, desktop)).toBe(true);
    expect(
      within(navigation).getByRole('link', { name: i18next.t('navigation.public.contact') }),
    ).toBeTruthy();
    expect(styleAt(brandName, 'font-size', desktop)).toBe('1.15rem');
    expect(isShownAt(signInIcon, desktop)).toBe(true);
    expect(isShownAt(stickyBar, desktop)).toBe(false);
    const frame = view.container.firstElementChild as Element;
    expect(styleAt(frame, 'padding-block-end', desktop)).toBe('0px');
  });

  it('renders the same markup whatever the screen measures, as the server (which has none) does', () => {
    serve({ [businessDetailsPath]: businessDetails });
    stubWindowWidth(phone);
    const onPhone = withoutGeneratedIds(renderStorefront('/about-us').container.innerHTML);
    cleanup();
    stubWindowWidth(desktop);
    const onDesktop = withoutGeneratedIds(renderStorefront('/about-us').container.innerHTML);
    expect(onPhone).toContain('data-testid="public-menu-open"');
    expect(onPhone).toContain('data-testid="public-navigation"');
    expect(onDesktop).toBe(onPhone);
  });
});

describe('public layout: the phone menu', () => {
  const drawer = () => document.getElementById('public-menu');

  it('stays open when the session check answers after it was opened, and closes once a link is followed', async () => {
    const user = setupUser();
    serve({ [businessDetailsPath]: businessDetails });
    const view = renderStorefront('/about-us', { isChecking: true });
    await screen.findByRole('heading', { level: 1, name: i18next.t('storefront.about.title') });
    // A visitor taps the menu while the session check is still out (a page just taken over).
    await user.click(screen.getByTestId('public-menu-open'));
    const menu = await waitFor(() => {
      expect(drawer()).not.toBeNull();
      return drawer() as HTMLElement;
    });
    view.setSession({ isChecking: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('public-menu-open').getAttribute('aria-expanded')).toBe('true');
    const links = within(menu).getByRole('navigation', { name: i18next.t('navigation.menu.public') });
    await user.click(
      within(links)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === '/contact') as HTMLElement,
    );
    await waitFor(() =>
      expect(screen.getByTestId('public-menu-open').getAttribute('aria-expanded')).toBe('false'),
    );
  });
});
