import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import '../app/i18n';
import { NotificationsProvider } from '../app/notifications';
import { ToastView } from '../app/toast-view';

/** For component tests only: the providers a screen expects from the shell, without retries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Date pickers bring their own provider (ui/dates-provider.tsx), as in the app. */
export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client ?? createTestQueryClient()}>
      <NotificationsProvider view={ToastView}>{children}</NotificationsProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { client?: QueryClient } = {},
) {
  const client = options.client ?? createTestQueryClient();
  return {
    client,
    ...render(ui, {
      ...options,
      wrapper: ({ children }) => <TestProviders client={client}>{children}</TestProviders>,
    }),
  };
}
