import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/storage';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transitions) loads after the first paint: no page shows a toast
// before its code has loaded, and toasts sent earlier wait in the store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** Must match the fallback in public/color-scheme.js. */
export const DEFAULT_COLOR_SCHEME = 'auto';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (unit tests). */
  env?: 'default' | 'test';
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
