import { fireEvent, within } from '@testing-library/react';

/**
 * Toasts show one at a time: closing one lets the next be read. A dialog hides the toast from
 * assistive technology, so its close button is found among hidden elements too.
 */
export function dismissToast(toast: HTMLElement): void {
  fireEvent.click(within(toast).getByRole('button', { hidden: true }));
}
