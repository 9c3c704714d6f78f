import { BookingMessages, type Booking, type ApiEnvelope } from '@courtbook/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, bookingRowsOfCourt, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** DESIGN.md section 4: one wizard holds at most one booking; a player may release an unpaid hold. */
describe('holds that never leak or block their owner', () => {
  let ctx: TestContext;
  let location: { id: number };
  let player: SignedIn;
  let other: SignedIn;
  const db = () => ctx.database.db;

  /** 40.00 an hour, no tax or card fee: 1.5 hours cost 60.00. */
  const newCourt = () => insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
  const post = async (payload: object, who: SignedIn = player) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: who.headers,
      payload,
    });
    return { status: res.statusCode, body: res.json<{ data: Booking[]; message: string }>() };
  };
  const release = (id: number, who: SignedIn = player) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${id}/release/`,
      headers: who.headers,
    });
  const body = (courtId: number, values: Record<string, unknown> = {}) =>
    bookingBody({
      location: location.id,
      court_id: courtId,
      booking_date: daysFromToday(4),
      total_price: '60',
      ...values,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db());
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    other = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
  });
  // A player holds one unpaid booking a location at a time: each test starts with none.
  beforeEach(async () => {
    await releaseHoldsOf(ctx.app, db(), player);
    await releaseHoldsOf(ctx.app, db(), other);
  });
  afterAll(() => ctx.app.close());

  it('asking again for the court and times one holds answers that same booking, not 409', async () => {
    const court = await newCourt();
    const first = await post(body(court.id));
    expect(first.status).toBe(201);
    const again = await post(body(court.id));
    expect(again.status).toBe(201);
    expect(again.body.data[0]!.booking_id).toBe(first.body.data[0]!.booking_id);
    expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(1);
    // Someone else asking for it is still refused.
    expect((await post(body(court.id), other)).status).toBe(409);
  });

  it('a weekly series asked for again is the same four bookings', async () => {
    const court = await newCourt();
    const weekly = body(court.id, { book_for_four_weeks: 'True', total_price: '240' });
    const first = await post(weekly);
    expect(first.body.data).toHaveLength(4);
    const again = await post(weekly);
    expect(again.body.data.map((b) => b.booking_id)).toEqual(
      first.body.data.map((b) => b.booking_id),
    );
  });

  it('changing the court or time replaces the earlier hold in one go: never two holds', async () => {
    const court = await newCourt();
    const otherCourt = await newCourt();
    const first = await post(body(court.id));
    const held = first.body.data[0]!.booking_id;
    // Half an hour later on the same court overlaps the earlier hold: only replacing it lets it in.
    const moved = await post(body(court.id, { start_time: '18:30', replaces_booking_id: held }));
    expect(moved.status).toBe(201);
    const rows = await bookingRowsOfCourt(db(), court.id);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [held, 'expired'],
      [moved.body.data[0]!.booking_id, 'pending'],
    ]);
    const switched = await post(
      body(otherCourt.id, { replaces_booking_id: moved.body.data[0]!.booking_id }),
    );
    expect(switched.status).toBe(201);
    expect((await bookingRowsOfCourt(db(), court.id)).map((r) => r.status)).toEqual([
      'expired',
      'expired',
    ]);
    // The court is free at once for anyone.
    expect((await post(body(court.id), other)).status).toBe(201);
  });

  it("replacing never releases someone else's hold", async () => {
    const court = await newCourt();
    const theirs = await post(body(court.id), other);
    const mine = await post(
      body(court.id, {
        start_time: '10:00',
        replaces_booking_id: theirs.body.data[0]!.booking_id,
      }),
    );
    expect(mine.status).toBe(201);
    expect((await bookingRowsOfCourt(db(), court.id)).map((r) => r.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('a player releases their unpaid hold: the whole series, the court free at once', async () => {
    const court = await newCourt();
    const created = await post(body(court.id, { book_for_four_weeks: 'True', total_price: '240' }));
    const id = created.body.data[1]!.booking_id;
    expect((await release(id, other)).statusCode).toBe(404);

    const res = await release(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: BookingMessages.released,
      booking_id: id,
      status: 'expired',
    });
    expect((await bookingRowsOfCourt(db(), court.id)).map((r) => r.status)).toEqual(
      Array(4).fill('expired'),
    );
    expect((await post(body(court.id), other)).status).toBe(201);

    const twice = await release(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiEnvelope>().message).toBe(BookingMessages.cannotRelease);
  });

  it('a confirmed booking cannot be released', async () => {
    const court = await newCourt();
    const created = await post(body(court.id));
    const id = created.body.data[0]!.booking_id;
    const staff = await signIn(ctx.app, db(), { userType: 0 });
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: staff.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await release(id);
    expect(res.statusCode).toBe(409);
    expect((await bookingRowsOfCourt(db(), court.id))[0]!.status).toBe('confirmed');
  });
});
