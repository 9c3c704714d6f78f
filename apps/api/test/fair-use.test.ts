import {
  FairUseMessages,
  LocationMessages,
  type ApiEnvelope,
  type ErrorAnswer,
  type FairUseCheck,
  type Location,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { bookingBody, daysFromToday, onWeekday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** A Monday far enough ahead to book, and days of its week. */
const MONDAY = onWeekday(daysFromToday(14, 'UTC'), 1);
const day = (offset: number) =>
  new Date(Date.parse(`${MONDAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const WEDNESDAY = day(2);

describe('fair-use limits', () => {
  let ctx: TestContext;
  let staff: SignedIn;
  let location: { id: number; name: string };
  let court: { id: number };
  let player: SignedIn;
  const db = () => ctx.database.db;

  const setLimits = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/locations/${location.id}/`,
      headers: staff.headers,
      payload,
    });
  /** A confirmed session of the player's, 10:00 for `hours` on `date` (UTC, the club's zone). */
  const played = (date: string, hours = 1, userId = player.user.id) =>
    insertBooking(db(), {
      courtId: court.id,
      locationId: location.id,
      userId,
      startsAt: `${date}T10:00:00Z`,
      endsAt: new Date(Date.parse(`${date}T10:00:00Z`) + hours * 3_600_000).toISOString(),
      status: 'confirmed',
    });
  const bookAs = (who: SignedIn, values: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: who.headers,
      payload: bookingBody({
        location: location.id,
        court_id: court.id,
        start_time: '18:00',
        duration: 1,
        total_price: '40.00',
        ...values,
      }),
    });
  const check = (values: Record<string, unknown>, who: SignedIn | null = player) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/fair-use-check/',
      headers: who?.headers ?? {},
      payload: {
        location_id: location.id,
        start_time: '18:00',
        duration: 1,
        book_for_four_weeks: false,
        ...values,
      },
    });
  const bookingsOfPlayer = () =>
    db().select().from(bookings).where(eq(bookings.userId, player.user.id));

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), {
      name: 'Sunset Padel',
      timeZone: 'UTC',
      defaultTaxBasisPoints: 0,
      defaultCardFeeBasisPoints: 0,
    });
    staff = await signIn(ctx.app, db(), { userType: 0 });
  });
  beforeEach(async () => {
    // A court of each test's own: the sessions it sets up never meet another test's.
    court = await insertCourt(db(), location.id, {
      hourlyFeeCents: 4000,
      taxBasisPoints: 0,
      cardFeeBasisPoints: 0,
    });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    const res = await setLimits({
      max_upcoming_bookings: null,
      max_hours_per_week: null,
      max_bookings_per_day: null,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => ctx.app.close());

  it('staff set each limit on the location, and clear it with null or a blank', async () => {
    const set = await setLimits({
      max_upcoming_bookings: 2,
      max_hours_per_week: '6',
      max_bookings_per_day: 1,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ApiEnvelope & Location>()).toMatchObject({
      max_upcoming_bookings: 2,
      max_hours_per_week: 6,
      max_bookings_per_day: 1,
    });
    // Left out keeps; blank clears.
    const cleared = await setLimits({ max_hours_per_week: '' });
    expect(cleared.json<ApiEnvelope & Location>()).toMatchObject({
      max_upcoming_bookings: 2,
      max_hours_per_week: null,
      max_bookings_per_day: 1,
    });
  });

  it('refuses a limit out of range or not whole, changing nothing', async () => {
    await setLimits({ max_upcoming_bookings: 3 });
    const cases: [object, string][] = [
      [{ max_upcoming_bookings: 0 }, LocationMessages.maxUpcomingBookingsInvalid],
      [{ max_upcoming_bookings: 101 }, LocationMessages.maxUpcomingBookingsInvalid],
      [{ max_hours_per_week: 1.5 }, LocationMessages.maxHoursPerWeekInvalid],
      [{ max_bookings_per_day: 'many' }, LocationMessages.maxBookingsPerDayInvalid],
      [{ max_bookings_per_day: true }, LocationMessages.maxBookingsPerDayInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await setLimits(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorAnswer>().errors).toContain(message);
    }
    const after = await setLimits({});
    expect(after.json<ApiEnvelope & Location>().max_upcoming_bookings).toBe(3);
  });

  it('refuses a booking past the upcoming limit, saying the count and when the next frees', async () => {
    await setLimits({ max_upcoming_bookings: 2 });
    await played(day(3));
    await played(day(1), 2);
    const before = await bookingsOfPlayer();

    const res = await bookAs(player, { booking_date: day(5) });
    expect(res.statusCode, res.body).toBe(409);
    const answer = res.json<ErrorAnswer>();
    const tuesday = new Date(`${day(1)}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    expect(answer.message).toBe(
      `You have 2 of 2 upcoming bookings at Sunset Padel; the next frees on ${tuesday} at 12:00 PM.`,
    );
    expect(answer.data).toEqual({ fair_use_rule: 'upcoming' });
    expect(await bookingsOfPlayer()).toEqual(before);

    // The wizard's check says the same before a court is chosen.
    const asked = await check({ booking_date: day(5) });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ApiEnvelope & FairUseCheck>().refusal).toEqual({
      rule: 'upcoming',
      message: answer.message,
    });

    // Staff are exempt, booking for the player too.
    const byStaff = await bookAs(staff, { booking_date: day(5), user_id: player.user.id });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
  });

  it('counts a weekly series as four sessions, and past sessions not at all', async () => {
    await setLimits({ max_upcoming_bookings: 4 });
    await played(daysFromToday(-3, 'UTC'));
    const weekly = await bookAs(player, {
      booking_date: MONDAY,
      book_for_four_weeks: 'True',
      total_price: '160.00',
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    const more = await check({ booking_date: day(1) });
    expect(more.json<ApiEnvelope & FairUseCheck>().refusal?.rule).toBe('upcoming');
  });

  it('adds the hours of the session’s week, Monday to Sunday', async () => {
    await setLimits({ max_hours_per_week: 3 });
    await played(MONDAY, 2);
    await played(day(7), 3); // the next Monday: another week

    const tooLong = await bookAs(player, {
      booking_date: WEDNESDAY,
      duration: 1.5,
      total_price: '60.00',
    });
    expect(tooLong.statusCode, tooLong.body).toBe(409);
    expect(tooLong.json<ErrorAnswer>().message).toBe(
      FairUseMessages.weeklyHours({
        bookedMinutes: 120,
        limitHours: 3,
        askedMinutes: 90,
        location: 'Sunset Padel',
        weekStart: MONDAY,
      }),
    );
    expect(tooLong.json<ErrorAnswer>().message).toContain(
      '2 hours of 3 hours booked in the week of',
    );
    const fits = await bookAs(player, { booking_date: WEDNESDAY, duration: 1 });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('counts the bookings of the day', async () => {
    await setLimits({ max_bookings_per_day: 1 });
    await played(WEDNESDAY);
    const same = await bookAs(player, { booking_date: WEDNESDAY });
    expect(same.statusCode).toBe(409);
    expect(same.json<ErrorAnswer>().data).toEqual({ fair_use_rule: 'daily' });
    const other = await bookAs(player, { booking_date: day(3) });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('with no limits the check refuses nothing; it needs a token and a real location', async () => {
    await played(WEDNESDAY);
    const free = await check({ booking_date: WEDNESDAY });
    expect(free.json<ApiEnvelope & FairUseCheck>()).toEqual({
      code: 200,
      message: 'Fair-use limits checked.',
      refusal: null,
    });
    expect((await check({ booking_date: WEDNESDAY }, null)).statusCode).toBe(401);
    expect((await check({ booking_date: WEDNESDAY, location_id: 999_999 })).statusCode).toBe(404);
    const bad = await check({ booking_date: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorAnswer>().message).not.toBe('');
  });
});
