import { BookingMessages, type Booking, type ApiEnvelope } from '@courtbook/shared';
import { payments } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('reading bookings', () => {
  let ctx: TestContext;
  let location: { id: number; name: string };
  let elsewhere: { id: number };
  let court: { id: number; courtNumber: number };
  let player: SignedIn;
  let otherPlayer: SignedIn;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let upcoming: Booking[];
  const db = () => ctx.database.db;
  const get = (url: string, who: SignedIn) =>
    ctx.app.inject({ method: 'GET', url, headers: who.headers });
  const ids = (res: { json(): { results: Booking[] } }) =>
    res.json().results.map((b) => b.booking_id);

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), {
      name: 'Greenlake Club',
      address1: '1 Lake Road',
      address2: 'Suite 2',
      address3: 'Seattle, WA 98103',
      address4: 'United States',
    });
    elsewhere = await insertLocation(db(), { name: 'Other Club' });
    court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    otherPlayer = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), { userType: 1, locationIds: [location.id] });
    adminElsewhere = await signIn(ctx.app, db(), { userType: 1, locationIds: [elsewhere.id] });

    // Booked out of order, so the list's order is the query's doing. Staff book them for the
    // player: a player alone holds one unpaid booking a location at a time.
    upcoming = [];
    for (const days of [5, 3, 4]) {
      const [created] = await book(ctx.app, superAdmin.headers, {
        user_id: player.user.id,
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(days),
        total_price: '60',
      });
      upcoming.push(created!);
    }
    upcoming.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  });
  afterAll(() => ctx.app.close());

  describe('GET /api/court-bookings/ (the caller’s own)', () => {
    let completed: { id: number };
    let expired: { id: number };
    let lapsed: { id: number };

    beforeAll(async () => {
      const slot = { courtId: court.id, locationId: location.id, userId: player.user.id };
      completed = await insertBooking(db(), {
        ...slot,
        startsAt: '2024-03-01T10:00:00Z',
        endsAt: '2024-03-01T11:00:00Z',
        status: 'confirmed',
      });
      expired = await insertBooking(db(), {
        ...slot,
        startsAt: '2024-03-02T10:00:00Z',
        endsAt: '2024-03-02T11:00:00Z',
        status: 'expired',
      });
      // Upcoming in time, but its hold ran out before the sweep got to it.
      lapsed = await insertBooking(db(), {
        ...slot,
        startsAt: '2099-03-02T10:00:00Z',
        endsAt: '2099-03-02T11:00:00Z',
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
      // Another player's booking never shows.
      await book(ctx.app, otherPlayer.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(6),
        total_price: '60',
      });
    });

    it('lists upcoming by default, soonest first', async () => {
      const res = await get('/api/court-bookings/', player);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, count: 3, next: null, previous: null });
      expect(res.json()).not.toHaveProperty('data');
      expect(ids(res)).toEqual(upcoming.map((b) => b.booking_id));
    });

    it('lists past ones, newest first: games that ended, never expired or lapsed holds', async () => {
      const res = await get('/api/court-bookings/?type=past', player);
      expect(res.json()).toMatchObject({ count: 1 });
      expect(ids(res)).toEqual([completed.id]);
      expect(res.json<{ results: { status: string }[] }>().results[0]?.status).toBe('completed');
      expect(ids(res)).not.toContain(expired.id);
      expect(ids(res)).not.toContain(lapsed.id);
    });

    it('lists all, and pages through them', async () => {
      const all = await get('/api/court-bookings/?type=all', player);
      expect(all.json<{ count: number }>().count).toBe(6);
      const page2 = await get('/api/court-bookings/?type=all&page=2&page_size=4', player);
      expect(page2.json()).toMatchObject({ count: 6, next: null, previous: 1 });
      expect(ids(page2)).toEqual([expired.id, completed.id]);
      const page1 = await get('/api/court-bookings/?type=all&page_size=4', player);
      expect(page1.json()).toMatchObject({ next: 2, previous: null });
      expect(ids(page1)).toHaveLength(4);
    });

    it('answers 400 for a bad page or type', async () => {
      for (const query of ['page=0', 'page_size=500', 'type=soon']) {
        const res = await get(`/api/court-bookings/?${query}`, player);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<ApiEnvelope>().code).toBe(400);
      }
    });
  });

  describe('GET /api/court-bookings/{id}/', () => {
    it('shows the player their booking', async () => {
      const res = await get(`/api/court-bookings/${upcoming[0]!.booking_id}/`, player);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...upcoming[0],
        code: 200,
        message: 'Booking fetched successfully.',
      });
    });

    it('answers 404 to another player, never 403', async () => {
      const res = await get(`/api/court-bookings/${upcoming[0]!.booking_id}/`, otherPlayer);
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.bookingNotFound);
    });

    it('shows staff in scope, and answers 404 to a location admin elsewhere', async () => {
      const url = `/api/court-bookings/${upcoming[0]!.booking_id}/`;
      expect((await get(url, superAdmin)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
      expect((await get(url, adminElsewhere)).statusCode).toBe(404);
    });

    it('shows card as the payment method once the series is paid', async () => {
      const booking = upcoming[1]!;
      await db()
        .insert(payments)
        .values({
          seriesId: booking.series_id,
          userId: player.user.id,
          provider: 'local',
          providerPaymentId: `pi_test_${booking.booking_id}`,
          amountCents: 6660,
          currency: 'USD',
          status: 'succeeded',
        });
      const res = await get(`/api/court-bookings/${booking.booking_id}/`, player);
      expect(res.json<{ payment_method: string }>().payment_method).toBe('card');
    });

    it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
      expect((await get('/api/court-bookings/999999/', player)).statusCode).toBe(404);
      expect((await get('/api/court-bookings/abc/', player)).statusCode).toBe(400);
    });
  });

  describe('GET /api/court-bookings/{id}/ics/', () => {
    it('gives the series as a calendar file', async () => {
      const booking = upcoming[0]!;
      const res = await get(`/api/court-bookings/${booking.booking_id}/ics/`, player);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="booking-${booking.booking_id}.ics"`,
      );
      const text = res.body;
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(text).toContain(`UID:booking-${booking.booking_id}@arisecourt`);
      const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(text).toContain(`DTSTART:${utc(booking.starts_at)}`);
      expect(text).toContain(`DTEND:${utc(booking.ends_at)}`);
      expect(text).toContain(`SUMMARY:Court ${court.courtNumber} at Greenlake Club`);
      // Commas are escaped as RFC 5545 asks; long lines are folded.
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(
        'LOCATION:1 Lake Road\\, Suite 2\\, Seattle\\, WA 98103\\, United States',
      );
      expect(text).toContain('STATUS:TENTATIVE');
    });

    it('keeps to the same access rule as the booking', async () => {
      const url = `/api/court-bookings/${upcoming[0]!.booking_id}/ics/`;
      expect((await get(url, otherPlayer)).statusCode).toBe(404);
      expect((await get(url, adminElsewhere)).statusCode).toBe(404);
      expect((await get(url, admin)).statusCode).toBe(200);
    });
  });

  describe('GET /api/booked-locations/', () => {
    it('lists where the caller has bookings, with how many', async () => {
      const res = await get('/api/booked-locations/', player);
      expect(res.statusCode).toBe(200);
      // Three upcoming and one completed; expired holds do not count.
      expect(res.json()).toEqual([
        expect.objectContaining({ id: location.id, name: 'Greenlake Club', bookings_count: 4 }),
      ]);
      expect((await get('/api/booked-locations/', adminElsewhere)).json()).toEqual([]);
    });
  });
});
