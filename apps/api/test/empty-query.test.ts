import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from './helpers/factories';
import { signIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Clients build list URLs from every parameter the list takes, some empty: an empty parameter
 * means "not given", on every endpoint.
 */
describe('query parameters sent empty', () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let player: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = (await signIn(ctx.app, ctx.database.db, { userType: 0 })).headers;
    const location = await insertLocation(ctx.database.db);
    player = (await signIn(ctx.app, ctx.database.db, { userType: 2, locationIds: [location.id] }))
      .headers;
  });
  afterAll(() => ctx.app.close());

  it.each([
    ['/api/get_courtbookings/?type=&page=1&search=&start_date=&end_date=&location=', 'anonymous'],
    [
      '/api/get_booking_byadmin/?type=&page=&search=&start_date=&end_date=&location=&status=',
      'staff',
    ],
    ['/api/locations/?page=&search=&start_date=&end_date=', 'staff'],
    ['/api/create_admin/?page=1&search=&start_date=&end_date=', 'staff'],
    ['/api/contact-us/?page=&search=&start_date=&end_date=', 'staff'],
    ['/api/user_basic_data/?page=&search=', 'staff'],
    ['/api/reporting-bookings/?location=&search=&start_date=&end_date=&page=', 'staff'],
    ['/api/reporting-data/?location=&start_date=&end_date=', 'staff'],
    ['/api/court-bookings/?page=&type=', 'player'],
  ])('%s means the same as leaving them out', async (url, caller) => {
    const headers = caller === 'staff' ? staff : caller === 'player' ? player : {};
    const withEmpty = await ctx.app.inject({ method: 'GET', url, headers });
    expect(withEmpty.statusCode, withEmpty.body).toBe(200);
    const given = new URLSearchParams(url.split('?')[1]);
    for (const [key, value] of [...given]) if (value === '') given.delete(key);
    const without = await ctx.app.inject({
      method: 'GET',
      url: `${url.split('?')[0]}?${given.toString()}`,
      headers,
    });
    expect(withEmpty.json()).toEqual(without.json());
  });
});
