import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/storage';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';

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
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
