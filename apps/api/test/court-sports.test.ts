import {
  LocationMessages,
  type AvailabilityResult,
  type Court,
  type CourtSchedule,
  type DayAvailability,
  type ReportData,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysFromToday, onWeekday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** A Wednesday one to two weeks ahead. */
const DATE = onWeekday(daysFromToday(7, 'UTC'), 3);

/**
 * Courts of their own sport, name and session lengths (Step 17, section 4), through the API:
 * staff set them, every answer that lists courts tells them, and availability and the booking
 * follow each court's own rules.
 */
describe('sports and courts', () => {
  let ctx: TestContext;
  let staff: SignedIn;
  let player: SignedIn;
  let club: { id: number };
  let tennis: { id: number };
  let padel: Court;
  let pickleball: Court;
  const db = () => ctx.database.db;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const addCourt = (values: object) =>
    call('POST', '/api/courts/', staff, { location_id: club.id, court_fee_hrs: '40', ...values });
  const check = (values: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/check_court_availability/',
      payload: {
        location_id: club.id,
        date: DATE,
        start_time: '10:00',
        end_time: '11:00',
        book_for_four_weeks: 'False',
        ...values,
      },
    });
  const courtIdsOf = (res: { json: <T>() => T }) =>
    res.json<AvailabilityResult>().courts.map((court) => court.court_id);
  const quoted = async (courtId: number, startTime: string, endTime: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/quote/',
      payload: {
        location_id: club.id,
        court_id: courtId,
        booking_date: DATE,
        start_time: startTime,
        end_time: endTime,
        book_for_four_weeks: false,
      },
    });
    return res;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    // Open 8 AM to 10 PM every day (UTC).
    const hours = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, { open: '08:00', close: '22:00' }]),
    );
    club = await insertLocation(db(), { timeZone: 'UTC', openingHours: hours });
    staff = await signIn(ctx.app, db(), { userType: 0 });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [club.id] });
    tennis = await insertCourt(db(), club.id, { courtNumber: 1 });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  describe('staff set them', () => {
    it('add a padel court with a name, surface, lights and 60 to 120 minute sessions', async () => {
      const res = await addCourt({
        court_number: 2,
        sport: ' Padel ',
        name: 'Centre Court',
        surface: 'Artificial grass',
        indoor: 'true',
        lights: true,
        min_session_minutes: 60,
        max_session_minutes: '120',
      });
      expect(res.statusCode, res.body).toBe(201);
      padel = res.json<Court>();
      expect(padel).toMatchObject({
        sport: 'padel',
        name: 'Centre Court',
        surface: 'Artificial grass',
        indoor: true,
        lights: true,
        start_step_minutes: 30,
        min_session_minutes: 60,
        max_session_minutes: 120,
        session_step_minutes: 30,
        session_minutes: [60, 90, 120],
      });
    });

    it('add a pickleball court starting every quarter hour, 30 to 90 minutes', async () => {
      const res = await addCourt({
        court_number: 3,
        sport: 'pickleball',
        start_step_minutes: 15,
        min_session_minutes: 30,
        max_session_minutes: 90,
      });
      expect(res.statusCode, res.body).toBe(201);
      pickleball = res.json<Court>();
      expect(pickleball).toMatchObject({
        name: null,
        start_step_minutes: 15,
        session_minutes: [30, 60, 90],
      });
    });

    it.each([
      [{ start_step_minutes: 20 }, LocationMessages.startStepInvalid],
      [{ min_session_minutes: 45 }, LocationMessages.sessionOffGrid(30)],
      [{ session_step_minutes: 45 }, LocationMessages.sessionOffGrid(30)],
      [
        { min_session_minutes: 90, max_session_minutes: 60 },
        LocationMessages.longestBeforeShortest,
      ],
      [{ max_session_minutes: 75 }, LocationMessages.longestOffStep],
      [
        { min_session_minutes: 900 },
        LocationMessages.sessionLongerThanHours('15 hours', '14 hours'),
      ],
      [{ min_session_minutes: 5 }, LocationMessages.minSessionInvalid],
      [{ sport: 'x'.repeat(41) }, LocationMessages.sportInvalid],
      [{ sport: ' ' }, LocationMessages.sportInvalid],
      [{ sport: 7 }, LocationMessages.sportInvalid],
      [{ name: 'x'.repeat(61) }, LocationMessages.courtNameMax],
    ])('refuse %o: it would make the court unbookable or is not valid', async (values, message) => {
      const res = await addCourt({ court_number: 9, ...values });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message });
    });

    it('change one setting against the others as saved', async () => {
      const refused = await call('PUT', `/api/courts/${padel.court_id}/`, staff, {
        max_session_minutes: 30,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: LocationMessages.longestBeforeShortest });
      const listed = await call('GET', `/api/locations/${club.id}/courts/`, staff);
      expect(listed.json<Court[]>()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ court_id: padel.court_id, session_minutes: [60, 90, 120] }),
        ]),
      );
    });
  });

  describe('availability follows each court', () => {
    it('answers only the courts whose sessions include the one asked for, with their facts', async () => {
      const hour = await check({});
      expect(hour.statusCode, hour.body).toBe(200);
      expect(courtIdsOf(hour)).toEqual([tennis.id, padel.court_id, pickleball.court_id]);
      expect(hour.json<AvailabilityResult>().courts[1]).toMatchObject({
        sport: 'padel',
        name: 'Centre Court',
        session_minutes: [60, 90, 120],
      });
      expect(courtIdsOf(await check({ end_time: '12:00' }))).toEqual([tennis.id, padel.court_id]);
      expect(courtIdsOf(await check({ end_time: '10:30' }))).toEqual([pickleball.court_id]);
      expect(courtIdsOf(await check({ start_time: '10:15', end_time: '11:15' }))).toEqual([
        pickleball.court_id,
      ]);
    });

    it('answers one sport when asked', async () => {
      expect(courtIdsOf(await check({ sport: 'Padel' }))).toEqual([padel.court_id]);
      expect(courtIdsOf(await check({ sport: 'squash' }))).toEqual([]);
    });

    it("cuts the day into the finest courts' cells and tells each court's sessions", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/day_availability/?location_id=${club.id}&date=${DATE}`,
      });
      const day = res.json<DayAvailability>();
      expect(day.slot_minutes).toBe(15);
      expect(day.courts.map((court) => [court.sport, court.slots.length])).toEqual([
        ['tennis', 96],
        ['padel', 96],
        ['pickleball', 96],
      ]);
      expect(day.courts[2]).toMatchObject({
        start_step_minutes: 15,
        session_minutes: [30, 60, 90],
      });
    });

    it("lists the club's sports in the public list of locations", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/all_locations/' });
      const listed = res.json<{ id: number; sports: string[] }[]>().find((l) => l.id === club.id);
      expect(listed?.sports).toEqual(['padel', 'pickleball', 'tennis']);
      // Staff see them on the location too.
      const staffView = await call('GET', `/api/locations/${club.id}/`, staff);
      expect(staffView.json<{ sports: string[] }>().sports).toEqual([
        'padel',
        'pickleball',
        'tennis',
      ]);
    });

    it('shows the day sheet with each court’s sport, name and sessions', async () => {
      const res = await call(
        'GET',
        `/api/court_schedule/?location_id=${club.id}&date=${DATE}`,
        staff,
      );
      const sheet = res.json<CourtSchedule>();
      expect(sheet.slot_minutes).toBe(15);
      expect(sheet.courts[1]).toMatchObject({ sport: 'padel', name: 'Centre Court' });
    });
  });

  describe('the booking follows its court', () => {
    it('prices and books a quarter-hour start on the pickleball court', async () => {
      const quote = await quoted(pickleball.court_id, '10:15', '10:45');
      expect(quote.statusCode, quote.body).toBe(200);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/court-bookings/',
        headers: player.headers,
        payload: bookingBody({
          location: club.id,
          court_id: pickleball.court_id,
          booking_date: DATE,
          start_time: '10:15',
          end_time: '10:45',
          duration: undefined,
          total_price: quote.json<{ total_price: string }>().total_price,
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [booked] = res.json<{
        data: { booking_id: number; court: { name: string | null; sport: string } }[];
      }>().data;
      expect(booked!.court).toMatchObject({ name: null, sport: 'pickleball' });
      const confirmed = await call('PUT', `/api/court-bookings/${booked!.booking_id}/`, staff, {
        status: 'confirmed',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      // The report counts it under its court's sport.
      const report = await call(
        'GET',
        `/api/reporting-data/?location=${club.id}&start_date=${DATE}&end_date=${DATE}`,
        staff,
      );
      expect(report.json<ReportData>().by_sport).toEqual([
        expect.objectContaining({
          sport: 'pickleball',
          bookings: 1,
          minutes: 30,
          // Half an hour at $40.00 with 8 % tax, to be paid at the club (no card fee).
          venue_revenue: '21.60',
        }),
      ]);
    });

    it("refuses a session the court does not offer with the court's own figures", async () => {
      const long = await quoted(padel.court_id, '10:00', '12:30');
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ message: 'A booking lasts at most 2 hours.' });
      const quarter = await quoted(tennis.id, '10:15', '11:15');
      expect(quarter.json()).toMatchObject({ message: 'Times must be on the half hour (HH:mm).' });
      const short = await quoted(tennis.id, '10:00', '10:30');
      expect(short.json()).toMatchObject({ message: 'A booking lasts at least 1 hour.' });
    });
  });
});
