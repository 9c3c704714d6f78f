import {
  addCalendarDays,
  AvailabilityMessages,
  LocationMessages,
  sessionDates,
  type ApiEnvelope,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locations } from '../src/db/schema';
import { bookingBody, bookingRowsOfCourt, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { multipartBody } from './helpers/images';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const TZ = 'America/New_York';

describe('the booking horizon (DESIGN.md section 4)', () => {
  let ctx: TestContext;
  let club: { id: number; name: string };
  let nearClub: { id: number; name: string };
  let player: SignedIn;
  let deskStaff: SignedIn;
  let manager: SignedIn;
  let superAdmin: SignedIn;
  const db = () => ctx.database.db;

  /** A court of 0.00 an hour, so every body's total_price is "0.00". */
  const freeCourt = (locationId = club.id) => insertCourt(db(), locationId, { hourlyFeeCents: 0 });
  const post = (url: string, payload: object, who?: SignedIn) =>
    ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
  const book = (payload: object, who: SignedIn = player) =>
    post('/api/court-bookings/', payload, who);
  const availability = (payload: object) =>
    post('/api/check_court_availability/', {
      location_id: club.id,
      start_time: '10:00',
      end_time: '11:00',
      ...payload,
    });
  const preview = (payload: object) =>
    post('/api/price-preview/', { start_time: '10:00', duration: 1, ...payload }, manager);
  const beyond = (location: { name: string }, days: number, weekly = false) =>
    AvailabilityMessages.beyondHorizon(location.name, days, weekly);

  beforeAll(async () => {
    ctx = await createTestApp();
    club = await insertLocation(db(), { name: 'Horizon Club', timeZone: TZ });
    nearClub = await insertLocation(db(), {
      name: 'Near Club',
      timeZone: TZ,
      bookingHorizonDays: 30,
    });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [club.id] });
    deskStaff = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [club.id, nearClub.id],
    });
    manager = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['locations'],
      locationIds: [club.id, nearClub.id],
    });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
  });
  afterAll(() => ctx.app.close());

  describe('POST /api/court-bookings/', () => {
    // A player holds one unpaid booking a location at a time.
    beforeEach(() => releaseHoldsOf(ctx.app, db(), player));

    it('books up to the default 365 days ahead, and refuses the day after with a clear message', async () => {
      const court = await freeCourt();
      const atHorizon = await book(
        bookingBody({ location: club.id, court_id: court.id, booking_date: daysFromToday(365) }),
      );
      expect(atHorizon.statusCode, atHorizon.body).toBe(201);

      const after = await book(
        bookingBody({ location: club.id, court_id: court.id, booking_date: daysFromToday(366) }),
      );
      expect(after.statusCode).toBe(400);
      expect(after.json()).toMatchObject({ code: 400, message: beyond(club, 365) });
      expect(after.json<ApiEnvelope>().message).toBe(
        'Bookings at Horizon Club open up to 365 days ahead. Please choose an earlier date.',
      );
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(1);
    });

    it('needs all four weekly dates within the horizon: none is booked when only the fourth is beyond', async () => {
      const court = await freeCourt();
      const lastFits = daysFromToday(365 - 21);
      const fourthBeyond = await book(
        bookingBody({
          location: club.id,
          court_id: court.id,
          booking_date: addCalendarDays(lastFits, 1),
          book_for_four_weeks: 'True',
        }),
      );
      expect(fourthBeyond.statusCode).toBe(400);
      expect(fourthBeyond.json<ApiEnvelope>().message).toBe(beyond(club, 365, true));
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);

      const fits = await book(
        bookingBody({
          location: club.id,
          court_id: court.id,
          booking_date: lastFits,
          book_for_four_weeks: 'True',
        }),
      );
      expect(fits.statusCode, fits.body).toBe(201);
      expect(
        fits.json<ApiEnvelope<{ booking_date: string }[]>>().data.map((b) => b.booking_date),
      ).toEqual(sessionDates(lastFits, true));
    });

    it("follows a location's own horizon", async () => {
      const court = await freeCourt(nearClub.id);
      const body = (days: number) =>
        bookingBody({
          location: nearClub.id,
          court_id: court.id,
          booking_date: daysFromToday(days),
        });
      expect((await book(body(30))).statusCode).toBe(201);
      const after = await book(body(31));
      expect(after.statusCode).toBe(400);
      expect(after.json<ApiEnvelope>().message).toBe(beyond(nearClub, 30));
    });

    it('holds staff booking for a player to the same horizon', async () => {
      const court = await freeCourt(nearClub.id);
      const res = await book(
        bookingBody({
          location: nearClub.id,
          court_id: court.id,
          booking_date: daysFromToday(45),
          user_id: player.user.id,
        }),
        deskStaff,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(beyond(nearClub, 30));
      const inside = await book(
        bookingBody({
          location: nearClub.id,
          court_id: court.id,
          booking_date: daysFromToday(30),
          user_id: player.user.id,
        }),
        deskStaff,
      );
      expect(inside.statusCode, inside.body).toBe(201);
      expect(inside.json<ApiEnvelope<{ user: { id: number } }[]>>().data[0]?.user.id).toBe(
        player.user.id,
      );
    });
  });

  describe('POST /api/check_court_availability/ and POST /api/price-preview/', () => {
    it('answers availability up to the horizon and refuses dates beyond it', async () => {
      await freeCourt();
      expect((await availability({ date: daysFromToday(365) })).statusCode).toBe(200);
      const after = await availability({ date: daysFromToday(366) });
      expect(after.statusCode).toBe(400);
      expect(after.json<ApiEnvelope>().message).toBe(beyond(club, 365));
      const weekly = await availability({
        date: daysFromToday(365 - 20),
        book_for_four_weeks: 'True',
      });
      expect(weekly.statusCode).toBe(400);
      expect(weekly.json<ApiEnvelope>().message).toBe(beyond(club, 365, true));
    });

    it('prices a booking up to the horizon and refuses dates beyond it', async () => {
      const court = await freeCourt(nearClub.id);
      const inside = await preview({ court_id: court.id, booking_date: daysFromToday(30) });
      expect(inside.statusCode, inside.body).toBe(200);
      const after = await preview({
        court_id: court.id,
        booking_date: daysFromToday(10),
        book_for_four_weeks: true,
      });
      expect(after.statusCode).toBe(400);
      expect(after.json<ApiEnvelope>().message).toBe(beyond(nearClub, 30, true));
    });
  });

  describe('a date in year 9999 (a weekly series would step into year 10000)', () => {
    it('is a 400 with a clear message on every endpoint that takes a booking date, never a 500', async () => {
      const court = await freeCourt();
      const far = { booking_date: '9999-12-31', book_for_four_weeks: 'True' };
      const answers = [
        await availability({ date: '9999-12-31', book_for_four_weeks: 'True' }),
        await book(bookingBody({ location: club.id, court_id: court.id, ...far })),
        await book(
          bookingBody({ location: club.id, court_id: court.id, user_id: player.user.id, ...far }),
          deskStaff,
        ),
        await preview({ court_id: court.id, ...far }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 400,
          message: AvailabilityMessages.dateOutOfRange,
        });
      }
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);
    });
  });

  describe('staff set it on the location', () => {
    const put = (id: number, payload: object, who: SignedIn = manager) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/locations/${id}/`,
        headers: who.headers,
        payload,
      });
    const horizonOf = async (id: number) =>
      (await db().select().from(locations).where(eq(locations.id, id)))[0]?.bookingHorizonDays;

    it('changes it by JSON or form, shows it to staff and the public, and enforces the new value', async () => {
      const place = await insertLocation(db(), { name: 'Moving Club', timeZone: TZ });
      const res = await put(place.id, { booking_horizon_days: 60 }, superAdmin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ booking_horizon_days: number }>().booking_horizon_days).toBe(60);
      expect(await horizonOf(place.id)).toBe(60);

      const form = multipartBody({ booking_horizon_days: '90' });
      const byForm = await ctx.app.inject({
        method: 'PUT',
        url: `/api/locations/${place.id}/`,
        headers: { ...superAdmin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(byForm.statusCode, byForm.body).toBe(200);
      expect(await horizonOf(place.id)).toBe(90);

      const publicList = await ctx.app.inject({ method: 'GET', url: '/api/all_locations/' });
      expect(publicList.json()).toContainEqual(
        expect.objectContaining({ id: place.id, booking_horizon_days: 90 }),
      );
      const mine = await ctx.app.inject({
        method: 'GET',
        url: '/api/my_location/',
        headers: manager.headers,
      });
      expect(mine.json()).toContainEqual(
        expect.objectContaining({ id: club.id, booking_horizon_days: 365 }),
      );

      const court = await freeCourt(place.id);
      const body = (days: number) =>
        bookingBody({ location: place.id, court_id: court.id, booking_date: daysFromToday(days) });
      expect((await book(body(90))).statusCode).toBe(201);
      expect((await book(body(91))).json<ApiEnvelope>().message).toBe(
        beyond({ name: 'Moving Club' }, 90),
      );
    });

    it.each([0, 731, -1, 30.5, 'soon', '9999'])('refuses %j, changing nothing', async (value) => {
      const res = await put(club.id, { booking_horizon_days: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message: LocationMessages.bookingHorizonInvalid,
      });
      expect(await horizonOf(club.id)).toBe(365);
    });

    it('takes the default of 365 for a new location', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/locations/',
        headers: superAdmin.headers,
        payload: { name: 'Default Club', address_1: '1 Main St', time_zone: TZ },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ booking_horizon_days: number }>().booking_horizon_days).toBe(365);
    });
  });
});
