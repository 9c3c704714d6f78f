import {
  BookingMessages,
  UserType,
  type ApiEnvelope,
  type Booking,
  type BookingHistory,
  type ReportData,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { BookingApiMessages } from '../src/modules/bookings/bookings.messages';
import { book, daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { csvLines, insertReportBooking } from './helpers/reports';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const NY = 'America/New_York';

/**
 * Issue Step 15, item 2.5: staff confirm a booking to be paid at the club, and later mark it paid
 * at the desk (cash or card); the report then tells the money collected from the money still due.
 */
describe('staff mark a pay-at-club booking paid: POST /api/court-bookings/{id}/mark-paid/', () => {
  let ctx: TestContext;
  let club: { id: number };
  let elsewhere: { id: number };
  let player: SignedIn;
  let superAdmin: SignedIn;
  let deskAdmin: SignedIn;
  let otherClubAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  const db = () => ctx.database.db;
  const range = `start_date=${daysFromToday(-5, NY)}&end_date=${daysFromToday(30, NY)}`;

  const markPaid = (id: number | string, payload: unknown, who: SignedIn | null = deskAdmin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${id}/mark-paid/`,
      headers: who?.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = async (url: string, who: SignedIn = superAdmin) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const paidColumns = async (id: number) => {
    const [row] = await db()
      .select({ at: bookings.venuePaidAt, method: bookings.venuePaidMethod })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row;
  };

  /** Books through the API for the player and confirms it as staff: to be paid at the club. */
  async function payAtClub(options: { weekly?: boolean; days?: number } = {}) {
    const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
    const [first] = await book(ctx.app, player.headers, {
      location: club.id,
      court_id: court.id,
      booking_date: daysFromToday(options.days ?? 2, NY),
      total_price: options.weekly ? '240' : '60',
      book_for_four_weeks: options.weekly ? 'True' : 'False',
    });
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first!.booking_id}/`,
      headers: superAdmin.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return first!;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    club = await insertLocation(db(), { name: 'Desk Club', timeZone: NY });
    elsewhere = await insertLocation(db(), { name: 'Far Club', timeZone: NY });
    player = await signIn(ctx.app, db(), { userType: UserType.Player, locationIds: [club.id] });
    superAdmin = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    deskAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [club.id],
    });
    otherClubAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['full_access'],
      locationIds: [elsewhere.id],
    });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['reporting', 'locations'],
      locationIds: [club.id],
    });
  });
  afterAll(() => ctx.app.close());

  it('records the whole series paid, in cash, with who did it, and answers the booking', async () => {
    const first = await payAtClub({ weekly: true });
    const res = await markPaid(first.booking_id, { method: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApiEnvelope & Booking>();
    expect(body).toMatchObject({
      code: 200,
      message: BookingMessages.markedPaid,
      booking_id: first.booking_id,
      payment_method: 'venue',
      venue_paid: { method: 'cash' },
    });
    const series = await db()
      .select({ method: bookings.venuePaidMethod, at: bookings.venuePaidAt })
      .from(bookings)
      .where(eq(bookings.seriesId, first.series_id));
    expect(series).toHaveLength(4);
    expect(series.every((row) => row.method === 'cash' && row.at !== null)).toBe(true);

    const audit = await auditRowsOf(db(), 'booking', first.booking_id);
    expect(audit.at(-1)).toMatchObject({
      actorUserId: deskAdmin.user.id,
      action: 'booking.mark_paid',
      details: { method: 'cash', series_id: first.series_id },
    });
    const history = (
      await get(`/api/court-bookings/${first.booking_id}/history/`)
    ).json<BookingHistory>();
    expect(history.entries.at(-1)).toMatchObject({
      action: 'booking.mark_paid',
      actor: { id: deskAdmin.user.id },
    });
    // Read back anywhere the booking shows: the player sees it paid too.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: player.headers,
    });
    expect(own.json<Booking>().venue_paid?.method).toBe('cash');
  });

  it('lets a super admin mark paid anywhere, by card at the desk', async () => {
    const first = await payAtClub();
    const res = await markPaid(first.booking_id, { method: 'card' }, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await paidColumns(first.booking_id))?.method).toBe('card');
  });

  it('keeps to staff with the court bookings permission at the booking’s location', async () => {
    const first = await payAtClub();
    const refused: [SignedIn | null, number, string][] = [
      [null, 401, 'token_not_valid'],
      [player, 403, BookingMessages.statusForbidden],
      [reportingAdmin, 403, BookingApiMessages.noPermission],
      // Another location's admin learns nothing of the booking: 404, as for any record.
      [otherClubAdmin, 404, BookingMessages.bookingNotFound],
    ];
    for (const [who, status, message] of refused) {
      const res = await markPaid(first.booking_id, { method: 'cash' }, who);
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.stringify(res.json()), res.body).toContain(message);
    }
    expect(await paidColumns(first.booking_id)).toEqual({ at: null, method: null });
    expect((await markPaid(999_999, { method: 'cash' })).statusCode).toBe(404);
  });

  it('answers 400 for a bad method or id, and changes nothing', async () => {
    const first = await payAtClub();
    for (const payload of [{ method: 'cheque' }, {}, { method: '' }, { method: 1 }]) {
      const res = await markPaid(first.booking_id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ApiEnvelope>().errors?.[0]).toBe(BookingMessages.paidMethodRequired);
    }
    expect((await markPaid(first.booking_id, undefined)).statusCode).toBe(400);
    expect((await markPaid('abc', { method: 'cash' })).statusCode).toBe(400);
    expect(await paidColumns(first.booking_id)).toEqual({ at: null, method: null });
  });

  it('refuses a second mark (409) and keeps the first record', async () => {
    const first = await payAtClub();
    expect((await markPaid(first.booking_id, { method: 'cash' })).statusCode).toBe(200);
    const before = await paidColumns(first.booking_id);
    const again = await markPaid(first.booking_id, { method: 'card' }, superAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiEnvelope>().message).toBe(BookingMessages.alreadyPaid);
    expect(await paidColumns(first.booking_id)).toEqual(before);
    expect(
      (await auditRowsOf(db(), 'booking', first.booking_id)).filter(
        (row) => row.action === 'booking.mark_paid',
      ),
    ).toHaveLength(1);
  });

  it('refuses (409) a hold, a card payment and a cancelled pay-at-club booking', async () => {
    const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
    const card = await insertReportBooking(db(), {
      courtId: court.id,
      locationId: club.id,
      userId: player.user.id,
      startsAt: `${daysFromToday(4, NY)}T15:00:00Z`,
      endsAt: `${daysFromToday(4, NY)}T16:00:00Z`,
      timeZone: NY,
      status: 'confirmed',
      payment: 'succeeded',
    });
    // Booked before the hold: a player holds one unpaid booking per location at a time.
    const cancelled = await payAtClub();
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${cancelled.booking_id}/`,
      headers: superAdmin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [hold] = await book(ctx.app, player.headers, {
      location: club.id,
      court_id: court.id,
      booking_date: daysFromToday(3, NY),
      total_price: '60',
    });
    for (const id of [hold!.booking_id, card.id, cancelled.booking_id]) {
      const res = await markPaid(id, { method: 'cash' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.notPayAtClub);
      expect(await paidColumns(id)).toEqual({ at: null, method: null });
    }
  });

  it('the report tells pay-at-club money collected from money still due', async () => {
    const report = await insertLocation(db(), { name: 'Ledger Club', timeZone: NY });
    const court = await insertCourt(db(), report.id, { hourlyFeeCents: 4000 });
    const at = (days: number, hour: number) => ({
      courtId: court.id,
      locationId: report.id,
      userId: player.user.id,
      startsAt: `${daysFromToday(days, NY)}T${hour}:00:00Z`,
      endsAt: `${daysFromToday(days, NY)}T${hour + 1}:00:00Z`,
      timeZone: NY,
      status: 'confirmed' as const,
      // Pay at club: no card fee; 40.00 + 3.20 tax a session.
      values: { paymentDue: 'venue', sessionCardFeeCents: 0, fullCardFeeCents: 0 },
    });
    const paidCash = await insertReportBooking(db(), at(1, 14));
    const paidCard = await insertReportBooking(db(), at(1, 16));
    const due = await insertReportBooking(db(), at(2, 14));
    for (const [row, method] of [
      [paidCash, 'cash'],
      [paidCard, 'card'],
    ] as const) {
      const res = await markPaid(row.id, { method }, superAdmin);
      expect(res.statusCode, res.body).toBe(200);
    }
    const data = (
      await get(`/api/reporting-data/?location=${report.id}&${range}`)
    ).json<ReportData>();
    expect(data.cards).toMatchObject({
      venue_revenue: '129.60',
      venue_collected: '86.40',
      venue_outstanding: '43.20',
      total_revenue: '129.60',
    });
    const day = (days: number) => data.by_day.find((d) => d.date === daysFromToday(days, NY));
    expect(day(1)).toMatchObject({ venue_collected: '86.40', venue_outstanding: '0.00' });
    expect(day(2)).toMatchObject({ venue_collected: '0.00', venue_outstanding: '43.20' });

    const table = (await get(`/api/reporting-bookings/?location=${report.id}&${range}`)).json<{
      results: { booking_id: number; venue_payment: string | null }[];
    }>();
    expect(
      Object.fromEntries(table.results.map((row) => [row.booking_id, row.venue_payment])),
    ).toEqual({ [paidCash.id]: 'cash', [paidCard.id]: 'card', [due.id]: 'outstanding' });

    const csv = csvLines((await get(`/api/download_csv/?location=${report.id}&${range}`)).body);
    expect(csv[0]!.split(',').at(-1)).toBe('Paid at club');
    expect(csv.slice(1).map((line) => line.split(',').at(-1))).toEqual([
      'outstanding',
      'card',
      'cash',
    ]);
  });
});
