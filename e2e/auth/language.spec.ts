import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/session';

test('i18n: Hebrew is right-to-left by default; English switches to left-to-right and back', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker');
  await page.goto('/dashboard/worker/main');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('sign-out')).toHaveAccessibleName(/sign out/i);

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-ar').click();
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-he').click();
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
});
