import { LAPSED_HOLD_SHOWN_HOURS, type Booking } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const HOUR_MS = 3_600_000;

/** A player's unpaid holds that ran out are listed apart for a day, never as past games. */
describe('GET /api/court-bookings/?type=lapsed', () => {
  let ctx: TestContext;
  let player: SignedIn;
  let other: SignedIn;
  const shown: number[] = [];
  const hidden: number[] = [];
  const db = () => ctx.database.db;
  const list = async (type: string, who: SignedIn = player) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/?type=${type}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number; results: Booking[] }>();
  };
  const idsOf = (page: { results: Booking[] }) => page.results.map((b) => b.booking_id);

  beforeAll(async () => {
    ctx = await createTestApp();
    const location = await insertLocation(db());
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    other = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    const slot = (day: number, userId = player.user.id) => ({
      courtId: court.id,
      locationId: location.id,
      userId,
      startsAt: `2099-04-${String(day).padStart(2, '0')}T10:00:00Z`,
      endsAt: `2099-04-${String(day).padStart(2, '0')}T11:00:00Z`,
    });
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

    // Ran out a minute ago; the sweep has not marked it yet.
    shown.push((await insertBooking(db(), { ...slot(1), holdExpiresAt: ago(1 / 60) })).id);
    // Marked expired by the sweep an hour ago, and one in an ended game's slot.
    shown.push(
      (await insertBooking(db(), { ...slot(2), status: 'expired', holdExpiresAt: ago(1) })).id,
    );
    shown.push(
      (
        await insertBooking(db(), {
          ...slot(3),
          startsAt: '2024-04-03T10:00:00Z',
          endsAt: '2024-04-03T11:00:00Z',
          status: 'expired',
          holdExpiresAt: ago(2),
        })
      ).id,
    );
    // Lapsed more than a day ago: no longer shown.
    hidden.push(
      (
        await insertBooking(db(), {
          ...slot(4),
          status: 'expired',
          holdExpiresAt: ago(LAPSED_HOLD_SHOWN_HOURS + 1),
        })
      ).id,
    );
    // Someone else's lapsed hold never shows.
    hidden.push(
      (
        await insertBooking(db(), {
          ...slot(5, other.user.id),
          status: 'expired',
          holdExpiresAt: ago(1),
        })
      ).id,
    );
    // A live hold is upcoming, not lapsed.
    hidden.push(
      (await insertBooking(db(), { ...slot(6), holdExpiresAt: new Date(Date.now() + HOUR_MS) })).id,
    );
  });
  afterAll(() => ctx.app.close());

  it('lists the holds that ran out unpaid in the last day, as expired', async () => {
    const page = await list('lapsed');
    expect(page.count).toBe(3);
    expect(idsOf(page).sort((a, b) => a - b)).toEqual([...shown].sort((a, b) => a - b));
    expect(page.results.every((b) => b.status === 'expired')).toBe(true);
    for (const id of hidden) expect(idsOf(page)).not.toContain(id);
  });

  it('Past and Upcoming never show them', async () => {
    const past = idsOf(await list('past'));
    const upcoming = idsOf(await list('upcoming'));
    for (const id of shown) {
      expect(past).not.toContain(id);
      expect(upcoming).not.toContain(id);
    }
  });

  it('a hold released by hand or replaced by the wizard is not a lapsed one', async () => {
    const location = await insertLocation(db());
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const booking = (start: string, replaces?: number) =>
      book(ctx.app, player.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(3),
        start_time: start,
        total_price: '60',
        ...(replaces === undefined ? {} : { replaces_booking_id: replaces }),
      });
    const [first] = await booking('10:00');
    const [second] = await booking('12:00', first!.booking_id);
    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${second!.booking_id}/release/`,
      headers: player.headers,
    });
    expect(released.statusCode, released.body).toBe(200);

    const lapsedIds = idsOf(await list('lapsed'));
    expect(lapsedIds).not.toContain(first!.booking_id);
    expect(lapsedIds).not.toContain(second!.booking_id);
    expect(idsOf(await list('past'))).not.toContain(second!.booking_id);
  });

  it('staff lists keep their own types: lapsed is the player’s list only', async () => {
    const staff = await signIn(ctx.app, db(), { userType: 0 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_booking_byadmin/?type=lapsed',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
