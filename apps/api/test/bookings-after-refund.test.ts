import {
  BookingMessages,
  type Answer,
  type ApiEnvelope,
  type Booking,
  type CheckoutSession,
  type Paginated,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** What a player and staff read of a booking once it is paid, cancelled by the club, refunded. */
describe('a booking after a staff cancel with a refund', () => {
  let ctx: TestContext;
  let location: { id: number };
  let admin: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  const get = <T>(url: string, who: SignedIn) =>
    ctx.app.inject({ method: 'GET', url, headers: who.headers }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  const ownList = (type: 'upcoming' | 'past', who: SignedIn) =>
    get<Paginated<Booking>>(`/api/court-bookings/?type=${type}`, who);
  const cancel = (id: number, refund: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund },
    });

  /** A fresh player's booking (weekly when asked) on a fresh court, paid by card. */
  async function paidBooking(weekly = false) {
    const player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const series = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      book_for_four_weeks: weekly,
      total_price: weekly ? '240' : '60',
    });
    const first = series[0]!;
    const res = await checkout(ctx.app, player.headers, { booking_id: first.booking_id });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<Answer<CheckoutSession>>();
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(200);
    expect(
      (await verifyPayment(ctx.app, player.headers, session.payment_intent_id)).statusCode,
    ).toBe(200);
    return { player, series, first };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db());
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('tells the player it was cancelled and refunded to their card, when, and lists it under Past', async () => {
    const { player, first } = await paidBooking();
    const paid = await get<Booking>(`/api/court-bookings/${first.booking_id}/`, player);
    expect(paid).toMatchObject({
      status: 'confirmed',
      payment_method: 'card',
      refund_amount: null,
      refunded_at: null,
    });
    expect((await ownList('upcoming', player)).results.map((b) => b.booking_id)).toEqual([
      first.booking_id,
    ]);

    const before = Date.now();
    const res = await cancel(first.booking_id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.cancelledRefunded);
    const after = Date.now();

    const seen = await get<Booking>(`/api/court-bookings/${first.booking_id}/`, player);
    // 1.5 h at $40: 60.00 + 8 % tax + 3 % card fee, all of it back.
    expect(seen).toMatchObject({
      status: 'cancelled',
      payment_method: 'card',
      on_amount: '66.60',
      refund_amount: '66.60',
    });
    const refundedAt = Date.parse(seen.refunded_at ?? '');
    expect(refundedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(refundedAt).toBeLessThanOrEqual(after + 1000);

    // A cancelled booking is no longer coming up: it is under Past, and counted there.
    const upcoming = await ownList('upcoming', player);
    expect(upcoming.results).toEqual([]);
    expect(upcoming.count).toBe(0);
    const past = await ownList('past', player);
    expect(past.results.map((b) => [b.booking_id, b.status, b.refund_amount])).toEqual([
      [first.booking_id, 'cancelled', '66.60'],
    ]);
    expect(past.count).toBe(1);
  });

  it('says a card payment not refunded yet is still the card, with no refund', async () => {
    const { player, first } = await paidBooking();
    expect((await cancel(first.booking_id, false)).statusCode).toBe(200);
    expect(await get<Booking>(`/api/court-bookings/${first.booking_id}/`, player)).toMatchObject({
      status: 'cancelled',
      payment_method: 'card',
      refund_amount: null,
      refunded_at: null,
    });
  });

  it('has no calendar file for a cancelled booking (409, nothing to add)', async () => {
    const { player, first } = await paidBooking();
    const live = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${first.booking_id}/ics/`,
      headers: player.headers,
    });
    expect(live.statusCode).toBe(200);
    expect((await cancel(first.booking_id, true)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${first.booking_id}/ics/`,
      headers: player.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.noCalendarWhenCancelled);
  });
});
