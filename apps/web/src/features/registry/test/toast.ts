import { waitFor } from '@testing-library/react';

/**
 * The toast on screen. A dialog hides the rest of the page from assistive technology while open,
 * the toast included, so it is found by its place rather than by role.
 */
export async function findToast(containing?: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alerts = [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')];
    const match = alerts.find((alert) => !containing || alert.textContent?.includes(containing));
    if (!match) throw new Error(`No toast${containing ? ` containing "${containing}"` : ''}`);
    return match;
  });
}
