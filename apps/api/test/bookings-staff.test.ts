import { BookingMessages, type Booking, type ApiEnvelope } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingApiMessages } from '../src/modules/bookings/bookings.messages';
import { book, bookingBody, bookingRowsOfCourt, daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('staff and bookings', () => {
  let ctx: TestContext;
  let location: { id: number };
  let elsewhere: { id: number };
  let player: SignedIn;
  let otherPlayer: SignedIn;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let reportingAdmin: SignedIn;
  const db = () => ctx.database.db;
  const post = (payload: object, who: SignedIn) =>
    ctx.app.inject({ method: 'POST', url: '/api/court-bookings/', headers: who.headers, payload });
  const newCourt = (locationId = location.id, courtNumber?: number) =>
    insertCourt(db(), locationId, {
      hourlyFeeCents: 4000,
      ...(courtNumber ? { courtNumber } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), { name: 'Greenlake Club' });
    elsewhere = await insertLocation(db(), { name: 'Other Club' });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    otherPlayer = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['reporting', 'locations'],
      locationIds: [location.id],
    });
  });
  afterAll(() => ctx.app.close());

  describe('booking for someone', () => {
    it('refuses a player booking for another player (403), by id or by email', async () => {
      const court = await newCourt();
      const base = { location: location.id, court_id: court.id, total_price: '60' };
      for (const other of [
        { user_id: otherPlayer.user.id },
        { user_email: otherPlayer.user.email },
      ]) {
        const res = await post(bookingBody({ ...base, ...other }), player);
        expect(res.statusCode).toBe(403);
        expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.playerNotAllowed);
      }
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);
      // Naming themself is fine.
      const own = await post(
        bookingBody({ ...base, user_email: player.user.email.toUpperCase() }),
        player,
      );
      expect(own.statusCode, own.body).toBe(201);
    });

    it('lets staff book for a player named by email, and records who made it', async () => {
      const court = await newCourt();
      const res = await post(
        bookingBody({
          location: location.id,
          court_id: court.id,
          total_price: '60',
          user_email: player.user.email,
        }),
        admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ApiEnvelope<{ user: unknown }[]>>().data[0]?.user).toMatchObject({
        id: player.user.id,
        email: player.user.email,
      });
      const [row] = await bookingRowsOfCourt(db(), court.id);
      expect(row).toMatchObject({ userId: player.user.id, createdById: admin.user.id });
    });

    it('books under the staff member’s own account when no player is named', async () => {
      const court = await newCourt();
      const res = await post(
        bookingBody({ location: location.id, court_id: court.id, total_price: '60' }),
        superAdmin,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ApiEnvelope<{ user: { id: number } }[]>>().data[0]?.user.id).toBe(
        superAdmin.user.id,
      );
    });

    it('answers 404 for an unknown player', async () => {
      const court = await newCourt();
      for (const who of [{ user_email: 'nobody@example.test' }, { user_id: 999_999 }]) {
        const res = await post(
          bookingBody({ location: location.id, court_id: court.id, total_price: '60', ...who }),
          superAdmin,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.playerNotFound);
      }
    });

    it('refuses a location admin outside their locations (403), or without the bookings permission (403)', async () => {
      const court = await newCourt(elsewhere.id);
      const out = await post(
        bookingBody({
          location: elsewhere.id,
          court_id: court.id,
          total_price: '60',
          user_id: player.user.id,
        }),
        admin,
      );
      expect(out.statusCode).toBe(403);
      expect(out.json<ApiEnvelope>().message).toBe(BookingMessages.outOfScope);

      const mine = await newCourt();
      const noPermission = await post(
        bookingBody({
          location: location.id,
          court_id: mine.id,
          total_price: '60',
          user_id: player.user.id,
        }),
        reportingAdmin,
      );
      expect(noPermission.statusCode).toBe(403);
      expect(noPermission.json<ApiEnvelope>().message).toBe(BookingApiMessages.noPermission);
      expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);
      expect(await bookingRowsOfCourt(db(), mine.id)).toHaveLength(0);
    });
  });

  describe('GET /api/get_booking_byadmin/', () => {
    let courtA: { id: number; courtNumber: number };
    let inScope: Booking[];
    let outOfScope: Booking;
    let named: SignedIn;
    const list = (query: string, who: SignedIn = superAdmin) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/get_booking_byadmin/?${query}`,
        headers: who.headers,
      });
    const ids = (res: { json(): { results: Booking[] } }) =>
      res
        .json()
        .results.map((b) => b.booking_id)
        .sort((a, b) => a - b);

    beforeAll(async () => {
      courtA = await newCourt(location.id, 4321);
      named = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
      await db().execute(
        `update users set first_name = 'Zelda', last_name = 'Quist' where id = ${named.user.id}`,
      );
      inScope = [
        ...(await book(ctx.app, named.headers, {
          location: location.id,
          court_id: courtA.id,
          booking_date: daysFromToday(40),
          total_price: '60',
        })),
        // Staff book it for the player, who holds an unpaid booking here already.
        ...(await book(ctx.app, superAdmin.headers, {
          user_id: player.user.id,
          location: location.id,
          court_id: courtA.id,
          booking_date: daysFromToday(41),
          total_price: '60',
        })),
      ];
      const otherCourt = await newCourt(elsewhere.id, 8765);
      const [created] = await book(ctx.app, named.headers, {
        location: elsewhere.id,
        court_id: otherCourt.id,
        booking_date: daysFromToday(40),
        total_price: '60',
      });
      outOfScope = created!;
      await insertBooking(db(), {
        courtId: courtA.id,
        locationId: location.id,
        userId: named.user.id,
        startsAt: '2024-05-01T10:00:00Z',
        endsAt: '2024-05-01T11:00:00Z',
        status: 'cancelled',
      });
    });

    it('finds bookings by player name, full name, email and court number', async () => {
      const zelda = await list('search=zeld');
      expect(zelda.statusCode, zelda.body).toBe(200);
      expect(zelda.json<{ count: number }>().count).toBe(3);
      expect((await list('search=Zelda%20Quist')).json<{ count: number }>().count).toBe(3);
      expect(ids(await list(`search=${encodeURIComponent(player.user.email)}`))).toContain(
        inScope[1]!.booking_id,
      );
      const byCourt = await list('search=4321');
      expect(byCourt.json<{ count: number }>().count).toBe(3);
      expect((await list('search=%25')).json<{ count: number }>().count).toBe(0);
    });

    it('filters by dates, location, type and status, every status by default', async () => {
      const dated = await list(`start_date=${daysFromToday(40)}&end_date=${daysFromToday(40)}`);
      expect(ids(dated)).toEqual([inScope[0]!.booking_id, outOfScope.booking_id]);
      const here = await list(`location=${elsewhere.id}`);
      expect(ids(here)).toEqual([outOfScope.booking_id]);
      const cancelled = await list('status=cancelled&search=zelda');
      expect(cancelled.json<{ count: number }>().count).toBe(1);
      expect(cancelled.json<{ results: { status: string }[] }>().results[0]?.status).toBe(
        'cancelled',
      );
      const upcoming = await list('type=upcoming&search=zelda');
      expect(upcoming.json<{ count: number }>().count).toBe(2);
      const past = await list('type=past&search=zelda');
      expect(past.json<{ count: number }>().count).toBe(1);
    });

    it('keeps a location admin to their own locations', async () => {
      const res = await list('search=zelda', admin);
      expect(res.statusCode).toBe(200);
      expect(ids(res)).not.toContain(outOfScope.booking_id);
      expect(res.json<{ count: number }>().count).toBe(2);
      expect((await list(`location=${elsewhere.id}`, admin)).json<{ count: number }>().count).toBe(
        0,
      );
    });

    it('refuses players and staff without the bookings permission (403)', async () => {
      expect((await list('', player)).statusCode).toBe(403);
      expect((await list('', reportingAdmin)).statusCode).toBe(403);
    });

    it('answers 400 for bad filters', async () => {
      for (const query of ['start_date=2030-13-01', 'location=abc', 'status=lost', 'type=soon']) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});
