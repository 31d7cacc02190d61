import { Suspense, useState } from 'react';
import type { SignInDialogProps } from '../../features/auth/components/sign-in-dialog';
import { lazyWithMui } from '../with-mui';

const loadSignInDialog = () => import('../../features/auth/components/sign-in-dialog');
const SignInDialog = lazyWithMui(() => loadSignInDialog().then((module) => module.SignInDialog));

/**
 * Fetches the sign-in dialog's code when a visitor shows the intent to sign in (a pointer over the
 * button, a touch, the keyboard's focus), so the click finds it ready. Not at idle: most visitors
 * never sign in, and on a phone those 90 KB would compete with the page's images (ADR 0031).
 */
const prefetch = () => {
  void loadSignInDialog();
  void import('../mui-scope');
};
export const prefetchSignIn = { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };

/**
 * The sign-in dialog, kept out of the first load: most storefront visitors never sign in. It is
 * first rendered when first opened and then stays, so it closes with its usual transition.
 */
export function LazySignInDialog(props: SignInDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);

  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog {...props} />
    </Suspense>
  );
}
