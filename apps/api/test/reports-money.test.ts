import { addCalendarDays, localInstant, UserType, type ReportData } from '@courtbook/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { csvLines, insertReportBooking } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const NY = 'America/New_York';

/**
 * The report's money through the real flows: a card payment the local provider took is a test
 * payment, a booking staff confirmed is paid at the club, a Stripe payment (crafted: no Stripe
 * here) is card revenue; the three and their total add up on every day and in the cards.
 */
describe('reports: card, pay-at-club and test payments', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let player: SignedIn;
  let club: { id: number };
  const today = daysFromToday(0, NY);
  const range = `start_date=${addCalendarDays(today, -29)}&end_date=${addCalendarDays(today, 30)}`;
  const ids: Record<string, number> = {};

  const put = (id: number, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: superAdmin.headers,
      payload,
    });
  /** 18:00-19:30 tomorrow on a fresh $40-an-hour court: 60.00 + 8 % tax + 3 % card fee. */
  async function bookTomorrow() {
    const court = await insertCourt(ctx.database.db, club.id, { hourlyFeeCents: 4000 });
    const [first] = await book(ctx.app, player.headers, {
      location: club.id,
      court_id: court.id,
      booking_date: daysFromToday(1, NY),
      total_price: '60',
    });
    return first!.booking_id;
  }
  /** A session on `date` (10:00-11:00 local, 44.40) whose series Stripe was paid for. */
  async function paidByStripe(date: string) {
    const court = await insertCourt(ctx.database.db, club.id);
    const row = await insertReportBooking(ctx.database.db, {
      courtId: court.id,
      locationId: club.id,
      userId: player.user.id,
      startsAt: localInstant(date, 10 * 60, NY).toISOString(),
      endsAt: localInstant(date, 11 * 60, NY).toISOString(),
      timeZone: NY,
      status: 'confirmed',
      payment: 'succeeded',
      provider: 'stripe',
    });
    return row.id;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    club = await insertLocation(db, { timeZone: NY });
    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [club.id] });

    // Paid by card through the local test provider: 66.60 of test payments.
    ids.test = await bookTomorrow();
    const session = (await checkout(ctx.app, player.headers, { booking_id: ids.test })).json<{
      client_secret: string;
      payment_intent_id: string;
    }>();
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(200);
    const verified = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(verified.statusCode, verified.body).toBe(200);
    // Confirmed by staff, to be paid at the club: 60.00 + 4.80 tax, no card fee.
    ids.club = await bookTomorrow();
    expect((await put(ids.club, { status: 'confirmed' })).statusCode).toBe(200);
    // Confirmed to be paid at the club, then cancelled: no money expected.
    ids.cancelled = await bookTomorrow();
    expect((await put(ids.cancelled, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await put(ids.cancelled, { status: 'cancelled' })).statusCode).toBe(200);
    // Stripe: one session ten days ago, one in ten days; one just past each end of the range.
    ids.cardPast = await paidByStripe(addCalendarDays(today, -10));
    ids.cardAhead = await paidByStripe(addCalendarDays(today, 10));
    await paidByStripe(addCalendarDays(today, -30));
    await paidByStripe(addCalendarDays(today, 31));
  });
  // A player holds one unpaid booking a location at a time: each test starts with none.
  beforeEach(() => releaseHoldsOf(ctx.app, ctx.database.db, player));
  afterAll(() => ctx.app.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: superAdmin.headers });
  const report = async (query: string) => {
    const res = await get(`/api/reporting-data/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReportData>();
  };
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('counts each session in one figure, and the figures add up to the total', async () => {
    const data = await report(`location=${club.id}&${range}`);
    expect(data.cards).toEqual({
      players: 1,
      bookings: 4,
      courts: 7,
      revenue: '88.80',
      venue_revenue: '64.80',
      venue_collected: '0.00',
      venue_outstanding: '64.80',
      test_revenue: '66.60',
      total_revenue: '220.20',
    });
    for (const day of data.by_day) {
      expect(cents(day.revenue) + cents(day.venue_revenue) + cents(day.test_revenue)).toBe(
        cents(day.total_revenue),
      );
    }
    const tomorrow = data.by_day.find((day) => day.date === daysFromToday(1, NY));
    expect(tomorrow).toEqual({
      date: daysFromToday(1, NY),
      bookings: 2,
      revenue: '0.00',
      venue_revenue: '64.80',
      venue_collected: '0.00',
      venue_outstanding: '64.80',
      test_revenue: '66.60',
      total_revenue: '131.40',
    });
  });

  it('covers the last 30 days and the next 30 by default, so upcoming bookings count', async () => {
    const byDefault = await report(`location=${club.id}`);
    expect([byDefault.start_date, byDefault.end_date]).toEqual([
      addCalendarDays(today, -29),
      addCalendarDays(today, 30),
    ]);
    // The same figures as the explicit range: tomorrow's and the one in ten days are in; the
    // sessions 30 days back and 31 ahead are out.
    expect(byDefault.cards).toEqual((await report(`location=${club.id}&${range}`)).cards);
    expect(byDefault.cards.bookings).toBe(4);
    const table = await get(`/api/reporting-bookings/?location=${club.id}`);
    expect(table.json<{ count: number }>().count).toBe(5);
  });

  it('says in the table and the CSV which figure each session counts in', async () => {
    const res = await get(`/api/reporting-bookings/?location=${club.id}&${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const paidBy = Object.fromEntries(
      res
        .json<{ results: { booking_id: number; paid_by: string | null }[] }>()
        .results.map((row) => [row.booking_id, row.paid_by]),
    );
    expect(paidBy).toEqual({
      [ids.test!]: 'test',
      [ids.club!]: 'club',
      [ids.cancelled!]: null,
      [ids.cardPast!]: 'card',
      [ids.cardAhead!]: 'card',
    });

    const csv = csvLines((await get(`/api/download_csv/?location=${club.id}&${range}`)).body);
    expect(csv[0]!.endsWith(',Status,Paid by,Paid at club')).toBe(true);
    expect(csv.slice(1).map((line) => line.split(',').slice(-3).join(' '))).toEqual([
      'confirmed card ',
      'cancelled  ',
      'confirmed club outstanding',
      'confirmed test ',
      'completed card ',
    ]);
  });
});
