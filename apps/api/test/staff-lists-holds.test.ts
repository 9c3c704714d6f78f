import { UserType } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTallyChanges } from '../src/modules/bookings/booking-counts.repository';
import { daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { csvLines } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const HOUR = 3_600_000;

/**
 * Issue Step 15, item 2.4: the report table showed 19 rows for 6 real bookings. A hold that ran
 * out unpaid (swept or not yet) or was given back is no booking: staff's lists, the report table,
 * its CSV and their counts leave such holds out unless the status filter asks for them.
 */
describe('staff lists leave lapsed and released holds out by default', () => {
  let ctx: TestContext;
  let staff: SignedIn;
  let club: number;
  const real: number[] = [];
  const abandoned: number[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    club = (await insertLocation(db, { name: 'Holds Club', timeZone: 'UTC' })).id;
    const court = (await insertCourt(db, club)).id;
    const player = (await insertUser(db, { firstName: 'Hal', lastName: 'Holder' })).id;
    const now = Date.now();
    // Some long over (counted from the tallies), some days ahead; one slot each.
    let slot = 0;
    const at = (days: number) => {
      const start = Date.parse(`${daysFromToday(days, 'UTC')}T06:00:00Z`) + slot++ * HOUR;
      return {
        courtId: court,
        locationId: club,
        userId: player,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + HOUR).toISOString(),
      };
    };
    for (const days of [-40, 20]) {
      real.push((await insertBooking(db, { ...at(days), status: 'confirmed' })).id);
      real.push((await insertBooking(db, { ...at(days), status: 'cancelled' })).id);
      // Swept by the expiry sweep; given back by its player (no hold time); run out, not yet swept.
      const expiredAt = new Date(Math.min(now, Date.parse(at(days).startsAt)) - 2 * HOUR);
      abandoned.push(
        (await insertBooking(db, { ...at(days), status: 'expired', holdExpiresAt: expiredAt })).id,
        (await insertBooking(db, { ...at(days), status: 'expired', holdExpiresAt: null })).id,
        (await insertBooking(db, { ...at(days), status: 'pending', holdExpiresAt: expiredAt })).id,
      );
    }
    // A hold still running is a booking in the making: it stays.
    real.push(
      (await insertBooking(db, { ...at(21), holdExpiresAt: new Date(now + 10 * 60_000) })).id,
    );
    staff = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
  });
  afterAll(() => ctx.app.close());

  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const listed = async (url: string) => {
    const page = (await get(`${url}&page_size=100`)).json<{
      count: number;
      results: { booking_id: number; status: string }[];
    }>();
    // The count is of the rows shown, never of the holds left out.
    expect(page.count, url).toBe(page.results.length);
    return page.results.map((row) => row.booking_id).sort((a, b) => a - b);
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const range = `start_date=${daysFromToday(-45, 'UTC')}&end_date=${daysFromToday(25, 'UTC')}`;

  it('court bookings: every tab shows the real bookings only, folded or not', async () => {
    for (const fold of [false, true]) {
      if (fold) await foldTallyChanges(ctx.database.db);
      const base = `/api/get_booking_byadmin/?location=${club}`;
      expect(await listed(`${base}&type=all`)).toEqual(sorted(real));
      expect(await listed(`${base}&type=upcoming`)).toEqual(sorted(real.slice(2)));
      expect(await listed(`${base}&type=past`)).toEqual(sorted(real.slice(0, 2)));
      expect(await listed(`${base}&type=all&search=holder`)).toEqual(sorted(real));
      // The status filter shows them: lapsed, swept and released holds read as expired.
      expect(await listed(`${base}&type=all&status=expired`)).toEqual(sorted(abandoned));
      expect(await listed(`${base}&type=past&status=expired`)).toEqual(sorted(abandoned));
    }
  });

  it('the report table and its CSV leave them out too, and show them when asked', async () => {
    const table = `/api/reporting-bookings/?location=${club}&${range}`;
    expect(await listed(table)).toEqual(sorted(real));
    expect(await listed(`${table}&search=hal`)).toEqual(sorted(real));
    expect(await listed(`${table}&status=expired`)).toEqual(sorted(abandoned));

    const csv = async (query: string) =>
      csvLines((await get(`/api/download_csv/?location=${club}&${range}${query}`)).body).length - 1;
    expect(await csv('')).toBe(real.length);
    expect(await csv('&status=expired')).toBe(abandoned.length);
  });
});
