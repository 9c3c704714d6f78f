import {
  addCalendarDays,
  AvailabilityMessages,
  MAX_REPORT_DAYS,
  ReportMessages,
  UserType,
  type ReportData,
  type ApiEnvelope,
  ValidationMessages,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourt, insertLocation, insertUser } from './helpers/factories';
import { insertReportBooking } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const NY = 'America/New_York';
const RANGE = 'start_date=2026-03-01&end_date=2026-03-07';

describe('reports: /api/reporting-data/ and /api/reporting-bookings/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let bookingsAdmin: SignedIn;
  let player: SignedIn;
  let clubA: number;
  let clubB: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const a = await insertLocation(db, { timeZone: NY });
    const b = await insertLocation(db, { timeZone: 'UTC' });
    clubA = a.id;
    clubB = b.id;
    const a1 = await insertCourt(db, a.id);
    const a2 = await insertCourt(db, a.id);
    await insertCourt(db, a.id, { isActive: false });
    const b1 = await insertCourt(db, b.id);
    const [p1, p2, p3] = await Promise.all([
      insertUser(db, { firstName: 'Ann', lastName: 'Able' }),
      insertUser(db, { firstName: 'Ben', lastName: 'Best' }),
      insertUser(db, { firstName: 'Cat', lastName: 'Cole' }),
    ]);
    const at = (courtId: number, userId: number, startsAt: string, endsAt: string) => ({
      courtId,
      locationId: a.id,
      userId,
      startsAt,
      endsAt,
      timeZone: NY,
    });
    // Club A, New York (UTC-5 in early March). Paid by card: counts as bookings and revenue.
    await insertReportBooking(db, {
      ...at(a1.id, p1.id, '2026-03-02T15:00:00Z', '2026-03-02T16:30:00Z'),
      status: 'confirmed',
      payment: 'succeeded',
    });
    // Confirmed by staff, to be paid at the club (no card fee): a booking, pay-at-club revenue.
    await insertReportBooking(db, {
      ...at(a2.id, p2.id, '2026-03-02T15:30:00Z', '2026-03-02T17:00:00Z'),
      status: 'confirmed',
      values: { paymentDue: 'venue', sessionCardFeeCents: 0, fullCardFeeCents: 0 },
    });
    // 23:00-24:00 local on the 4th (04:00Z the next day); one session of a weekly series whose
    // on_amount is the series' total: revenue counts the session's own amounts.
    await insertReportBooking(db, {
      ...at(a1.id, p1.id, '2026-03-05T04:00:00Z', '2026-03-05T05:00:00Z'),
      status: 'confirmed',
      payment: 'succeeded',
      values: { bookForFourWeeks: true, onAmountCents: 17_760, totalPriceCents: 16_000 },
    });
    // Cancelled and refunded: nothing. Cancelled without refund: the money was kept (revenue).
    await insertReportBooking(db, {
      ...at(a1.id, p3.id, '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'),
      status: 'cancelled',
      payment: 'refunded',
    });
    await insertReportBooking(db, {
      ...at(a2.id, p3.id, '2026-03-03T17:00:00Z', '2026-03-03T18:00:00Z'),
      status: 'cancelled',
      payment: 'succeeded',
    });
    // A lapsed hold, an expired booking, a failed payment: nothing.
    await insertReportBooking(db, {
      ...at(a1.id, p2.id, '2026-03-05T13:00:00Z', '2026-03-05T14:00:00Z'),
      status: 'pending',
      holdExpiresAt: new Date('2026-03-01T00:00:00Z'),
      payment: 'failed',
    });
    await insertReportBooking(db, {
      ...at(a2.id, p3.id, '2026-03-06T13:00:00Z', '2026-03-06T14:00:00Z'),
      status: 'expired',
    });
    // Outside the range.
    await insertReportBooking(db, {
      ...at(a1.id, p3.id, '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z'),
      status: 'confirmed',
      payment: 'succeeded',
    });
    // Club B (UTC), paid through the local test provider: a test payment, not revenue.
    await insertReportBooking(db, {
      courtId: b1.id,
      locationId: b.id,
      userId: p3.id,
      startsAt: '2026-03-02T08:00:00Z',
      endsAt: '2026-03-02T10:00:00Z',
      status: 'confirmed',
      payment: 'succeeded',
      provider: 'local',
    });

    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    reportingAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [a.id],
    });
    bookingsAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings', 'locations'],
      locationIds: [a.id],
    });
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [a.id] });
  });
  afterAll(() => ctx.app.close());

  const get = (url: string, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({ method: 'GET', url, headers: who?.headers });
  const report = async (query: string, who: SignedIn = superAdmin) => {
    const res = await get(`/api/reporting-data/?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReportData & { code: number; message: string }>();
    expect(body).toMatchObject({ code: 200, message: ReportMessages.fetched });
    expect(body).not.toHaveProperty('data');
    return body;
  };
  const hoursOf = (data: ReportData) =>
    Object.fromEntries(
      data.by_hour.filter((h) => h.booked_hours > 0).map((h) => [h.hour, h.booked_hours]),
    );

  it('answers the cards and both series for one location, exactly', async () => {
    const data = await report(`location=${clubA}&${RANGE}`);
    expect(data.location).toBe(clubA);
    expect([data.start_date, data.end_date]).toEqual(['2026-03-01', '2026-03-07']);
    // Card 3 × 44.40, pay at club 40.00 + 3.20 tax: the total adds the two.
    expect(data.cards).toEqual({
      players: 2,
      bookings: 3,
      courts: 2,
      revenue: '133.20',
      venue_revenue: '43.20',
      venue_collected: '0.00',
      venue_outstanding: '43.20',
      test_revenue: '0.00',
      total_revenue: '176.40',
    });
    const zero = '0.00';
    expect(data.by_day).toEqual(
      [
        { date: '2026-03-01', bookings: 0, revenue: zero, venue_revenue: zero, total: zero },
        {
          date: '2026-03-02',
          bookings: 2,
          revenue: '44.40',
          venue_revenue: '43.20',
          total: '87.60',
        },
        { date: '2026-03-03', bookings: 0, revenue: '44.40', venue_revenue: zero, total: '44.40' },
        { date: '2026-03-04', bookings: 1, revenue: '44.40', venue_revenue: zero, total: '44.40' },
        { date: '2026-03-05', bookings: 0, revenue: zero, venue_revenue: zero, total: zero },
        { date: '2026-03-06', bookings: 0, revenue: zero, venue_revenue: zero, total: zero },
        { date: '2026-03-07', bookings: 0, revenue: zero, venue_revenue: zero, total: zero },
      ].map(({ total, ...day }) => ({
        ...day,
        // Nothing here was marked paid at the desk: all of it is still to collect.
        venue_collected: zero,
        venue_outstanding: day.venue_revenue,
        test_revenue: zero,
        total_revenue: total,
      })),
    );
    expect(data.by_hour.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    // Local hours: 10:00-11:30 and 10:30-12:00 share hours 10 and 11; 23:00-24:00 fills hour 23.
    expect(hoursOf(data)).toEqual({ 10: 1.5, 11: 1.5, 23: 1 });
  });

  it('covers every location for a super admin, and only their own for a location admin', async () => {
    const all = await report(RANGE);
    expect(all.location).toBeNull();
    // Club B's booking was paid through the local test provider: labelled apart, not revenue.
    expect(all.cards).toEqual({
      players: 3,
      bookings: 4,
      courts: 3,
      revenue: '133.20',
      venue_revenue: '43.20',
      venue_collected: '0.00',
      venue_outstanding: '43.20',
      test_revenue: '44.40',
      total_revenue: '220.80',
    });
    expect(all.by_day[1]).toEqual({
      date: '2026-03-02',
      bookings: 3,
      revenue: '44.40',
      venue_revenue: '43.20',
      venue_collected: '0.00',
      venue_outstanding: '43.20',
      test_revenue: '44.40',
      total_revenue: '132.00',
    });
    // Every day's figures add up to the cards'.
    const sum = (key: 'revenue' | 'venue_revenue' | 'test_revenue' | 'total_revenue') =>
      (
        all.by_day.reduce((cents, day) => cents + Math.round(Number(day[key]) * 100), 0) / 100
      ).toFixed(2);
    expect([
      sum('revenue'),
      sum('venue_revenue'),
      sum('test_revenue'),
      sum('total_revenue'),
    ]).toEqual(['133.20', '43.20', '44.40', '220.80']);
    expect(hoursOf(all)).toEqual({ 8: 1, 9: 1, 10: 1.5, 11: 1.5, 23: 1 });

    const own = await report(RANGE, reportingAdmin);
    expect(own.cards).toMatchObject({ players: 2, bookings: 3, courts: 2, revenue: '133.20' });
    const refused = await get(`/api/reporting-data/?location=${clubB}&${RANGE}`, reportingAdmin);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiEnvelope>().message).toBe(ReportMessages.locationNotFound);
    expect((await get(`/api/reporting-data/?location=999999`)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to players and admins without reporting', async () => {
    for (const url of ['/api/reporting-data/', '/api/reporting-bookings/']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, player)).statusCode).toBe(403);
      const refused = await get(url, bookingsAdmin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiEnvelope>().message).toBe(ReportMessages.noPermission);
    }
  });

  it('refuses bad dates and ranges with a clear message', async () => {
    const cases: [string, string][] = [
      ['start_date=2026-02-30', AvailabilityMessages.dateInvalid],
      ['end_date=soon', AvailabilityMessages.dateInvalid],
      ['start_date=2026-03-08&end_date=2026-03-01', ValidationMessages.startDateAfterEnd],
      [
        `start_date=2024-01-01&end_date=${addCalendarDays('2024-01-01', MAX_REPORT_DAYS)}`,
        ReportMessages.rangeTooLong,
      ],
      ['start_date=2020-01-01', ReportMessages.rangeTooLong],
      ['location=abc', AvailabilityMessages.locationRequired],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/reporting-data/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiEnvelope>().errors?.[0], query).toBe(message);
    }
  });

  it('defaults to the last 30 days and the next 30, around today in UTC for every location', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const data = await report('');
    expect(data.start_date).toBe(addCalendarDays(today, -29));
    expect(data.end_date).toBe(addCalendarDays(today, 30));
    expect(data.by_day).toHaveLength(60);
    expect(data.by_day.map((day) => day.date)).toContain(addCalendarDays(today, 30));
  });

  describe('the report table', () => {
    const table = async (query: string, who: SignedIn = superAdmin) => {
      const res = await get(`/api/reporting-bookings/?${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, message: ReportMessages.listed });
      expect(res.json()).not.toHaveProperty('data');
      return res.json<{
        count: number;
        next: number | null;
        results: Record<string, unknown>[];
      }>();
    };

    it('lists sessions newest first, expired holds only when asked, with their own amounts', async () => {
      const page = await table(`location=${clubA}&${RANGE}`);
      expect(page.count).toBe(5);
      // Which figure each counts in: a refund in none.
      expect(page.results.map((r) => [r.booking_date, r.start_time, r.status, r.paid_by])).toEqual([
        ['2026-03-04', '23:00', 'completed', 'card'],
        ['2026-03-03', '12:00', 'cancelled', 'card'],
        ['2026-03-03', '09:00', 'cancelled', null],
        ['2026-03-02', '10:30', 'completed', 'club'],
        ['2026-03-02', '10:00', 'completed', 'card'],
      ]);
      expect(page.results[4]).toMatchObject({
        duration: '1:30',
        player_name: 'Ann Able',
        amount: '40.00',
        tax: '3.20',
        card_fee: '1.20',
        total: '44.40',
      });
      expect(page.results[0]).toMatchObject({ duration: '1:00', total: '44.40' });
      // A lapsed hold and an expired one count in no figure either.
      const expired = await table(`location=${clubA}&${RANGE}&status=expired`);
      expect(
        expired.results.map((r) => [r.booking_date, r.start_time, r.status, r.paid_by]),
      ).toEqual([
        ['2026-03-06', '08:00', 'expired', null],
        ['2026-03-05', '08:00', 'expired', null],
      ]);
    });

    it('filters by search and status, pages by 10, and keeps to the scope', async () => {
      expect((await table(`${RANGE}&search=cole`)).count).toBe(3);
      expect((await table(`${RANGE}&search=cole&status=cancelled`)).count).toBe(2);
      expect((await table(`${RANGE}&status=completed`)).count).toBe(4);
      expect((await table(`${RANGE}`, reportingAdmin)).count).toBe(5);
      const paged = await table(`${RANGE}&page_size=5&page=2`);
      expect([paged.count, paged.results.length, paged.next]).toEqual([6, 1, null]);
      expect(
        (await get(`/api/reporting-bookings/?location=${clubB}`, reportingAdmin)).statusCode,
      ).toBe(404);
      expect((await get(`/api/reporting-bookings/?status=paid`)).statusCode).toBe(400);
    });
  });
});
