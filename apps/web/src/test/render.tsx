import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '../app/provider';
import { connectApiToRouter, createRoutes } from '../app/router';
import { saveSession, type LoggedUserData } from '../lib/storage';
import { UserType, type Role } from '@courtbook/shared';
import { onTestFinished } from 'vitest';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Where the app starts: a path, or a path with navigation state. */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Mounts the real route tree at `path`, as the app does, in a memory router. */
export function renderApp(path: Entry) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const disconnect = connectApiToRouter(router, queryClient);
  onTestFinished(disconnect);
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one component with the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
  return { ...view, queryClient };
}

const people: Record<string, LoggedUserData> = {
  superAdmin: { first_name: 'Sam', last_name: 'Super', user_type: UserType.SuperAdmin },
  locationAdmin: {
    first_name: 'Lee',
    last_name: 'Local',
    user_type: UserType.LocationAdmin,
    permissions: ['full_access'],
  },
  player: { first_name: 'Pat', last_name: 'Player', user_type: UserType.Player },
};

/** Stores a session the way the login pages will. */
export function logInAs(
  who: 'superAdmin' | 'locationAdmin' | 'player',
  token = 'test-token',
): LoggedUserData {
  const user = people[who];
  if (!user) throw new Error(`Unknown test user ${who}`);
  const role: Role = who === 'player' ? 'user' : 'superadmin';
  saveSession({ token, role, user });
  return user;
}
