import {
  CreateBookingSchema,
  priceBooking,
  slotInstants,
  UserType,
  type SlotRules,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAvailabilityRepository } from '../src/modules/availability/availability.repository';
import { createAvailabilityService } from '../src/modules/availability/availability.service';
import { createBookingWriteRepository } from '../src/modules/bookings/create-booking.repository';
import { createBookingCreator } from '../src/modules/bookings/create-booking.service';
import { bookingRowsOfCourt, daysFromToday, onWeekday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const TZ = 'America/New_York';
/** A Wednesday one to two weeks ahead. */
const DATE = onWeekday(daysFromToday(7, TZ), 3);
/** Starts on the hour from 7 AM, whole hours, ending by 10 PM. */
const HOURLY: SlotRules = {
  slotMinutes: 60,
  minDurationMinutes: 60,
  durationStepMinutes: 60,
  dayStart: 7 * 60,
  dayEnd: 22 * 60,
};
const ON_THE_HOUR = 'Times must be on the hour (HH:mm).';
const WHOLE_HOURS = 'Please choose a duration of 1 hour or more, in whole hours.';

/**
 * A location on a 60-minute grid, through the services on the real database: the services take
 * the location's rules from `slotRulesOf`, here one that gives this location its own.
 */
describe('a location on a 60-minute grid', () => {
  let ctx: TestContext;
  let locationId: number;
  let courtIds: number[];
  let userId: number;
  let availability: ReturnType<typeof createAvailabilityService>;
  let createBooking: ReturnType<typeof createBookingCreator>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    locationId = (await insertLocation(db, { timeZone: TZ })).id;
    courtIds = [];
    for (const n of [1, 2]) {
      courtIds.push((await insertCourt(db, locationId, { courtNumber: n })).id);
    }
    userId = (await insertUser(db)).id;
    const { startsAt, endsAt } = slotInstants(DATE, 10 * 60, 12 * 60, TZ);
    await insertBooking(db, {
      courtId: courtIds[0]!,
      locationId,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      status: 'confirmed',
      timeZone: TZ,
    });
    const slotRulesOf = () => HOURLY;
    availability = createAvailabilityService(
      createAvailabilityRepository(db),
      ctx.app.courtEvents,
      { slotRulesOf },
    );
    createBooking = createBookingCreator({
      db,
      repository: createBookingWriteRepository(db),
      holdMinutes: 15,
      slotRulesOf,
    });
  });
  afterAll(() => ctx.app.close());

  const query = (start: number, end: number) => ({
    location_id: locationId,
    date: DATE,
    start_time: start,
    end_time: end,
    book_for_four_weeks: false,
  });

  it("answers the day in hours, shut outside the rules' day", async () => {
    const day = await availability.day({ location_id: locationId, date: DATE });
    expect(day.slot_minutes).toBe(60);
    const [one, two] = day.courts.map((court) => court.slots);
    expect(one).toHaveLength(24);
    expect(one!.slice(6, 13)).toEqual([
      'outside_hours',
      'free',
      'free',
      'free',
      'booked',
      'booked',
      'free',
    ]);
    expect(two!.slice(21)).toEqual(['free', 'outside_hours', 'outside_hours']);
  });

  it('checks courts for a session on the hour, and refuses 10:30 and half hours', async () => {
    const courts = await availability.checkCourts(query(10 * 60, 11 * 60));
    expect(courts.map((court) => court.is_booked)).toEqual([true, false]);
    await expect(availability.checkCourts(query(10.5 * 60, 11.5 * 60))).rejects.toMatchObject({
      status: 400,
      message: ON_THE_HOUR,
    });
    await expect(availability.checkCourts(query(13 * 60, 14.5 * 60))).rejects.toMatchObject({
      status: 400,
      message: WHOLE_HOURS,
    });
    await expect(availability.checkCourts(query(6 * 60, 8 * 60))).rejects.toMatchObject({
      message: 'A booking cannot start before 7:00 AM.',
    });
  });

  it('books whole hours on the hour, and refuses 10:30 and an hour and a half', async () => {
    const actor = { id: userId, email: 'player@example.test', userType: UserType.Player };
    const price = priceBooking({
      hourlyFeeCents: 4000,
      durationMinutes: 120,
      taxBasisPoints: 800,
      cardFeeBasisPoints: 300,
      sessions: 1,
    });
    // The route's schema takes the base grid; the service applies the location's rules.
    const input = (start_time: string, duration: number) =>
      CreateBookingSchema.parse({
        location: locationId,
        court_id: courtIds[1],
        booking_date: DATE,
        start_time,
        duration,
        total_price: (price.totalPriceCents / 100).toFixed(2),
      });
    await expect(
      createBooking({ ...actor, permissions: [] }, input('10:30', 2)),
    ).rejects.toMatchObject({ status: 400, message: ON_THE_HOUR });
    await expect(
      createBooking({ ...actor, permissions: [] }, input('14:00', 1.5)),
    ).rejects.toMatchObject({ status: 400, message: WHOLE_HOURS });
    await createBooking({ ...actor, permissions: [] }, input('14:00', 2));
    const rows = await bookingRowsOfCourt(ctx.database.db, courtIds[1]!);
    expect(rows.map((row) => [row.startTime, row.endTime])).toEqual([['14:00:00', '16:00:00']]);
  });
});
