import { fireEvent, waitFor } from '@testing-library/react';

/**
 * The toast on screen, found by its place (an open dialog hides the rest of the page from
 * assistive technology). Toasts show one at a time, so a later one may wait for the one before.
 */
export async function findToast(containing: string, timeout = 2000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const alerts = [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')];
      const match = alerts.find((alert) => alert.textContent?.includes(containing));
      if (!match) throw new Error(`No toast containing "${containing}"`);
      return match;
    },
    { timeout },
  );
}

/** Closes a toast with its close button, letting the next one in. */
export function dismissToast(toast: HTMLElement) {
  const close = toast.querySelector('button');
  if (close) fireEvent.click(close);
}
