import { BookingMessages, type ApiEnvelope } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { book, bookingRowsOfCourt, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { emailsSent } from './helpers/email-queue';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

describe('PUT /api/court-bookings/{id}/: staff confirm or cancel a series', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number; name: string };
  let elsewhere: { id: number };
  let player: SignedIn;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let reportingAdmin: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  const put = (id: number, status: unknown, who: SignedIn) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: who.headers,
      payload: { status },
    });
  /** A fresh court and a pending booking on it (weekly when asked) by the player. */
  async function pending(weekly = false) {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    await releaseHoldsOf(ctx.app, db(), player);
    const series = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      book_for_four_weeks: weekly,
      total_price: weekly ? '240' : '60',
    });
    return { court, series, first: series[0]! };
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db(), { name: 'Greenlake Club', address1: '1 Lake Road' });
    elsewhere = await insertLocation(db());
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    adminElsewhere = await signIn(ctx.app, db(), { userType: 1, locationIds: [elsewhere.id] });
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

  it('confirms the whole series, to be paid at the club, and emails the player once with a calendar file', async () => {
    const { court, series, first } = await pending(true);
    const res = await put(series[2]!.booking_id, 'confirmed', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: BookingMessages.confirmed,
      booking_id: series[2]!.booking_id,
      status: 'confirmed',
      payment_method: 'venue',
      hold_expires_at: null,
      full_cc_fees: '0.00',
      cc_fees: '0.00',
      on_amount: '259.20',
    });
    expect(res.json()).not.toHaveProperty('data');
    const rows = await bookingRowsOfCourt(db(), court.id);
    expect(rows.map((r) => [r.status, r.paymentDue])).toEqual(
      Array(4).fill(['confirmed', 'venue']),
    );

    const email = await mail.waitFor(player.user.email);
    expect(email.subject).toBe('Your booking at Greenlake Club is confirmed');
    expect(email.text).toContain(`court ${court.courtNumber}`);
    expect(email.text).toContain('6:00 PM to 7:30 PM');
    // Paid at the club: $240.00 and 8% tax, no 3% card fee ($266.40 by card).
    expect(email.text).toContain('Total: $259.20');
    expect(email.text).not.toContain('Card fee');
    expect(email.text).toContain('To be paid at the club (no card fee).');
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics).toMatchObject({ filename: `booking-${first.booking_id}.ics` });
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics!.content).toContain(`UID:booking-${first.booking_id}@arisecourt`);
    expect(ics!.content).toContain('STATUS:CONFIRMED');

    // Confirming again changes nothing and sends nothing.
    const again = await put(first.booking_id, 'confirmed', superAdmin);
    expect(again.statusCode).toBe(200);
    await emailsSent(db());
    expect(mail.to(player.user.email)).toHaveLength(1);

    const audit = await auditRowsOf(db(), 'booking', series[2]!.booking_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'booking.confirm', actorUserId: admin.user.id });
  });

  it('cancels the whole series; cancelling again or confirming it is refused (409)', async () => {
    const { court, series, first } = await pending(true);
    const res = await put(first.booking_id, 'cancelled', superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: BookingMessages.cancelled,
      status: 'cancelled',
      payment_method: null,
    });
    expect((await bookingRowsOfCourt(db(), court.id)).map((r) => r.status)).toEqual(
      Array(4).fill('cancelled'),
    );
    const twice = await put(series[1]!.booking_id, 'cancelled', superAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiEnvelope>().message).toBe(BookingMessages.alreadyCancelled);
    const confirm = await put(first.booking_id, 'confirmed', superAdmin);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json<ApiEnvelope>().message).toBe(BookingMessages.cannotConfirm);
    const audit = await auditRowsOf(db(), 'booking', first.booking_id);
    expect(audit.map((a) => a.action)).toEqual(['booking.cancel']);

    // The player is told once, with a calendar file that removes all four sessions.
    await emailsSent(db());
    const emails = mail.to(player.user.email).filter((m) => /was cancelled/.test(m.subject));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe('Your booking at Greenlake Club was cancelled');
    expect(email!.text).toContain(`has cancelled your booking ${first.booking_id}`);
    expect(email!.text).toContain('No payment was taken for it.');
    const [ics] = email!.attachments;
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('METHOD:CANCEL');
    expect(ics!.content.match(/STATUS:CANCELLED/g)).toHaveLength(4);
    expect(ics!.content).toContain(`UID:booking-${first.booking_id}@arisecourt`);
    expect(ics!.content).toContain('SEQUENCE:1');
  });

  it('confirms an expired hold while the court is still free, and refuses once it is taken', async () => {
    const free = await pending();
    await db()
      .update(bookings)
      .set({ status: 'expired' })
      .where(eq(bookings.id, free.first.booking_id));
    const revived = await put(free.first.booking_id, 'confirmed', admin);
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json<{ status: string }>().status).toBe('confirmed');

    const taken = await pending();
    await db()
      .update(bookings)
      .set({ status: 'expired' })
      .where(eq(bookings.id, taken.first.booking_id));
    await releaseHoldsOf(ctx.app, db(), player);
    await book(ctx.app, player.headers, {
      location: location.id,
      court_id: taken.court.id,
      booking_date: taken.first.booking_date,
      total_price: '60',
    });
    const refused = await put(taken.first.booking_id, 'confirmed', admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiEnvelope>().message).toBe(BookingMessages.courtTaken);
    expect((await bookingRowsOfCourt(db(), taken.court.id)).map((r) => r.status)).toEqual([
      'expired',
      'pending',
    ]);
  });

  it('refuses players (403) and staff without the bookings permission (403)', async () => {
    const { first } = await pending();
    const asPlayer = await put(first.booking_id, 'cancelled', player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json<ApiEnvelope>().message).toBe(BookingMessages.statusForbidden);
    const asReporting = await put(first.booking_id, 'cancelled', reportingAdmin);
    expect(asReporting.statusCode).toBe(403);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, first.booking_id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 to a location admin of another location, and for an unknown booking', async () => {
    const { first } = await pending();
    expect((await put(first.booking_id, 'confirmed', adminElsewhere)).statusCode).toBe(404);
    const unknown = await put(999_999, 'confirmed', superAdmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiEnvelope>().message).toBe(BookingMessages.bookingNotFound);
  });

  it('answers 400 for a status other than confirmed or cancelled', async () => {
    const { first } = await pending();
    for (const status of ['pending', 'completed', undefined, 7]) {
      const res = await put(first.booking_id, status, superAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.statusRequired);
    }
  });
});
