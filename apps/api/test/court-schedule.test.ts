import {
  AvailabilityMessages,
  BookingMessages,
  centsToDecimal,
  CourtScheduleMessages,
  priceBooking,
  slotInstants,
  type CourtSchedule,
  type ApiEnvelope,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courtClosures, users } from '../src/db/schema';
import { bookingBody, daysFromToday } from './helpers/bookings';
import { emailsSent } from './helpers/email-queue';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const TZ = 'America/New_York';
const DATE = daysFromToday(5, TZ);
/** The half hour that starts at `hour` (decimal hours). */
const slot = (hour: number) => hour * 2;
/** What 1.5 hours at $40 with 8% tax and a 3% card fee costs. */
const PRICE = centsToDecimal(
  priceBooking({
    hourlyFeeCents: 4000,
    durationMinutes: 90,
    taxBasisPoints: 800,
    cardFeeBasisPoints: 300,
    sessions: 1,
  }).totalPriceCents,
);

describe('the day sheet and walk-ins', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number };
  let elsewhere: { id: number };
  let courtIds: number[];
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let player: SignedIn;
  const db = () => ctx.database.db;

  const sheet = (who: SignedIn | undefined, query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/court_schedule/',
      headers: who?.headers ?? {},
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const sheetOf = async (date = DATE) => {
    const res = await sheet(admin, { location_id: location.id, date });
    expect(res.statusCode).toBe(200);
    return res.json<CourtSchedule & { code: number }>();
  };
  const insertAt = (court: number, from: number, to: number, values: object, date = DATE) => {
    const { startsAt, endsAt } = slotInstants(date, from * 60, to * 60, TZ);
    return insertBooking(db(), {
      courtId: courtIds[court - 1]!,
      locationId: location.id,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: TZ,
      userId: 0,
      ...values,
    });
  };
  const bookWalkIn = (walkIn: object, court = 3, extra: object = {}, who = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: who.headers,
      payload: bookingBody({
        location: location.id,
        court_id: courtIds[court - 1]!,
        booking_date: DATE,
        total_price: PRICE,
        walk_in: walkIn,
        ...extra,
      }),
    });
  const confirm = (bookingId: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${bookingId}/`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db(), {
      name: 'Greenlake Club',
      timeZone: TZ,
      openingHours: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '08:00', close: '22:00' }]),
      ),
    });
    elsewhere = await insertLocation(db(), { name: 'Other Club', timeZone: TZ });
    courtIds = [];
    for (const courtNumber of [1, 2, 3, 4]) {
      courtIds.push((await insertCourt(db(), location.id, { courtNumber })).id);
    }
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    otherAdmin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [elsewhere.id],
    });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  describe('GET /api/court_schedule/', () => {
    it('shows each court with who holds it: bookings with names, holds with their end, closures with their reason', async () => {
      const ana = await insertUser(db(), { firstName: 'Ana', lastName: 'Lopez', phone: '5550100' });
      const booked = await insertAt(1, 18, 19.5, { userId: ana.id, status: 'confirmed' });
      const holdEnds = new Date(Date.now() + 8 * 60_000);
      const held = await insertAt(2, 9, 10, {
        userId: player.user.id,
        status: 'pending',
        holdExpiresAt: holdEnds,
      });
      await insertAt(2, 12, 13, {
        userId: player.user.id,
        status: 'pending',
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
      await insertAt(3, 14, 15, { userId: ana.id, status: 'cancelled' });
      const closure = slotInstants(DATE, 10 * 60, 12 * 60, TZ);
      await db()
        .insert(courtClosures)
        .values({ courtId: courtIds[3]!, reason: 'Resurfacing', ...closure });

      const body = await sheetOf();
      expect(body).toMatchObject({
        code: 200,
        message: CourtScheduleMessages.fetched,
        location_id: location.id,
        location_name: 'Greenlake Club',
        date: DATE,
        time_zone: TZ,
      });
      expect(body.courts.map((court) => court.court_number)).toEqual([1, 2, 3, 4]);
      const [one, two, three, four] = body.courts;
      expect(one!.slots.slice(slot(18), slot(19.5))).toEqual(['booked', 'booked', 'booked']);
      expect(one!.slots[slot(19.5)]).toBe('free');
      expect(one!.slots[slot(7.5)]).toBe('outside_hours');
      expect(two!.slots[slot(9)]).toBe('booked');
      // A lapsed hold and a cancelled booking hold nothing.
      expect(two!.slots[slot(12)]).toBe('free');
      expect(three!.slots[slot(14)]).toBe('free');
      expect(four!.slots.slice(slot(10), slot(12))).toEqual(Array(4).fill('closed'));

      expect(body.entries).toHaveLength(3);
      expect(body.entries.find((entry) => entry.id === booked.id)).toMatchObject({
        kind: 'booking',
        court_id: courtIds[0],
        first_slot: slot(18),
        end_slot: slot(19.5),
        hold_expires_at: null,
        player: {
          id: ana.id,
          first_name: 'Ana',
          last_name: 'Lopez',
          phone: '5550100',
          walk_in: false,
        },
      });
      expect(body.entries.find((entry) => entry.id === held.id)).toMatchObject({
        kind: 'hold',
        first_slot: slot(9),
        end_slot: slot(10),
        hold_expires_at: holdEnds.toISOString(),
        player: { id: player.user.id },
      });
      expect(body.entries.find((entry) => entry.kind === 'closure')).toMatchObject({
        court_id: courtIds[3],
        first_slot: slot(10),
        end_slot: slot(12),
        reason: 'Resurfacing',
        player: null,
      });
    });

    it('shows a day gone by with its bookings, not only "past"', async () => {
      const yesterday = daysFromToday(-1, TZ);
      const ana = await insertUser(db(), { firstName: 'Past', lastName: 'Player' });
      await insertAt(1, 10, 11, { userId: ana.id, status: 'confirmed' }, yesterday);
      const body = await sheetOf(yesterday);
      expect(body.courts[0]!.slots.slice(slot(10), slot(11))).toEqual(['booked', 'booked']);
      expect(body.courts[0]!.slots[slot(11)]).toBe('past');
      expect(body.entries.map((entry) => entry.player?.last_name)).toEqual(['Player']);
    });

    it('is for staff with court bookings at their own locations', async () => {
      const query = { location_id: location.id, date: DATE };
      expect((await sheet(undefined, query)).statusCode).toBe(401);
      expect((await sheet(player, query)).statusCode).toBe(403);
      const reporting = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['reporting'],
        locationIds: [location.id],
      });
      const refused = await sheet(reporting, query);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiEnvelope>().message).toBe(CourtScheduleMessages.noPermission);
      const notTheirs = await sheet(otherAdmin, query);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json<ApiEnvelope>().message).toBe(AvailabilityMessages.locationNotFound);
      expect((await sheet(superAdmin, query)).statusCode).toBe(200);
    });

    it('answers bad input with a clear 400', async () => {
      const res = await sheet(admin, { location_id: 'x', date: DATE });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(AvailabilityMessages.locationRequired);
      const badDate = await sheet(admin, { location_id: location.id, date: '2026-02-30' });
      expect(badDate.statusCode).toBe(400);
    });
  });

  describe('booking a walk-in', () => {
    it('books for a name and a phone, sends no email, and shows them on the sheet', async () => {
      const res = await bookWalkIn(
        { first_name: 'walter', last_name: 'Inn', phone: '555 0101' },
        3,
        { start_time: '08:00' },
      );
      expect(res.statusCode).toBe(201);
      const [created] = res.json<ApiEnvelope<{ booking_id: number }[]>>().data;
      const [row] = await db()
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(eq(bookings.id, created!.booking_id));
      const [walkIn] = await db().select().from(users).where(eq(users.id, row!.userId));
      expect(walkIn).toMatchObject({
        firstName: 'Walter',
        lastName: 'Inn',
        phone: '555 0101',
        email: '',
        passwordHash: '',
        isWalkIn: true,
        userType: 2,
      });

      const mailBefore = mail.messages.length;
      expect((await confirm(created!.booking_id)).statusCode).toBe(200);
      await emailsSent(db());
      expect(mail.messages).toHaveLength(mailBefore);

      const entry = (await sheetOf()).entries.find((e) => e.id === created!.booking_id);
      expect(entry).toMatchObject({
        kind: 'booking',
        payment_due: 'venue',
        player: { first_name: 'Walter', last_name: 'Inn', email: null, walk_in: true },
      });
    });

    it('keeps one record for a walk-in who comes back, and emails one who gave an email', async () => {
      const walkIn = {
        first_name: 'Wanda',
        last_name: 'Visitor',
        phone: '5550102',
        email: 'Wanda@Example.test',
      };
      const first = await bookWalkIn(walkIn, 3, { start_time: '10:00' });
      const again = await bookWalkIn(walkIn, 3, { start_time: '12:00' });
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      const ids = [first, again].map(
        (res) => res.json<ApiEnvelope<{ booking_id: number }[]>>().data[0]!.booking_id,
      );
      const [a, b] = await Promise.all(
        ids.map(async (id) => {
          const [row] = await db()
            .select({ userId: bookings.userId })
            .from(bookings)
            .where(eq(bookings.id, id));
          return row!.userId;
        }),
      );
      expect(a).toBe(b);

      expect((await confirm(ids[0]!)).statusCode).toBe(200);
      await emailsSent(db());
      expect(mail.to('wanda@example.test')).toHaveLength(1);
      expect(mail.to('wanda@example.test')[0]!.subject).toMatch(/confirmed/i);
    });

    it("books for the player who holds a walk-in's email already", async () => {
      const known = await insertUser(db(), { email: 'known.player@example.test' });
      const res = await bookWalkIn(
        { first_name: 'Known', last_name: 'Player', phone: '5550103', email: known.email },
        4,
        { start_time: '08:00' },
      );
      expect(res.statusCode).toBe(201);
      const [created] = res.json<ApiEnvelope<{ booking_id: number }[]>>().data;
      const [row] = await db()
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(eq(bookings.id, created!.booking_id));
      expect(row!.userId).toBe(known.id);
    });

    it('refuses what it must, and changes nothing', async () => {
      const before = await db().select({ id: users.id }).from(users);
      const staffEmail = await bookWalkIn(
        { first_name: 'Sam', last_name: 'Staff', phone: '5550104', email: admin.user.email },
        4,
        { start_time: '13:00' },
      );
      expect(staffEmail.statusCode).toBe(409);
      expect(staffEmail.json<ApiEnvelope>().message).toBe(CourtScheduleMessages.walkInEmailIsStaff);

      const byPlayer = await bookWalkIn(
        { first_name: 'Pat', last_name: 'Friend', phone: '5550105' },
        4,
        { start_time: '13:00' },
        player,
      );
      expect(byPlayer.statusCode).toBe(403);
      expect(byPlayer.json<ApiEnvelope>().message).toBe(CourtScheduleMessages.walkInStaffOnly);

      const both = await bookWalkIn(
        { first_name: 'Pat', last_name: 'Friend', phone: '5550105' },
        4,
        { start_time: '13:00', user_email: player.user.email },
      );
      expect(both.statusCode).toBe(400);
      expect(both.json<ApiEnvelope>().message).toBe(CourtScheduleMessages.walkInOrPlayer);

      const noPhone = await bookWalkIn({ first_name: 'Pat', last_name: 'Friend' }, 4, {
        start_time: '13:00',
      });
      expect(noPhone.statusCode).toBe(400);
      expect(noPhone.json<ApiEnvelope>().message).toMatch(/phone/i);

      const badEmail = await bookWalkIn(
        { first_name: 'Pat', last_name: 'Friend', phone: '5550105', email: 'not-an-email' },
        4,
        { start_time: '13:00' },
      );
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json<ApiEnvelope>().message).toMatch(/email/i);

      // A taken court leaves no walk-in record behind.
      const taken = await bookWalkIn(
        { first_name: 'Late', last_name: 'Comer', phone: '5550106' },
        3,
        { start_time: '08:00' },
      );
      expect(taken.statusCode).toBe(409);

      // Nor does a court closed at that time (the closure is found after the walk-in is made).
      await db()
        .insert(courtClosures)
        .values({ courtId: courtIds[3]!, ...slotInstants(DATE, 18 * 60, 19 * 60 + 30, TZ) });
      const closed = await bookWalkIn(
        { first_name: 'Closed', last_name: 'Out', phone: '5550107' },
        4,
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json<ApiEnvelope>().message).toBe(BookingMessages.courtUnavailable);

      expect(await db().select({ id: users.id }).from(users)).toHaveLength(before.length);
    });
  });
});
