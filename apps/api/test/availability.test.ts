import {
  addCalendarDays,
  AvailabilityMessages,
  localDate,
  slotInstants,
  type ApiEnvelope,
  type AvailabilityResult,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, courtClosures } from '../src/db/schema';
import { daysFromToday, nextClockChange, onWeekday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';
import { SPEC_COURT } from './helpers/courts';

const TZ = 'America/New_York';
/** A Wednesday one to two weeks ahead, well within the booking horizon. */
const DATE = onWeekday(daysFromToday(7, TZ), 3);
const dateAfter = (days: number) => addCalendarDays(DATE, days);

describe('POST /api/check_court_availability/', () => {
  let ctx: TestContext;
  let locationId: number;
  let courtIds: number[];
  let userId: number;

  const check = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/check_court_availability/',
      payload: {
        location_id: locationId,
        date: DATE,
        start_time: '10:00:00',
        end_time: '11:00:00',
        book_for_four_weeks: 'False',
        ...body,
      },
    });
  const bookedCourts = async (body: Record<string, unknown> = {}) => {
    const res = await check(body);
    expect(res.statusCode).toBe(200);
    return res
      .json<AvailabilityResult>()
      .courts.filter((c) => c.is_booked)
      .map((c) => courtIds.indexOf(c.court_id) + 1);
  };
  const book = (court: number, date: string, start: number, end: number, extra: object = {}) => {
    const { startsAt, endsAt } = slotInstants(date, start * 60, end * 60, TZ);
    return insertBooking(ctx.database.db, {
      courtId: courtIds[court - 1] ?? -1,
      locationId,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      status: 'confirmed',
      timeZone: TZ,
      ...extra,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const location = await insertLocation(ctx.database.db, { timeZone: TZ });
    locationId = location.id;
    courtIds = [];
    for (const [n, fee] of [
      [1, 4000],
      [2, 4550],
      [3, 4000],
      [4, 4000],
      [5, 4000],
      [6, 4000],
    ] as const) {
      courtIds.push(
        (await insertCourt(ctx.database.db, locationId, { courtNumber: n, hourlyFeeCents: fee }))
          .id,
      );
    }
    userId = (await insertUser(ctx.database.db)).id;
    await book(1, DATE, 9.5, 10.5); // overlaps 10:00-11:00
    await book(2, DATE, 11, 12); // adjacent: free
    await book(3, DATE, 10, 11, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    await book(4, DATE, 10, 11, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    await book(5, DATE, 10, 11, { status: 'cancelled' });
    await book(6, dateAfter(14), 10, 11); // the third week
  });
  afterAll(() => ctx.app.close());

  it('lists every court with its number and hourly fee, no token needed', async () => {
    const res = await check({});
    expect(res.statusCode).toBe(200);
    const courts = res.json<AvailabilityResult>().courts;
    expect(courts).toHaveLength(6);
    expect(courts[1]).toEqual({
      ...SPEC_COURT,
      court_id: courtIds[1],
      court_number: 2,
      court_fee_hrs: '45.50',
      is_booked: false,
      unavailable_reason: null,
      unavailable_dates: [],
    });
  });

  it('says why a court cannot be chosen, and on which of the weekly dates', async () => {
    const res = await check({ book_for_four_weeks: 'True' });
    const reasons = res
      .json<AvailabilityResult>()
      .courts.map((c) => [c.unavailable_reason, c.unavailable_dates]);
    expect(reasons).toEqual([
      ['booked', [DATE]],
      [null, []],
      ['booked', [DATE]],
      [null, []],
      [null, []],
      ['booked', [dateAfter(14)]],
    ]);
  });

  it('marks courts held by confirmed or unexpired pending bookings; expired holds, cancellations and neighbours do not count', async () => {
    expect(await bookedCourts()).toEqual([1, 3]);
  });

  it('checks all four weekly dates with the weekly option', async () => {
    expect(await bookedCourts({ book_for_four_weeks: 'True' })).toEqual([1, 3, 6]);
    expect(await bookedCourts({ book_for_four_weeks: true, date: dateAfter(7) })).toEqual([6]);
  });

  it('marks closed and inactive courts', async () => {
    const { startsAt, endsAt } = slotInstants(dateAfter(33), 8 * 60, 12 * 60, TZ);
    await ctx.database.db
      .insert(courtClosures)
      .values({ courtId: courtIds[1] ?? -1, startsAt, endsAt, reason: 'Resurfacing' });
    const other = await insertLocation(ctx.database.db, { timeZone: TZ });
    await insertCourt(ctx.database.db, other.id, { courtNumber: 1, isActive: false });
    expect(
      await bookedCourts({ date: dateAfter(33), start_time: '11:30', end_time: '13:00' }),
    ).toEqual([2]);
    const closed = await check({ date: dateAfter(33), start_time: '11:30', end_time: '13:00' });
    expect(closed.json<AvailabilityResult>().courts[1]).toMatchObject({
      unavailable_reason: 'closed',
      unavailable_dates: [dateAfter(33)],
    });
    const res = await check({ location_id: other.id });
    expect(res.json<AvailabilityResult>().courts.map((c) => c.is_booked)).toEqual([true]);
    expect(res.json<AvailabilityResult>().courts[0]!.unavailable_reason).toBe('closed');
  });

  it('marks every court outside opening hours', async () => {
    const club = await insertLocation(ctx.database.db, {
      timeZone: TZ,
      openingHours: { '3': { open: '08:00', close: '20:00' } }, // DATE is a Wednesday
    });
    await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    const at = async (start: string, end: string, date = DATE) =>
      (
        await check({ location_id: club.id, start_time: start, end_time: end, date })
      ).json<AvailabilityResult>().courts[0]!.is_booked;
    expect(await at('08:00', '20:00')).toBe(false);
    expect(await at('19:30', '21:00')).toBe(true);
    const late = await check({ location_id: club.id, start_time: '19:30', end_time: '21:00' });
    expect(late.json<AvailabilityResult>().courts[0]).toMatchObject({
      unavailable_reason: 'closed',
      unavailable_dates: [DATE],
    });
    expect(await at('10:00', '11:00', dateAfter(1))).toBe(true);
  });

  it('shows a court taken through another path on the next check once the database announces it, and a hold that lapses when it lapses', async () => {
    // What holds each date's courts is kept between checks (the day's availability reads the
    // same): only the database's announcements, and a hold's own end, make it forgotten.
    const club = await insertLocation(ctx.database.db, { timeZone: TZ });
    const court = await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    const weekly = async () => {
      const res = await check({ location_id: club.id, book_for_four_weeks: 'True' });
      expect(res.statusCode).toBe(200);
      const [only] = res.json<AvailabilityResult>().courts;
      return [only!.unavailable_reason, only!.unavailable_dates];
    };
    expect(await weekly()).toEqual([null, []]);

    const { startsAt, endsAt } = slotInstants(dateAfter(14), 10 * 60, 11 * 60, TZ);
    const slot = {
      courtId: court.id,
      locationId: club.id,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: TZ,
    };
    const booking = await insertBooking(ctx.database.db, { ...slot, status: 'confirmed' });
    await expect.poll(weekly).toEqual(['booked', [dateAfter(14)]]);
    await ctx.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, booking.id));
    await expect.poll(weekly).toEqual([null, []]);

    // A closure touches every date, and wins over a booking.
    await insertBooking(ctx.database.db, { ...slot, status: 'confirmed' });
    await expect.poll(weekly).toEqual(['booked', [dateAfter(14)]]);
    const closure = slotInstants(dateAfter(7), 9 * 60, 12 * 60, TZ);
    await ctx.database.db.insert(courtClosures).values({ courtId: court.id, ...closure });
    await expect.poll(weekly).toEqual(['closed', [dateAfter(7)]]);

    // A hold lapses by the clock, with nothing announced until the sweeper runs.
    const single = async () =>
      (await check({ location_id: club.id })).json<AvailabilityResult>().courts[0]!
        .unavailable_reason;
    expect(await single()).toBeNull();
    const lapsesAt = Date.now() + 1_500;
    const first = slotInstants(DATE, 10 * 60, 11 * 60, TZ);
    await insertBooking(ctx.database.db, {
      ...slot,
      startsAt: first.startsAt.toISOString(),
      endsAt: first.endsAt.toISOString(),
      status: 'pending',
      holdExpiresAt: new Date(lapsesAt),
    });
    await expect.poll(single).toBe('booked');
    await expect.poll(single, { timeout: 5_000 }).toBeNull();
    expect(Date.now()).toBeGreaterThanOrEqual(lapsesAt);
  });

  it.each([
    [{ date: '2030-02-31' }, AvailabilityMessages.dateInvalid],
    [{ start_time: '10:10' }, 'Times must be on the quarter hour (HH:mm).'],
    [{ start_time: '10:15' }, AvailabilityMessages.timeInvalid],
    [{ end_time: '09:00' }, AvailabilityMessages.endAfterStart],
    [{ end_time: '10:30' }, AvailabilityMessages.minimumDuration],
    [{ date: '2001-01-01' }, AvailabilityMessages.datePast],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await check(change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message });
  });

  it('refuses a start that has already passed today at the location', async () => {
    const res = await check({
      date: localDate(new Date(), TZ),
      start_time: '00:00',
      end_time: '01:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.startPassed);
  });

  it('answers 404 for an unknown or inactive location', async () => {
    expect((await check({ location_id: 999_999 })).statusCode).toBe(404);
    const closed = await insertLocation(ctx.database.db, { isActive: false });
    const res = await check({ location_id: closed.id });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.locationNotFound);
  });
});

