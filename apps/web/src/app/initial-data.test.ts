import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byRoute, startApiServer, type TestApiServer } from '../test/api-server';
import { createTestQueryClient, logInAs } from '../test/render';
import { getSessionSnapshot } from '../lib/session';
import { saveSelectedLocation } from '../lib/storage';
import { publicLocationsQueryOptions } from '../lib/queries/locations';
import { prefetchInitialData } from './initial-data';

const GREENLAKE = { id: 1, name: 'Greenlake', time_zone: 'America/Chicago' };
let server: TestApiServer;

beforeEach(async () => {
  server = await startApiServer(
    byRoute({
      // Bare lists, as the API answers them.
      'GET /api/all_locations/': { status: 200, body: [GREENLAKE] },
      'GET /api/my_location/': { status: 200, body: [GREENLAKE] },
    }),
  );
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const requested = () => server.requests.map((r) => `${r.method} ${r.url}`);

describe('the first page’s data, fetched with its code', () => {
  it('fetches the locations for a player opening the booking page, into the cache the page reads', async () => {
    logInAs('player');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    const queryClient = createTestQueryClient();
    await prefetchInitialData('/user-book-court', getSessionSnapshot(), queryClient);
    expect(requested()).toEqual(['GET /api/all_locations/']);
    expect(queryClient.getQueryData(publicLocationsQueryOptions().queryKey)).toEqual([GREENLAKE]);
  });

  it('fetches the managed locations for staff opening /book-court', async () => {
    logInAs('superAdmin');
    await prefetchInitialData('/book-court', getSessionSnapshot(), createTestQueryClient());
    expect(requested()).toEqual(['GET /api/my_location/']);
  });

  it.each([
    ['a visitor on /', '/', () => {}],
    ['a visitor on the booking page', '/user-book-court', () => {}],
    ['a player who has not chosen a location', '/user-book-court', () => logInAs('player')],
    ['a player on their bookings', '/user-bookings', () => logInAs('player')],
  ])('fetches nothing for %s', async (_, pathname, arrange) => {
    arrange();
    await prefetchInitialData(pathname, getSessionSnapshot(), createTestQueryClient());
    expect(requested()).toEqual([]);
  });

  it('does not throw when the API fails: the page shows the error itself', async () => {
    await server.close();
    server = await startApiServer(() => ({
      status: 500,
      body: { code: 500, message: 'Down', data: null },
    }));
    vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
    logInAs('player');
    saveSelectedLocation({ id: 1, name: 'Greenlake' });
    await expect(
      prefetchInitialData('/user-book-court', getSessionSnapshot(), createTestQueryClient()),
    ).resolves.toBeUndefined();
  });
});
