import {
  AvailabilityMessages,
  DAY_SLOTS,
  localDate,
  slotInstants,
  type SlotState,
  type ApiEnvelope,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, courtClosures, courts, locations } from '../src/db/schema';
import { daysFromToday, nextClockChange, onWeekday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';
import { SPEC_COURT } from './helpers/courts';

const TZ = 'America/New_York';
/** A Wednesday one to two weeks ahead. */
const DATE = onWeekday(daysFromToday(7, TZ), 3);
/** The half hour that starts at `hh:mm`. */
const at = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return (h * 60 + m) / 30;
};

describe('GET /api/day_availability/', () => {
  let ctx: TestContext;
  let locationId: number;
  let courtIds: number[];
  let userId: number;

  const day = (query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/day_availability/',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const slotsOf = async (date = DATE, location = locationId) => {
    const res = await day({ location_id: location, date });
    expect(res.statusCode).toBe(200);
    return res.json<{ courts: { slots: SlotState[] }[] }>().courts.map((court) => court.slots);
  };
  const book = (court: number, start: number, end: number, extra: object = {}) => {
    const { startsAt, endsAt } = slotInstants(DATE, start * 60, end * 60, TZ);
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
    const location = await insertLocation(ctx.database.db, {
      timeZone: TZ,
      openingHours: { '3': { open: '08:00', close: '22:00' } },
    });
    locationId = location.id;
    courtIds = [];
    for (const n of [1, 2, 3]) {
      courtIds.push((await insertCourt(ctx.database.db, locationId, { courtNumber: n })).id);
    }
    userId = (await insertUser(ctx.database.db)).id;
    await book(1, 9.5, 11); // confirmed
    await book(2, 18, 19, { status: 'pending', holdExpiresAt: new Date(Date.now() + 600_000) });
    await book(2, 12, 13, { status: 'pending', holdExpiresAt: new Date(Date.now() - 60_000) });
    await book(3, 14, 15, { status: 'cancelled' });
    const closure = slotInstants(DATE, 10 * 60, 12 * 60, TZ);
    await ctx.database.db.insert(courtClosures).values({ courtId: courtIds[2]!, ...closure });
  });
  afterAll(() => ctx.app.close());

  it('answers every court and every half hour of the day, with no token and no personal data', async () => {
    const res = await day({ location_id: locationId, date: DATE });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ courts: { court_number: number; slots: unknown[] }[] }>();
    expect(body).toMatchObject({
      code: 200,
      location_id: locationId,
      date: DATE,
      time_zone: TZ,
      slot_minutes: 30,
    });
    expect(body.courts.map((c) => c.court_number)).toEqual([1, 2, 3]);
    for (const court of body.courts) {
      expect(court).toMatchObject(SPEC_COURT);
      expect(Object.keys(court).sort()).toEqual(
        ['court_id', 'court_number', 'slots', ...Object.keys(SPEC_COURT)].sort(),
      );
      expect(court.slots).toHaveLength(DAY_SLOTS);
    }
    expect(res.body).not.toMatch(/email|first_name|user/);
  });

  it('marks bookings and live holds booked, closures closed, and the hours the club is shut', async () => {
    const [one, two, three] = await slotsOf();
    expect(one!.slice(at('07:30'), at('11:30'))).toEqual([
      'outside_hours',
      'free',
      'free',
      'free',
      'booked',
      'booked',
      'booked',
      'free',
    ]);
    expect(two![at('18:00')]).toBe('booked');
    expect(two![at('18:30')]).toBe('booked');
    expect(two![at('19:00')]).toBe('free');
    // A lapsed hold and a cancellation hold nothing.
    expect(two![at('12:00')]).toBe('free');
    expect(three![at('14:00')]).toBe('free');
    expect(three!.slice(at('10:00'), at('12:30'))).toEqual([
      'closed',
      'closed',
      'closed',
      'closed',
      'free',
    ]);
    expect(one![at('21:30')]).toBe('free');
    expect(one![at('22:00')]).toBe('outside_hours');
    expect(one![0]).toBe('outside_hours');
  });

  it('marks an inactive court closed all day', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: TZ });
    await insertCourt(ctx.database.db, club.id, { courtNumber: 1, isActive: false });
    const [only] = await slotsOf(DATE, club.id);
    expect(new Set(only)).toEqual(new Set(['closed']));
  });

  it('marks today’s half hours that have begun as past', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: 'Pacific/Kiritimati' });
    await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    const today = localDate(new Date(), 'Pacific/Kiritimati');
    const [only] = await slotsOf(today, club.id);
    expect(only![0]).toBe('past');
    const firstOpen = only!.indexOf('free');
    expect(only!.slice(0, firstOpen).every((s) => s === 'past')).toBe(true);
    expect(only!.slice(firstOpen).every((s) => s === 'free')).toBe(true);
  });

  it('marks the half hours the spring change skips', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: TZ, bookingHorizonDays: 730 });
    await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    const spring = nextClockChange(TZ, 'forward', daysFromToday(1, TZ));
    const [only] = await slotsOf(spring, club.id);
    expect(only!.slice(at('01:30'), at('03:30'))).toEqual(['free', 'skipped', 'skipped', 'free']);
  });

  it('shows a court taken or freed once the database announces it, and a hold that lapses when it lapses', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: TZ });
    const court = await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    const ten = async () => (await slotsOf(DATE, club.id))[0]![at('10:00')];
    expect(await ten()).toBe('free');
    const { startsAt, endsAt } = slotInstants(DATE, 600, 660, TZ);
    const slot = {
      courtId: court.id,
      locationId: club.id,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: TZ,
    };
    const booking = await insertBooking(ctx.database.db, { ...slot, status: 'confirmed' });
    await expect.poll(ten).toBe('booked');
    await ctx.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, booking.id));
    await expect.poll(ten).toBe('free');

    // A hold lapses by the clock, with nothing announced until the sweeper runs.
    const lapsesAt = Date.now() + 1_500;
    await insertBooking(ctx.database.db, {
      ...slot,
      status: 'pending',
      holdExpiresAt: new Date(lapsesAt),
    });
    await expect.poll(ten).toBe('booked');
    await expect.poll(ten, { timeout: 5_000 }).toBe('free');
    expect(Date.now()).toBeGreaterThanOrEqual(lapsesAt);
  });

  it('shows a new court, a court out of use and new hours once the database announces them', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: TZ });
    await insertCourt(ctx.database.db, club.id, { courtNumber: 1 });
    expect(await slotsOf(DATE, club.id)).toHaveLength(1);

    // The location's courts and settings are kept in memory between requests (never who holds
    // what): each change below is announced by the database, and the next answers show it.
    const second = await insertCourt(ctx.database.db, club.id, { courtNumber: 2 });
    await expect.poll(async () => (await slotsOf(DATE, club.id)).length).toBe(2);
    await ctx.database.db.update(courts).set({ isActive: false }).where(eq(courts.id, second.id));
    await expect.poll(async () => (await slotsOf(DATE, club.id))[1]![at('12:00')]).toBe('closed');
    await ctx.database.db
      .update(locations)
      .set({ openingHours: { '3': { open: '10:00', close: '12:00' } } })
      .where(eq(locations.id, club.id));
    await expect
      .poll(async () => (await slotsOf(DATE, club.id))[0]![at('09:30')])
      .toBe('outside_hours');
    await ctx.database.db
      .update(locations)
      .set({ isActive: false })
      .where(eq(locations.id, club.id));
    await expect
      .poll(async () => (await day({ location_id: club.id, date: DATE })).statusCode)
      .toBe(404);
  });

  it.each([
    [{ date: '2030-02-31' }, 400, AvailabilityMessages.dateInvalid],
    [{ date: '2001-01-01' }, 400, AvailabilityMessages.datePast],
    [{ location_id: 'x' }, 400, AvailabilityMessages.locationRequired],
    [{ location_id: 999_999 }, 404, AvailabilityMessages.locationNotFound],
  ])('refuses %o with a clear message', async (change, status, message) => {
    const res = await day({ location_id: locationId, date: DATE, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message });
  });

  it('refuses a date beyond the booking horizon', async () => {
    const club = await insertLocation(ctx.database.db, { timeZone: TZ, bookingHorizonDays: 3 });
    const res = await day({ location_id: club.id, date: daysFromToday(10, TZ) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toMatch(/open up to 3 days ahead/);
  });
});
