import { useState } from 'react';

/**
 * Counts how many times a dialog has opened. Keying a form with it gives every opening a fresh
 * form, while the closing fade still shows the values it had.
 */
export function useOpeningCount(open: boolean): number {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return openings;
}
