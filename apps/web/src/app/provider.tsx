import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/storage';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

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
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
