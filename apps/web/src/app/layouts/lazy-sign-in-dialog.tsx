import { lazy, Suspense, useEffect, useState } from 'react';
import type { SignInDialogProps } from '../../features/auth/components/sign-in-dialog';

const loadSignInDialog = () => import('../../features/auth/components/sign-in-dialog');
const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));

/**
 * The sign-in dialog, kept out of the first load: most storefront visitors never sign in. Its code
 * is fetched once the page is idle, so a click on "sign in" finds it ready; it is first rendered
 * when first opened and then stays, so it closes with its usual transition.
 */
export function LazySignInDialog(props: SignInDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);

  useEffect(() => {
    const prefetch = () => void loadSignInDialog();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1000);
    return () => clearTimeout(id);
  }, []);

  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog {...props} />
    </Suspense>
  );
}
