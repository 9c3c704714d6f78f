import {
  addCalendarDays,
  AvailabilityMessages,
  BookingMessages,
  localDate,
  sessionDates,
  type Answer,
  type ApiEnvelope,
  type CreatedBookings,
} from '@courtbook/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courtClosures } from '../src/db/schema';
import {
  bookingBody,
  bookingRowsOfCourt,
  daysFromToday,
  nextClockChange,
} from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('POST /api/court-bookings/', () => {
  let ctx: TestContext;
  let location: { id: number };
  let player: SignedIn;
  const db = () => ctx.database.db;

  /** A court of 33.33 an hour, 8.25 % tax and 2.90 % card fee: 1.5 hours cost 50.00 (49.995 rounded up). */
  const newCourt = (values: Parameters<typeof insertCourt>[2] = {}) =>
    insertCourt(db(), location.id, {
      hourlyFeeCents: 3333,
      taxBasisPoints: 825,
      cardFeeBasisPoints: 290,
      ...values,
    });
  const post = (payload: object, who: SignedIn = player) =>
    ctx.app.inject({ method: 'POST', url: '/api/court-bookings/', headers: who.headers, payload });

  const newPlayer = () => signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), { name: 'Greenlake Club' });
  });
  // A player holds one unpaid booking a location at a time: each test starts with one holding none.
  beforeEach(async () => {
    player = await newPlayer();
  });
  afterAll(() => ctx.app.close());

  it('books one session, priced on the server, held as pending', async () => {
    const court = await newCourt();
    const date = daysFromToday(3);
    const before = Date.now();
    const res = await post(
      bookingBody({
        location: location.id,
        court_id: court.id,
        booking_date: date,
        total_price: '50.00',
        on_amount: '1.00',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Answer<CreatedBookings>>();
    expect(body).toMatchObject({ code: 201, message: BookingMessages.created, status_code: 201 });
    expect(body.data).toHaveLength(1);
    const booking = body.data[0]!;
    expect(booking).toMatchObject({
      booking_date: date,
      start_time: '18:00:00',
      end_time: '19:30:00',
      duration_time: '01:30:00',
      court_id: court.id,
      court: { court_id: court.id, court_number: court.courtNumber },
      location: location.id,
      locationId: location.id,
      user: { id: player.user.id, email: player.user.email },
      status: 'pending',
      book_for_four_weeks: 'False',
      session_dates: [date],
      fee: '50.00',
      tax: '4.13',
      cc_fees: '1.45',
      total_price: '50.00',
      full_tax: '4.13',
      full_cc_fees: '1.45',
      on_amount: '55.58',
      summary: '55.58',
      payment_method: null,
    });
    expect(booking.court.location).toMatchObject({ id: location.id, name: 'Greenlake Club' });
    const hold = new Date(booking.hold_expires_at!).getTime();
    expect(hold - before).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
    expect(hold - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime()).toBe(
      90 * 60_000,
    );
    const [row] = await bookingRowsOfCourt(db(), court.id);
    expect(row).toMatchObject({ status: 'pending', createdById: player.user.id });
  });

  it('books a weekly series of four, all sharing one series, the earliest first', async () => {
    const court = await newCourt();
    const date = daysFromToday(2);
    const res = await post(
      bookingBody({
        location: location.id,
        court_id: court.id,
        booking_date: date,
        book_for_four_weeks: 'True',
        total_price: 200,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<Answer<CreatedBookings>>().data;
    const dates = [0, 7, 14, 21].map((d) => daysFromToday(2 + d));
    expect(data.map((b) => b.booking_date)).toEqual(dates);
    expect(new Set(data.map((b) => b.series_id)).size).toBe(1);
    for (const booking of data) {
      expect(booking).toMatchObject({
        book_for_four_weeks: 'True',
        session_dates: dates,
        fee: '50.00',
        tax: '4.13',
        cc_fees: '1.45',
        total_price: '200.00',
        full_tax: '16.52',
        full_cc_fees: '5.80',
        on_amount: '222.32',
        summary: '222.32',
      });
    }
    expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(4);
  });

  it('ends at midnight as 24:00:00', async () => {
    const court = await newCourt({ hourlyFeeCents: 2000 });
    const res = await post(
      bookingBody({
        location: location.id,
        court_id: court.id,
        start_time: '22:00',
        end_time: '24:00',
        duration: undefined,
        total_price: '40',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Answer<CreatedBookings>>().data[0]).toMatchObject({
      end_time: '24:00:00',
      duration_time: '02:00:00',
    });
    const got = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${res.json<Answer<CreatedBookings>>().data[0]!.booking_id}/`,
      headers: player.headers,
    });
    expect(got.json()).toMatchObject({ start_time: '22:00:00', end_time: '24:00:00' });
  });

  it('refuses a price that is not the server’s, and books nothing', async () => {
    const court = await newCourt();
    const res = await post(
      bookingBody({ location: location.id, court_id: court.id, total_price: '49.99' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, message: BookingMessages.priceChanged('50.00') });
    expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);
  });

  describe('overlaps', () => {
    it('refuses an overlapping booking and books nothing', async () => {
      const court = await newCourt({ hourlyFeeCents: 4000 });
      const body = { location: location.id, court_id: court.id, total_price: '60.00' };
      expect((await post(bookingBody(body))).statusCode).toBe(201);
      const res = await post(
        bookingBody({ ...body, start_time: '19:00', duration: 1, total_price: '40' }),
        await newPlayer(),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiEnvelope>().message).toBe(
        'Court is already booked for the selected time.',
      );
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(1);
    });

    it('accepts a booking that starts when another ends', async () => {
      const court = await newCourt({ hourlyFeeCents: 4000 });
      const body = { location: location.id, court_id: court.id };
      expect((await post(bookingBody({ ...body, total_price: '60' }))).statusCode).toBe(201);
      const next = await post(
        bookingBody({ ...body, start_time: '19:30', duration: 1, total_price: '40' }),
        await newPlayer(),
      );
      expect(next.statusCode, next.body).toBe(201);
      const before = await post(
        bookingBody({ ...body, start_time: '17:00', duration: 1, total_price: '40' }),
        await newPlayer(),
      );
      expect(before.statusCode, before.body).toBe(201);
    });

    it('books none of a weekly series when only its third week collides', async () => {
      const court = await newCourt({ hourlyFeeCents: 4000 });
      const blocker = await post(
        bookingBody({
          location: location.id,
          court_id: court.id,
          booking_date: daysFromToday(4 + 14),
          total_price: '60',
        }),
        await newPlayer(),
      );
      expect(blocker.statusCode).toBe(201);
      const res = await post(
        bookingBody({
          location: location.id,
          court_id: court.id,
          booking_date: daysFromToday(4),
          book_for_four_weeks: true,
          total_price: '240',
        }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.courtTaken);
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(1);
    });

    it('releases a lapsed hold on the spot and books over it', async () => {
      const court = await newCourt({ hourlyFeeCents: 4000 });
      const date = daysFromToday(5);
      const first = await post(
        bookingBody({
          location: location.id,
          court_id: court.id,
          booking_date: date,
          total_price: '60',
        }),
      );
      const lapsedId = first.json<Answer<CreatedBookings>>().data[0]!.booking_id;
      await ctx.database.db.execute(
        `update bookings set hold_expires_at = now() - interval '1 minute' where id = ${lapsedId}`,
      );
      const res = await post(
        bookingBody({
          location: location.id,
          court_id: court.id,
          booking_date: date,
          total_price: '60',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const rows = await bookingRowsOfCourt(db(), court.id);
      expect(rows.map((r) => r.status)).toEqual(['expired', 'pending']);
    });
  });

  describe('dates and times, in the location’s time zone', () => {
    it('refuses a date already past at the location, though not past elsewhere', async () => {
      // Kiritimati (UTC+14) is always a day or more ahead of Pago Pago (UTC−11).
      const east = await insertLocation(db(), { timeZone: 'Pacific/Kiritimati' });
      const court = await insertCourt(db(), east.id, { hourlyFeeCents: 4000 });
      const res = await post(
        bookingBody({
          location: east.id,
          court_id: court.id,
          booking_date: localDate(new Date(), 'Pacific/Pago_Pago'),
          start_time: '23:00',
          duration: 1,
          total_price: '40',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.datePast);
    });

    it('refuses a start that has passed today at the location', async () => {
      const west = await insertLocation(db(), { timeZone: 'America/Los_Angeles' });
      const court = await insertCourt(db(), west.id, { hourlyFeeCents: 4000 });
      const res = await post(
        bookingBody({
          location: west.id,
          court_id: court.id,
          booking_date: localDate(new Date(), 'America/Los_Angeles'),
          start_time: '00:00',
          duration: 1,
          total_price: '40',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.startPassed);
    });
  });

  describe('clock changes', () => {
    // The next change may be up to a year away, and a weekly series runs three weeks past it.
    const farAhead = () =>
      insertLocation(db(), { timeZone: 'America/New_York', bookingHorizonDays: 730 });

    it('keeps a weekly series at the same local time across the autumn change', async () => {
      const club = await farAhead();
      const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
      // From two weeks before New York leaves daylight saving time: the third session is on the change day.
      const change = nextClockChange('America/New_York', 'back', daysFromToday(15));
      const dates = sessionDates(addCalendarDays(change, -14), true);
      const res = await post(
        bookingBody({
          location: club.id,
          court_id: court.id,
          booking_date: dates[0],
          book_for_four_weeks: true,
          total_price: '240',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json<Answer<CreatedBookings>>().data;
      // 18:00 is 22:00 UTC in daylight saving time (UTC−4), 23:00 UTC after it (UTC−5).
      expect(data.map((b) => [b.booking_date, b.start_time, b.starts_at])).toEqual(
        dates.map((date, week) => [date, '18:00:00', `${date}T${week < 2 ? 22 : 23}:00:00.000Z`]),
      );
    });

    it('refuses times that the spring change skips', async () => {
      const club = await farAhead();
      const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
      // 2:00 to 3:00 AM does not happen in New York on the day its clocks go forward.
      const res = await post(
        bookingBody({
          location: club.id,
          court_id: court.id,
          booking_date: nextClockChange('America/New_York', 'forward', daysFromToday(1)),
          start_time: '02:00',
          duration: 1,
          total_price: '40',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.clockChange);
    });
  });

  describe('the court and the location', () => {
    it('answers 404 for a court of another location', async () => {
      const other = await insertLocation(db());
      const court = await insertCourt(db(), other.id);
      const res = await post(bookingBody({ location: location.id, court_id: court.id }));
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.courtNotFound);
    });

    it('answers 404 at an inactive location', async () => {
      const closed = await insertLocation(db(), { isActive: false });
      const court = await insertCourt(db(), closed.id);
      const res = await post(bookingBody({ location: closed.id, court_id: court.id }));
      expect(res.statusCode).toBe(404);
    });

    it('refuses an inactive court and a court closed at that time (409)', async () => {
      const inactive = await newCourt({ isActive: false });
      const res = await post(
        bookingBody({ location: location.id, court_id: inactive.id, total_price: '50' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.courtUnavailable);

      const closedCourt = await newCourt();
      const date = daysFromToday(6);
      const weekly = bookingBody({
        location: location.id,
        court_id: closedCourt.id,
        booking_date: date,
        book_for_four_weeks: true,
        total_price: '200',
      });
      // A closure over the fourth week's session only.
      const lastWeek = new Date(`${daysFromToday(6 + 21)}T00:00:00Z`);
      await db()
        .insert(courtClosures)
        .values({
          courtId: closedCourt.id,
          startsAt: lastWeek,
          endsAt: new Date(lastWeek.getTime() + 48 * 3600_000),
        });
      const closed = await post(weekly);
      expect(closed.statusCode).toBe(409);
      expect(closed.json<ApiEnvelope>().message).toBe(BookingMessages.courtUnavailable);
      expect(await bookingRowsOfCourt(db(), closedCourt.id)).toHaveLength(0);
    });

    it('refuses a time outside the opening hours (400)', async () => {
      const club = await insertLocation(db(), {
        openingHours: Object.fromEntries(
          ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '08:00', close: '20:00' }]),
        ),
      });
      const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
      const res = await post(
        bookingBody({
          location: club.id,
          court_id: court.id,
          start_time: '19:30',
          duration: 1,
          total_price: '40',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.closedAtThatTime);
      const inside = await post(
        bookingBody({
          location: club.id,
          court_id: court.id,
          start_time: '19:00',
          duration: 1,
          total_price: '40',
        }),
      );
      expect(inside.statusCode, inside.body).toBe(201);
    });
  });

  describe('bad input answers 400 with a message, never 500', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no court', { court_id: undefined }, BookingMessages.courtRequired],
      ['no price', { total_price: undefined }, BookingMessages.totalPriceRequired],
      ['a price that is not an amount', { total_price: 'abc' }, BookingMessages.totalPriceRequired],
      ['a made-up date', { booking_date: '2030-02-30' }, AvailabilityMessages.dateInvalid],
      ['a time off the grid', { start_time: '18:15' }, AvailabilityMessages.timeInvalid],
      ['no duration or end', { duration: undefined }, BookingMessages.timesRequired],
      ['a half-hour booking', { duration: 0.5 }, AvailabilityMessages.minimumDuration],
      ['an hour and a quarter', { duration: 1.25 }, BookingMessages.durationInvalid],
      ['past midnight', { start_time: '23:00', duration: 2 }, AvailabilityMessages.pastMidnight],
      ['a player email that is not one', { user_email: 'nope' }, BookingMessages.playerNotFound],
    ];
    for (const [name, change, message] of cases) {
      it(name, async () => {
        const res = await post(
          bookingBody({ location: location.id, court_id: 1, total_price: '50', ...change }),
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message });
      });
    }

    it('a body that is not JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/court-bookings/',
        headers: { ...player.headers, 'content-type': 'application/json' },
        payload: '{"location":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().code).toBe(400);
    });

    it('needs a token', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/court-bookings/',
        payload: {},
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
