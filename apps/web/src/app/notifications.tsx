import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { lazyWithMui } from './with-mui';

type Severity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  severity: Severity;
  message: string;
  title?: string;
  durationMs?: number;
}

export interface ToastOptions {
  /** Translated heading above the message (spec 3 §5: an error toast titled "error"). */
  title?: string;
  /** How long it stays; 3 seconds unless a message needs longer (spec 3 §9). */
  durationMs?: number;
}

/** A message may hold line breaks (a list of field errors); they are shown as written. */
export interface Notify {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
}

const NotifyContext = createContext<Notify | null>(null);
/** Spec 3 §8: toasts auto-close after 3 seconds. */
const toastDurationMs = 3000;

type ToastViewProps = { current: Toast | undefined; onClose(): void };

// MUI's Snackbar, loaded with the first toast: most storefront visitors never see one (ADR 0034).
const LazyToastView = lazyWithMui<ToastViewProps>(() => import('./toast-view').then((m) => m.ToastView));

/**
 * Toasts at the top, on the reading side (right in Hebrew and Arabic), one at a time in order.
 * `view` draws them; by default it loads with the first toast, and the back-office, which has MUI
 * loaded anyway, gives it directly (app/providers.tsx).
 */
export function NotificationsProvider({
  children,
  view: View = LazyToastView,
}: {
  children: ReactNode;
  view?: ComponentType<ToastViewProps>;
}) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const push = useCallback((severity: Severity, message: string, options: ToastOptions = {}) => {
    setQueue((current) => [...current, { id: Date.now() + Math.random(), severity, message, ...options }]);
  }, []);
  const notify = useMemo<Notify>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
      info: (message, options) => push('info', message, options),
      warning: (message, options) => push('warning', message, options),
    }),
    [push],
  );
  const current = queue[0];
  // Drawn from the first toast on, so that each closes with its transition.
  const [shown, setShown] = useState(false);
  if (current && !shown) setShown(true);
  const close = () => setQueue((items) => items.slice(1));
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <View
            current={current && { ...current, durationMs: current.durationMs ?? toastDurationMs }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotificationsProvider');
  return notify;
}
