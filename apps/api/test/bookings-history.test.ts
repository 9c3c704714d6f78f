import {
  BookingHistoryMessages,
  BookingMessages,
  type ApiEnvelope,
  type Booking,
  type BookingHistory,
  type CheckoutSession,
  type PageAnswer,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { BookingApiMessages } from '../src/modules/bookings/bookings.messages';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('GET /api/court-bookings/{id}/history/: who did what to a booking, for staff', () => {
  let ctx: TestContext;
  let location: { id: number };
  let elsewhere: { id: number };
  let player: SignedIn;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let reportingAdmin: SignedIn;
  let day = 2;
  const db = () => ctx.database.db;

  const history = (id: number, who?: SignedIn) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${id}/history/`,
      headers: who?.headers,
    });
  const put = (id: number, payload: object, who: SignedIn) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: who.headers,
      payload,
    });
  const rename = (who: SignedIn, firstName: string, lastName: string) =>
    db().update(users).set({ firstName, lastName }).where(eq(users.id, who.user.id));

  async function pending(weekly = false, by: SignedIn = player) {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    if (by === player) await releaseHoldsOf(ctx.app, db(), player);
    return book(ctx.app, by.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      book_for_four_weeks: weekly,
      total_price: weekly ? '240' : '60',
      ...(by === player ? {} : { user_email: player.user.email }),
    });
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), { name: 'Greenlake Club' });
    elsewhere = await insertLocation(db(), { name: 'Other Club' });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    adminElsewhere = await signIn(ctx.app, db(), { userType: 1, locationIds: [elsewhere.id] });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['reporting'],
      locationIds: [location.id],
    });
    await rename(player, 'Petra', 'Player');
    await rename(superAdmin, 'Sam', 'Super');
    await rename(admin, 'Ada', 'Admin');
  });
  afterAll(() => ctx.app.close());

  it('lists the booking, then each confirm and cancel on any row of the series, with who and when', async () => {
    const series = await pending(true);
    const fresh = await history(series[1]!.booking_id, admin);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<ApiEnvelope>().message).toBe(BookingHistoryMessages.fetched);
    const before = fresh.json<BookingHistory>();
    expect(fresh.json()).not.toHaveProperty('data');
    expect(before.payment).toBeNull();
    expect(before.entries).toEqual([
      {
        id: 'created',
        action: 'booking.create',
        actor: { id: player.user.id, name: 'Petra Player', email: player.user.email },
        created_at: expect.any(String) as string,
        details: { series_id: series[0]!.series_id },
      },
    ]);

    expect((await put(series[2]!.booking_id, { status: 'confirmed' }, admin)).statusCode).toBe(200);
    expect((await put(series[0]!.booking_id, { status: 'cancelled' }, superAdmin)).statusCode).toBe(
      200,
    );

    // Any row of the series answers the same history.
    for (const row of series) {
      const res = await history(row.booking_id, superAdmin);
      expect(res.statusCode).toBe(200);
      const data = res.json<BookingHistory>();
      expect(data.entries.map((e) => [e.action, e.actor?.name])).toEqual([
        ['booking.create', 'Petra Player'],
        ['booking.confirm', 'Ada Admin'],
        ['booking.cancel', 'Sam Super'],
      ]);
      expect(data.entries[1]!.details).toMatchObject({
        series_id: row.series_id,
        from: ['pending', 'pending', 'pending', 'pending'],
      });
      expect(data.entries[2]!.details).toMatchObject({ from: Array(4).fill('confirmed') });
      const times = data.entries.map((e) => Date.parse(e.created_at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('names the staff member who booked for a player, and audits that booking', async () => {
    const [first] = await pending(false, admin);
    const res = await history(first!.booking_id, superAdmin);
    expect(res.json<BookingHistory>().entries).toMatchObject([
      { action: 'booking.create', actor: { id: admin.user.id, name: 'Ada Admin' } },
    ]);
    expect(await auditRowsOf(db(), 'booking', first!.booking_id)).toMatchObject([
      {
        action: 'booking.create',
        actorUserId: admin.user.id,
        details: {
          series_id: first!.series_id,
          booking_ids: [first!.booking_id],
          player_id: player.user.id,
        },
      },
    ]);
    // A player's own booking is no staff action: nothing in the audit log.
    const [own] = await pending();
    expect(await auditRowsOf(db(), 'booking', own!.booking_id)).toEqual([]);
  });

  it('shows the card payment and its refund', async () => {
    const [first] = await pending();
    const session = (
      await checkout(ctx.app, player.headers, { booking_id: first!.booking_id })
    ).json<CheckoutSession>();
    await payLocally(ctx.app, player.headers, session.client_secret);
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    const paid = (await history(first!.booking_id, admin)).json<BookingHistory>();
    expect(paid.payment).toMatchObject({ status: 'succeeded', amount: '66.60', provider: 'local' });

    const cancelled = await put(first!.booking_id, { status: 'cancelled', refund: true }, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await history(first!.booking_id, admin)).json<BookingHistory>();
    expect(after.payment).toMatchObject({ status: 'refunded', amount: '66.60' });
    expect(after.entries.map((e) => [e.action, e.actor?.name])).toEqual([
      ['booking.create', 'Petra Player'],
      ['booking.cancel', 'Ada Admin'],
      ['payment.refund', 'Ada Admin'],
    ]);
    expect(after.entries[2]!.details).toMatchObject({ amount_cents: 6660 });
  });

  it('is for staff with the court bookings permission, in scope: 401, 403, 404', async () => {
    const [first] = await pending();
    const id = first!.booking_id;
    expect((await history(id)).statusCode).toBe(401);

    // The player may read the booking itself, not the staff history.
    const asPlayer = await history(id, player);
    expect(asPlayer.statusCode).toBe(403);

    const noPermission = await history(id, reportingAdmin);
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json<ApiEnvelope>().message).toBe(BookingApiMessages.noPermission);

    const outOfScope = await history(id, adminElsewhere);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json<ApiEnvelope>().message).toBe(BookingMessages.bookingNotFound);
    expect((await history(2_000_000_000, superAdmin)).statusCode).toBe(404);

    const bad = await history(0, superAdmin);
    expect(bad.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'GET',
      url: '/api/court-bookings/abc/history/',
      headers: superAdmin.headers,
    });
    expect(text.statusCode).toBe(400);
  });

  it("staff find bookings by the player's phone too", async () => {
    const phone = '+14155550199';
    const phoned = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    await db().update(users).set({ phone }).where(eq(users.id, phoned.user.id));
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const [mine] = await book(ctx.app, phoned.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_booking_byadmin/?search=4155550199',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PageAnswer<Booking>>().results.map((b) => b.booking_id)).toEqual([
      mine!.booking_id,
    ]);
  });
});
