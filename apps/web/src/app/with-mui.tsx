import { type ComponentType, lazy } from 'react';

/**
 * A component whose code loads with MUI's theme and style cache around it (mui-scope.tsx): the
 * scope comes in the same round of downloads as the component, and not before (ADR 0034).
 */
export function withMui<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([component, import('./mui-scope')]).then(([Component, { MuiScope }]) => {
    function Scoped(props: P) {
      return (
        <MuiScope>
          <Component {...props} />
        </MuiScope>
      );
    }
    return Scoped;
  });
}

/** React.lazy for a component that needs MUI, as `withMui` loads it. */
export function lazyWithMui<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withMui(load()).then((component) => ({ default: component })));
}
