import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { myLocationsQueryOptions, publicLocationsQueryOptions } from '../lib/queries/locations';
import { saveSelectedLocation } from '../lib/storage';
import { refuse, apiServerPerTest, byRoute } from '../test/api-server';
import { createTestQueryClient, logInAs } from '../test/render';
import { routerReady } from './hydration';
import { AppProvider } from './provider';
import { createRoutes } from './router';

const GREENLAKE = {
  id: 1,
  name: 'Greenlake',
  time_zone: 'America/Chicago',
  booking_horizon_days: 365,
};
const testApi = apiServerPerTest();
const serveLocations = () =>
  testApi.serve(
    byRoute({
      // Bare lists, as the API answers them.
      'GET /api/all_locations/': { status: 200, body: [GREENLAKE] },
      'GET /api/my_location/': { status: 200, body: [GREENLAKE] },
    }),
  );
const requested = () => testApi.requests.map((r) => `${r.method} ${r.url}`);

/** The real route tree at `path`, once its router has loaded the page's code and data. */
async function openAt(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await routerReady(router);
  return { queryClient, router };
}

describe('route loaders', () => {
  it('fetch the locations before a player’s booking page renders: it opens with its club, not loading', async () => {
    await serveLocations();
    logInAs('player');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    const { queryClient, router } = await openAt('/user-book-court');
    expect(requested()).toEqual(['GET /api/all_locations/']);
    expect(queryClient.getQueryData(publicLocationsQueryOptions().queryKey)).toEqual([GREENLAKE]);

    render(
      <AppProvider queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Court' })).toBeVisible();
    expect(screen.getByText('Greenlake')).toBeVisible();
    expect(screen.queryByText('Loading the location…')).not.toBeInTheDocument();
  });

  it('fetch the managed locations before staff’s booking page renders', async () => {
    await serveLocations();
    logInAs('superAdmin');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    const { queryClient } = await openAt('/book-court');
    expect(requested()).toEqual(['GET /api/my_location/']);
    expect(queryClient.getQueryData(myLocationsQueryOptions().queryKey)).toEqual([GREENLAKE]);
  });

  it('run on a navigation too, and not again for data already cached', async () => {
    await serveLocations();
    logInAs('player');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    const { queryClient, router } = await openAt('/how-it-works');
    expect(requested()).toEqual([]);
    await router.navigate('/user-book-court');
    expect(router.state.location.pathname).toBe('/user-book-court');
    expect(queryClient.getQueryData(publicLocationsQueryOptions().queryKey)).toEqual([GREENLAKE]);
    await router.navigate('/how-it-works');
    await router.navigate('/user-book-court');
    expect(requested()).toEqual(['GET /api/all_locations/']);
  });

  const chooseGreenlake = () => saveSelectedLocation({ id: 1, name: 'Greenlake' });
  it.each([
    ['a visitor', '/user-book-court', chooseGreenlake],
    ['a player who has not chosen a club', '/user-book-court', () => logInAs('player')],
    ['a super admin who has not chosen a location', '/book-court', () => logInAs('superAdmin')],
    ['a player', '/book-court', () => (logInAs('player'), chooseGreenlake())],
  ])('fetch nothing for %s on %s: the page sends them on', async (_, path, arrange) => {
    await serveLocations();
    arrange();
    await openAt(path);
    expect(requested()).toEqual([]);
  });

  it('leave a failed fetch to the page, which shows it inside the layout', async () => {
    await testApi.serve(() => refuse(500, 'Down'));
    logInAs('player');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    const { queryClient, router } = await openAt('/user-book-court');
    expect(router.state.errors).toBeNull();

    render(
      <AppProvider queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(
      await screen.findByRole('alert', { name: 'Booking is not possible here' }),
    ).toBeVisible();
  });
});
