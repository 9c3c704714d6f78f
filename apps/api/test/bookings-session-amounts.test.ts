import type { Booking, Paginated } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Issue Step 15, item 2.3: a weekly series' rows each show their session, not the series. */
describe("a weekly series' amounts: each session's, and the series'", () => {
  let ctx: TestContext;
  let location: { id: number };
  let player: SignedIn;
  let admin: SignedIn;
  const db = () => ctx.database.db;
  const list = async (url: string, who: SignedIn) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paginated<Booking>>().results;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db());
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
  });
  afterAll(() => ctx.app.close());

  it('gives every row its session amount, in staff lists and the player’s alike', async () => {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const series = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(2),
      book_for_four_weeks: true,
      total_price: '240',
    });
    const ids = series.map((b) => b.booking_id);
    // 1.5 h at $40: 60.00 + 8 % tax (4.80) + 3 % card fee (1.80) a session; four of them.
    const amounts = (rows: Booking[]) =>
      rows
        .filter((b) => ids.includes(b.booking_id))
        .map((b) => [b.booking_id, b.session_amount, b.on_amount])
        .sort(([a], [b]) => Number(a) - Number(b));
    const expected = ids.map((id) => [id, '66.60', '266.40']);

    expect(
      amounts(await list(`/api/get_booking_byadmin/?location=${location.id}&page_size=100`, admin)),
    ).toEqual(expected);
    expect(amounts(await list('/api/court-bookings/?page_size=100', player))).toEqual(expected);
    expect(amounts(series)).toEqual(expected);
  });

  it('leaves the card fee out of a session paid at the club', async () => {
    // The first test's series is still the player's one unpaid hold at this club.
    await releaseHoldsOf(ctx.app, db(), player);
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(3),
      book_for_four_weeks: true,
      total_price: '240',
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first!.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({
      payment_method: 'venue',
      session_amount: '64.80',
      on_amount: '259.20',
    });
  });
});