describe('availability across time zones and clock changes', () => {
  const SAME_DAY = daysFromToday(40, 'Europe/London');
  const LONDON_SPRING = nextClockChange(
    'Europe/London',
    'forward',
    daysFromToday(1, 'Europe/London'),
  );
  const CHICAGO_AUTUMN = nextClockChange(
    'America/Chicago',
    'back',
    daysFromToday(1, 'America/Chicago'),
  );
  let ctx: TestContext;
  let london: { locationId: number; courtId: number };
  let chicago: { locationId: number; courtId: number };
  let userId: number;

  const setUp = async (timeZone: string) => {
    // The next clock change may be almost a year and a day away.
    const location = await insertLocation(ctx.database.db, { timeZone, bookingHorizonDays: 730 });
    const court = await insertCourt(ctx.database.db, location.id, { courtNumber: 1 });
    return { locationId: location.id, courtId: court.id };
  };
  const bookLocal = async (
    club: { locationId: number; courtId: number },
    timeZone: string,
    date: string,
    start: number,
    end: number,
  ) => {
    const { startsAt, endsAt } = slotInstants(date, start, end, timeZone);
    await insertBooking(ctx.database.db, {
      ...club,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      status: 'confirmed',
      timeZone,
    });
  };
  const isBooked = async (locationId: number, date: string, start: string, end: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/check_court_availability/',
      payload: {
        location_id: locationId,
        date,
        start_time: start,
        end_time: end,
        book_for_four_weeks: 'False',
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json<AvailabilityResult>().courts[0]!.is_booked;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    userId = (await insertUser(ctx.database.db)).id;
    london = await setUp('Europe/London');
    chicago = await setUp('America/Chicago');
    // The same wall-clock evening at both clubs: different instants, several hours apart.
    await bookLocal(london, 'Europe/London', SAME_DAY, 18 * 60, 19 * 60);
    await bookLocal(chicago, 'America/Chicago', SAME_DAY, 12 * 60, 13 * 60);
    // Clock-change days: London's next spring-forward, Chicago's next fall-back.
    await bookLocal(london, 'Europe/London', LONDON_SPRING, 0, 3 * 60);
    await bookLocal(chicago, 'America/Chicago', CHICAGO_AUTUMN, 60, 2 * 60);
  });
  afterAll(() => ctx.app.close());

  it('reads each request in the location’s own time zone', async () => {
    expect(await isBooked(london.locationId, SAME_DAY, '18:00', '19:00')).toBe(true);
    expect(await isBooked(london.locationId, SAME_DAY, '12:00', '13:00')).toBe(false);
    expect(await isBooked(chicago.locationId, SAME_DAY, '12:00', '13:00')).toBe(true);
    expect(await isBooked(chicago.locationId, SAME_DAY, '18:00', '19:00')).toBe(false);
  });

  it('keeps a booking across the spring-forward hour in London, and frees the slot after it', async () => {
    expect(await isBooked(london.locationId, LONDON_SPRING, '02:00', '03:00')).toBe(true);
    expect(await isBooked(london.locationId, LONDON_SPRING, '03:00', '04:00')).toBe(false);
  });

  it('refuses an hour the spring change skips wholly, as booking does', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/check_court_availability/',
      payload: {
        location_id: london.locationId,
        date: LONDON_SPRING,
        start_time: '01:00',
        end_time: '02:00',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.clockChange);
  });

  it('matches the first 1:00-2:00 on the fall-back day in Chicago, and nothing after', async () => {
    expect(await isBooked(chicago.locationId, CHICAGO_AUTUMN, '01:00', '02:00')).toBe(true);
    expect(await isBooked(chicago.locationId, CHICAGO_AUTUMN, '02:00', '03:00')).toBe(false);
  });
});
