import {
  BookingMessages,
  localInstant,
  type ApiEnvelope,
  type Booking,
  type MovedBooking,
  type MovePrice,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courtClosures, membershipPlans, memberships } from '../src/db/schema';
import { book, bookingRowsOfCourt, daysFromToday } from './helpers/bookings';
import { readCalendar } from './helpers/calendar';
import { emailsSent } from './helpers/email-queue';
import { openEventStream } from './helpers/event-stream';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const TIME_ZONE = 'America/New_York';

describe('POST /api/court-bookings/{id}/move/: staff move one session', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number; name: string };
  let elsewhere: { id: number };
  let player: SignedIn;
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let reportingAdmin: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  const post = (path: string, id: number, payload: unknown, who: SignedIn) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${id}/${path}/`,
      headers: who.headers,
      payload: payload as object,
    });
  const move = (id: number, payload: unknown, who: SignedIn = admin) =>
    post('move', id, payload, who);

  /**
   * A fresh court ($40 an hour unless asked) and a session on it that staff booked for the
   * player, 6 PM to 7:30 PM, confirmed to be paid at the club (weekly when asked).
   */
  async function confirmed(options: { weekly?: boolean; feeCents?: number } = {}) {
    const court = await insertCourt(db(), location.id, {
      hourlyFeeCents: options.feeCents ?? 4000,
    });
    const fee = ((options.feeCents ?? 4000) * 1.5) / 100;
    const series = await book(ctx.app, admin.headers, {
      location: location.id,
      court_id: court.id,
      user_id: player.user.id,
      booking_date: daysFromToday((day += 2)),
      book_for_four_weeks: options.weekly ? 'True' : 'False',
      total_price: String(options.weekly ? fee * 4 : fee),
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${series[0]!.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { court, series, first: series[0]! };
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db(), { name: 'Greenlake Club', address1: '1 Lake Road' });
    elsewhere = await insertLocation(db());
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    adminElsewhere = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [elsewhere.id],
    });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['reporting'],
      locationIds: [location.id],
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('moves a session to another court and time, keeps its amounts, audits it and emails the player a calendar file that replaces the event', async () => {
    const { court, first } = await confirmed();
    const target = await insertCourt(db(), location.id, { hourlyFeeCents: 5000 });
    const date = daysFromToday((day += 2));
    const res = await move(first.booking_id, {
      court_id: target.id,
      booking_date: date,
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ApiEnvelope & MovedBooking>();
    // $50 an hour for an hour, against $60 booked: the desk gives back $10.
    expect(answer).toMatchObject({
      code: 200,
      message: BookingMessages.moved,
      fee: '60.00',
      new_fee: '50.00',
      price_difference: '-10.00',
      member_plan: null,
    });
    expect(answer.booking).toMatchObject({
      booking_id: first.booking_id,
      court_id: target.id,
      booking_date: date,
      start_time: '09:00:00',
      end_time: '10:00:00',
      status: 'confirmed',
      calendar_sequence: 1,
      // What the player owes stays as booked: $60 and 8 % tax, paid at the club.
      total_price: '60.00',
      on_amount: '64.80',
    });
    const startsAt = localInstant(date, 9 * 60, TIME_ZONE).toISOString();
    const endsAt = localInstant(date, 10 * 60, TIME_ZONE).toISOString();
    expect(answer.booking.starts_at).toBe(startsAt);
    expect(answer.booking.ends_at).toBe(endsAt);
    expect(await bookingRowsOfCourt(db(), court.id)).toHaveLength(0);
    const [row] = await bookingRowsOfCourt(db(), target.id);
    expect(row).toMatchObject({ sessionFeeCents: 6000, calendarSequence: 1, status: 'confirmed' });

    const audit = await auditRowsOf(db(), 'booking', first.booking_id);
    expect(audit.map((a) => a.action)).toEqual([
      'booking.create',
      'booking.confirm',
      'booking.move',
    ]);
    expect(audit.at(-1)).toMatchObject({
      actorUserId: admin.user.id,
      details: {
        booking_ids: [first.booking_id],
        from: {
          court_id: court.id,
          booking_date: first.booking_date,
          start_time: '18:00:00',
          end_time: '19:30:00',
        },
        to: {
          court_id: target.id,
          booking_date: date,
          start_time: '09:00:00',
          end_time: '10:00:00',
        },
      },
    });

    await emailsSent(db());
    const [email] = mail.to(player.user.email).filter((m) => /has moved/.test(m.subject));
    expect(email!.subject).toBe('Your booking at Greenlake Club has moved');
    expect(email!.text).toContain(`has moved your booking ${first.booking_id}`);
    expect(email!.text).toContain(`From: Court ${court.courtNumber}, `);
    expect(email!.text).toContain('6:00 PM to 7:30 PM');
    expect(email!.text).toContain(`To: Court ${target.courtNumber}, `);
    expect(email!.text).toContain('9:00 AM to 10:00 AM');
    const [ics] = email!.attachments;
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(readCalendar(ics!.content)).toEqual({
      method: 'PUBLISH',
      events: [
        {
          uid: `booking-${first.booking_id}@arisecourt`,
          sequence: 1,
          status: 'CONFIRMED',
          startsAt,
          endsAt,
        },
      ],
    });

    // Every calendar file made later carries the new sequence; a cancellation one more.
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${first.booking_id}/ics/`,
      headers: player.headers,
    });
    expect(readCalendar(download.body).events[0]).toMatchObject({ sequence: 1, startsAt });
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await emailsSent(db());
    const [cancelled] = mail.to(player.user.email).filter((m) => /was cancelled/.test(m.subject));
    const removal = readCalendar(cancelled!.attachments[0]!.content);
    expect(removal.method).toBe('CANCEL');
    expect(removal.events[0]).toMatchObject({ sequence: 2, status: 'CANCELLED', startsAt });
  });

  it('moves one session of a weekly series to another date, the others staying', async () => {
    const { court, series } = await confirmed({ weekly: true });
    const second = series[1]!;
    const date = daysFromToday((day += 2));
    const res = await move(second.booking_id, {
      court_id: court.id,
      booking_date: date,
      start_time: '18:00',
      end_time: '19:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MovedBooking>().price_difference).toBe('0.00');
    const rows = await bookingRowsOfCourt(db(), court.id);
    expect(rows.map((r) => [r.id, r.bookingDate, r.calendarSequence])).toEqual(
      series.map((s) =>
        s.booking_id === second.booking_id
          ? [s.booking_id, date, 1]
          : [s.booking_id, s.booking_date, 0],
      ),
    );
    expect(res.json<MovedBooking>().booking.session_dates).toEqual(
      [date, ...series.filter((s) => s !== second).map((s) => s.booking_date)].sort(),
    );
  });

  it('moves a session later on its own court, over its own old time', async () => {
    const { court, first } = await confirmed();
    const res = await move(first.booking_id, {
      court_id: court.id,
      booking_date: first.booking_date,
      start_time: '19:00',
      end_time: '20:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await bookingRowsOfCourt(db(), court.id);
    expect(row).toMatchObject({ startTime: '19:00:00', endTime: '20:30:00' });
  });

  it('announces the old slot freed and the new one taken', async () => {
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { court, first } = await confirmed();
    const stream = await openEventStream(`${base}/api/court_events/?location_id=${location.id}`);
    try {
      const res = await move(first.booking_id, {
        court_id: court.id,
        booking_date: first.booking_date,
        start_time: '08:00',
        end_time: '09:30',
      });
      expect(res.statusCode, res.body).toBe(200);
      const slot = { location_id: location.id, date: first.booking_date, court_id: court.id };
      expect(JSON.parse((await stream.next('change')).data)).toEqual({
        event: 'slot.freed',
        ...slot,
        start_time: '18:00:00',
        end_time: '19:30:00',
      });
      expect(JSON.parse((await stream.next('change')).data)).toEqual({
        event: 'slot.taken',
        ...slot,
        start_time: '08:00:00',
        end_time: '09:30:00',
      });
    } finally {
      stream.close();
    }
  });

  it('lets one of two moves to the same free slot at once win; the other is refused (409)', async () => {
    const a = await confirmed();
    const b = await confirmed();
    const target = await insertCourt(db(), location.id);
    const to = {
      court_id: target.id,
      booking_date: daysFromToday((day += 2)),
      start_time: '10:00',
      end_time: '11:00',
    };
    const answers = await Promise.all([move(a.first.booking_id, to), move(b.first.booking_id, to)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bookingRowsOfCourt(db(), target.id)).toHaveLength(1);
  });

  it('refuses a court already held then (409), and leaves the session where it was', async () => {
    const { court, first } = await confirmed();
    const other = await confirmed();
    const res = await move(first.booking_id, {
      court_id: other.court.id,
      booking_date: other.first.booking_date,
      start_time: '19:00',
      end_time: '20:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.courtTaken);
    const [row] = await bookingRowsOfCourt(db(), court.id);
    expect(row).toMatchObject({ id: first.booking_id, calendarSequence: 0 });
    expect(await auditRowsOf(db(), 'booking', first.booking_id)).toHaveLength(2);
  });

  it('refuses a court closed then (409), a length the court does not offer (400), and another location’s court (404)', async () => {
    const { first } = await confirmed();
    const date = daysFromToday((day += 2));
    const closed = await insertCourt(db(), location.id);
    const startsAt = localInstant(date, 6 * 60, TIME_ZONE);
    await db()
      .insert(courtClosures)
      .values({
        courtId: closed.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3600_000),
      });
    const to = { booking_date: date, start_time: '07:00', end_time: '08:00' };
    const onClosed = await move(first.booking_id, { court_id: closed.id, ...to });
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json<ApiEnvelope>().message).toBe(BookingMessages.courtUnavailable);

    // A padel court's sessions are 90 minutes: an hour on it is refused as a booking would be.
    const padel = await insertCourt(db(), location.id, {
      sport: 'padel',
      minSessionMinutes: 90,
      maxSessionMinutes: 90,
    });
    const offGrid = await move(first.booking_id, { court_id: padel.id, ...to });
    expect(offGrid.statusCode).toBe(400);

    const club = await insertLocation(db(), {
      openingHours: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '08:00', close: '20:00' }]),
      ),
    });
    const awayCourt = await insertCourt(db(), club.id);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, first.booking_id));
    expect(row).toMatchObject({ calendarSequence: 0, startTime: '18:00:00' });
    // Another location's court is not found at the session's location.
    const away = await move(first.booking_id, { court_id: awayCourt.id, ...to });
    expect(away.statusCode).toBe(404);
    expect(away.json<ApiEnvelope>().message).toBe(BookingMessages.courtNotFound);
  });

  it('refuses times outside the opening hours, and in the past (400)', async () => {
    const club = await insertLocation(db(), {
      name: 'Hours Club',
      openingHours: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '08:00', close: '20:00' }]),
      ),
    });
    const clubAdmin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [club.id],
    });
    const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000 });
    const [session] = await book(ctx.app, clubAdmin.headers, {
      location: club.id,
      court_id: court.id,
      user_id: player.user.id,
      start_time: '10:00',
      total_price: '60',
    });
    const late = await move(
      session!.booking_id,
      {
        court_id: court.id,
        booking_date: session!.booking_date,
        start_time: '19:30',
        end_time: '20:30',
      },
      clubAdmin,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiEnvelope>().message).toBe(BookingMessages.closedAtThatTime);
    const past = await move(
      session!.booking_id,
      {
        court_id: court.id,
        booking_date: daysFromToday(-1),
        start_time: '10:00',
        end_time: '11:00',
      },
      clubAdmin,
    );
    expect(past.statusCode).toBe(400);
  });

  it('refuses a cancelled session (409) and a move to where it is (400)', async () => {
    const { court, first } = await confirmed();
    const same = {
      court_id: court.id,
      booking_date: first.booking_date,
      start_time: '18:00',
      end_time: '19:30',
    };
    const unchanged = await move(first.booking_id, same);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json<ApiEnvelope>().message).toBe(BookingMessages.moveUnchanged);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    const cancelled = await move(first.booking_id, {
      ...same,
      start_time: '08:00',
      end_time: '09:00',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json<ApiEnvelope>().message).toBe(BookingMessages.cannotMove);
  });

  it('answers bad input 400 in the envelope, players 403, staff elsewhere 404', async () => {
    const { court, first } = await confirmed();
    const bad = await move(first.booking_id, {
      court_id: 'x',
      booking_date: 'soon',
      start_time: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    const envelope = bad.json<ApiEnvelope & { errors: string[] }>();
    expect(envelope.code).toBe(400);
    expect(envelope.errors.length).toBeGreaterThan(0);
    const to = {
      court_id: court.id,
      booking_date: first.booking_date,
      start_time: '08:00',
      end_time: '09:00',
    };
    const asPlayer = await move(first.booking_id, to, player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json<ApiEnvelope>().message).toBe(BookingMessages.moveForbidden);
    expect((await move(first.booking_id, to, reportingAdmin)).statusCode).toBe(403);
    expect((await move(first.booking_id, to, adminElsewhere)).statusCode).toBe(404);
    expect((await move(999_999, to)).statusCode).toBe(404);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, first.booking_id));
    expect(row).toMatchObject({ startTime: '18:00:00', calendarSequence: 0 });
  });

  it('quotes a move at the player’s member price without changing anything', async () => {
    const { court, first } = await confirmed();
    const [plan] = await db()
      .insert(membershipPlans)
      .values({
        locationId: location.id,
        name: 'Lake Members',
        priceCents: 10_000,
        ruleKind: 'percent_off',
        ruleValue: 2000,
      })
      .returning();
    await db()
      .insert(memberships)
      .values({
        userId: player.user.id,
        planId: plan!.id,
        startsOn: daysFromToday(0),
        endsOn: daysFromToday(200),
        priceCents: 10_000,
      });
    try {
      const to = {
        court_id: court.id,
        booking_date: first.booking_date,
        start_time: '08:00',
        end_time: '10:00',
      };
      const res = await post('move-quote', first.booking_id, to, admin);
      expect(res.statusCode, res.body).toBe(200);
      // Two hours at $40, 20 % off: $64, against the $60 booked at the public price.
      expect(res.json<ApiEnvelope & MovePrice>()).toMatchObject({
        message: BookingMessages.movePriced,
        fee: '60.00',
        new_fee: '64.00',
        price_difference: '4.00',
        member_plan: 'Lake Members',
      });
      const [row] = await db().select().from(bookings).where(eq(bookings.id, first.booking_id));
      expect(row).toMatchObject({ startTime: '18:00:00', calendarSequence: 0 });
      expect((await post('move-quote', first.booking_id, to, player)).statusCode).toBe(403);
    } finally {
      await db().delete(memberships).where(eq(memberships.planId, plan!.id));
    }
  });

  it('reads the moved session back through every booking answer', async () => {
    const { first } = await confirmed();
    const target = await insertCourt(db(), location.id);
    const res = await move(first.booking_id, {
      court_id: target.id,
      booking_date: first.booking_date,
      start_time: '12:00',
      end_time: '13:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: player.headers,
    });
    expect(read.json<Booking>()).toMatchObject({
      court_id: target.id,
      start_time: '12:00:00',
      calendar_sequence: 1,
    });
  });
});
