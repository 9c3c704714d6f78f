import {
  addCalendarDays,
  AvailabilityMessages,
  localDate,
  slotInstants,
  type MonthDayState,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courtClosures, courts, locations } from '../src/db/schema';
import { daysFromToday, onWeekday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const TZ = 'America/New_York';
/** Open 08:00 to 22:00 every day but Sunday. */
const CLOSED_ON_SUNDAYS = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((day) => [day, { open: '08:00', close: '22:00' }]),
);
/** A month wholly ahead: the month of the date 35 days from now (its 1st is after today). */
const MONTH = daysFromToday(35, TZ).slice(0, 7);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const monthOf = (date: string) => date.slice(0, 7);

describe('GET /api/month_availability/', () => {
  let ctx: TestContext;
  let userId: number;

  const month = (query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/month_availability/',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const statesOf = async (locationId: number, of = MONTH) => {
    const res = await month({ location_id: locationId, month: of });
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json<{ days: { date: string; state: MonthDayState }[] }>();
    return Object.fromEntries(days.map((day) => [day.date, day.state]));
  };
  const stateOn = async (locationId: number, date: string) =>
    (await statesOf(locationId, monthOf(date)))[date];
  /** Books the court from `start` to `end` (hours) on `date`, confirmed. */
  const book = (
    club: { id: number; timeZone: string },
    courtId: number,
    date: string,
    start: number,
    end: number,
  ) => {
    const { startsAt, endsAt } = slotInstants(date, start * 60, end * 60, club.timeZone);
    return insertBooking(ctx.database.db, {
      courtId,
      locationId: club.id,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      status: 'confirmed',
      timeZone: club.timeZone,
    });
  };
  const club = async (values: Partial<typeof locations.$inferInsert> = {}, courtCount = 2) => {
    const location = await insertLocation(ctx.database.db, {
      timeZone: TZ,
      openingHours: CLOSED_ON_SUNDAYS,
      ...values,
    });
    const courtIds: number[] = [];
    for (let n = 1; n <= courtCount; n++) {
      courtIds.push((await insertCourt(ctx.database.db, location.id, { courtNumber: n })).id);
    }
    return { ...location, courtIds };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    userId = (await insertUser(ctx.database.db)).id;
  });
  afterAll(() => ctx.app.close());

  it('answers every date of the month, closed on the weekday the club does not open, with no token', async () => {
    const { id } = await club();
    const res = await month({ location_id: id, month: MONTH });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ days: { date: string; state: string }[] }>();
    expect(body).toMatchObject({ code: 200, location_id: id, month: MONTH, time_zone: TZ });
    const first = `${MONTH}-01`;
    const count = new Date(
      Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5)), 0),
    ).getUTCDate();
    expect(body.days.map((day) => day.date)).toEqual(
      Array.from({ length: count }, (_, i) => addCalendarDays(first, i)),
    );
    for (const day of body.days) {
      expect(Object.keys(day).sort()).toEqual(['date', 'state']);
      expect(day.state, day.date).toBe(weekdayOf(day.date) === 0 ? 'closed' : 'open');
    }
    expect(res.body).not.toMatch(/email|first_name|user/);
  });

  it('marks a day full when no court has a free hour, and keeps it open while one has', async () => {
    const { id, courtIds, timeZone } = await club();
    const location = { id, timeZone };
    const wednesday = onWeekday(`${MONTH}-01`, 3);
    const thursday = addCalendarDays(wednesday, 1);
    const friday = addCalendarDays(wednesday, 2);
    expect(await stateOn(id, wednesday)).toBe('open');

    // Wednesday: both courts booked all day (the change is announced, so the kept answer goes).
    await book(location, courtIds[0]!, wednesday, 8, 22);
    await book(location, courtIds[1]!, wednesday, 8, 15);
    await expect.poll(() => stateOn(id, wednesday)).toBe('open');
    await book(location, courtIds[1]!, wednesday, 15, 22);
    await expect.poll(() => stateOn(id, wednesday)).toBe('full');

    // Thursday: free only in half hours, never for the minimum hour.
    await book(location, courtIds[0]!, thursday, 8, 22);
    for (let hour = 8; hour < 22; hour += 1)
      await book(location, courtIds[1]!, thursday, hour, hour + 0.5);
    await expect.poll(() => stateOn(id, thursday)).toBe('full');

    // Friday: one court closed all day and the other booked all day.
    const closure = slotInstants(friday, 0, 24 * 60, timeZone);
    await ctx.database.db.insert(courtClosures).values({ courtId: courtIds[0]!, ...closure });
    await book(location, courtIds[1]!, friday, 8, 22);
    await expect.poll(() => stateOn(id, friday)).toBe('full');
  });

  it('marks a day closed when every court is closed or out of use', async () => {
    const { id, courtIds, timeZone } = await club();
    const tuesday = onWeekday(`${MONTH}-01`, 2);
    const states = await statesOf(id);
    expect(states[tuesday]).toBe('open');
    const closure = slotInstants(tuesday, 6 * 60, 23 * 60, timeZone);
    await ctx.database.db.insert(courtClosures).values({ courtId: courtIds[0]!, ...closure });
    await ctx.database.db
      .update(courts)
      .set({ isActive: false })
      .where(eq(courts.id, courtIds[1]!));
    await expect.poll(() => stateOn(id, tuesday)).toBe('closed');
    // The other days: the closed court's, and no longer the inactive one's.
    expect(await stateOn(id, addCalendarDays(tuesday, 1))).toBe('open');

    // New opening hours are announced too: Sundays open.
    const sunday = onWeekday(`${MONTH}-01`, 0);
    expect(await stateOn(id, sunday)).toBe('closed');
    await ctx.database.db.update(locations).set({ openingHours: {} }).where(eq(locations.id, id));
    await expect.poll(() => stateOn(id, sunday)).toBe('open');
  });

  it('marks the days before today past and those after the horizon beyond it', async () => {
    const { id } = await club({ openingHours: {}, bookingHorizonDays: 10 });
    const today = localDate(new Date(), TZ);
    const last = addCalendarDays(today, 10);
    const states = {
      ...(await statesOf(id, monthOf(today))),
      ...(await statesOf(id, monthOf(last))),
    };
    const yesterday = addCalendarDays(today, -1);
    if (monthOf(yesterday) === monthOf(today)) expect(states[yesterday]).toBe('past');
    expect(states[addCalendarDays(today, 1)]).toBe('open');
    expect(states[last]).toBe('open');
    const after = addCalendarDays(last, 1);
    if (monthOf(after) === monthOf(last)) expect(states[after]).toBe('beyond_horizon');
    // A month wholly beyond it, and one wholly gone.
    const beyond = monthOf(addCalendarDays(last, 40));
    expect(new Set(Object.values(await statesOf(id, beyond)))).toEqual(new Set(['beyond_horizon']));
    expect(new Set(Object.values(await statesOf(id, '2001-02')))).toEqual(new Set(['past']));
  });

  it('counts today and the horizon at the location, far from UTC on either side', async () => {
    // Kiritimati is UTC+14 and Pago Pago UTC−11: a date apart or two, whatever the hour.
    const east = await club({ timeZone: 'Pacific/Kiritimati', openingHours: {} }, 1);
    const west = await club({ timeZone: 'Pacific/Pago_Pago', openingHours: {} }, 1);
    const eastToday = localDate(new Date(), 'Pacific/Kiritimati');
    const eastYesterday = addCalendarDays(eastToday, -1);
    expect(await stateOn(east.id, eastYesterday)).toBe('past');
    // Still today or tomorrow at Pago Pago, before 11 PM there: the 11 PM start is left.
    expect(await stateOn(west.id, eastYesterday)).toBe('open');

    const eastLast = addCalendarDays(eastToday, 365);
    expect(await stateOn(east.id, eastLast)).toBe('open');
    expect(await stateOn(west.id, eastLast)).toBe('beyond_horizon');

    // Its weekdays are its own: a club in Kiritimati closed on Sundays is closed on its Sundays.
    const sundays = await club({ timeZone: 'Pacific/Kiritimati' }, 1);
    const states = await statesOf(sundays.id);
    for (const [date, state] of Object.entries(states)) {
      expect(state, date).toBe(weekdayOf(date) === 0 ? 'closed' : 'open');
    }
  });

  it.each([
    [{ month: '2026-13' }, 400, AvailabilityMessages.monthInvalid],
    [{ month: '2026-1' }, 400, AvailabilityMessages.monthInvalid],
    [{ month: '2026-12-01' }, 400, AvailabilityMessages.monthInvalid],
    [{ month: 'next' }, 400, AvailabilityMessages.monthInvalid],
    [{ month: '' }, 400, AvailabilityMessages.monthInvalid],
    [{ month: '1899-12' }, 400, AvailabilityMessages.monthOutOfRange],
    [{ location_id: 'x' }, 400, AvailabilityMessages.locationRequired],
    [{ location_id: 999_999 }, 404, AvailabilityMessages.locationNotFound],
  ])('refuses %o with a clear message', async (change, status, message) => {
    const { id } = await club();
    const res = await month({ location_id: id, month: MONTH, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message });
  });

  it('refuses a location that is not open for bookings', async () => {
    const { id } = await club({ isActive: false });
    const res = await month({ location_id: id, month: MONTH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: AvailabilityMessages.locationNotFound });
  });
});
