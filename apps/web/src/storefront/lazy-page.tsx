import type { ComponentType } from 'react';
import { withMui } from '../app/with-mui';

/** A page component whose code loads when it is first shown, or ahead with `preload()`. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus a way to load the code before React renders. A server-rendered page is hydrated
 * only once its page's code is here (storefront/start.tsx): React.lazy would suspend the page's
 * boundary even then, and an update arriving before it hydrates (the session check's answer)
 * makes React throw the server's markup away and render the page again, losing what a visitor
 * typed and drawing it twice.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed download (a new deploy, the network away) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Page(props: P) {
    // Suspense's own protocol, as React.lazy does it: the boundary waits for the promise and
    // renders again. (`use(promise)` would too in a browser, but its retry is lost in tests run
    // inside act(), where nothing shows the page again.)
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** A lazy page built with MUI: its code comes with MUI's theme and style cache (ADR 0034). */
export function muiPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPage(() => withMui(load()));
}
