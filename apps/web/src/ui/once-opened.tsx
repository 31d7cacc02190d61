import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded overlay (a dialog, a menu, a drawer) from the first time it opens, and
 * keeps it from then on so it closes with its usual transition. Until then its code is not even
 * downloaded: the storefront's first load carries none of them (ADR 0031).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
