import {
  BookingMessages,
  formatCalendarDate,
  RefundMessages,
  type Answer,
  type ApiEnvelope,
  type Booking,
  type CheckoutSession,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, localPaymentIntents, payments, refunds } from '../src/db/schema';
import { book, daysFromToday } from './helpers/bookings';
import { emailsSent } from './helpers/email-queue';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

/**
 * Staff cancel one session of a weekly series, or it and the later ones, refunding that share of
 * the card payment; and refund any amount up to what is left, with a reason (local provider).
 */
describe('staff cancel sessions of a series and refund in part', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number; name: string };
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  const cancel = (id: number, body: Record<string, unknown>, who: SignedIn = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${id}/`,
      headers: who.headers,
      payload: { status: 'cancelled', ...body },
    });
  const refund = (id: number, body: Record<string, unknown>, who: SignedIn = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${id}/refunds/`,
      headers: who.headers,
      payload: body,
    });
  const read = async (id: number, who: SignedIn) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-bookings/${id}/`,
      headers: who.headers,
    });
    return res;
  };
  const paymentOfSeries = async (seriesId: string) => {
    const [row] = await db().select().from(payments).where(eq(payments.seriesId, seriesId));
    return row!;
  };
  const refundRows = (seriesId: string) =>
    db().select().from(refunds).where(eq(refunds.seriesId, seriesId)).orderBy(refunds.id);
  const statuses = async (seriesId: string) =>
    (
      await db()
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.seriesId, seriesId))
        .orderBy(bookings.startsAt)
    ).map((r) => r.status);

  /** A fresh player's series (weekly unless asked) on a fresh court at $40 an hour, paid by card. */
  async function paidSeries(weekly = true) {
    const player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const series = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      book_for_four_weeks: weekly,
      total_price: weekly ? '240' : '60',
    });
    const first = series[0]!;
    const res = await checkout(ctx.app, player.headers, { booking_id: first.booking_id });
    const session = res.json<Answer<CheckoutSession>>();
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(200);
    expect(
      (await verifyPayment(ctx.app, player.headers, session.payment_intent_id)).statusCode,
    ).toBe(200);
    await emailsSent(db());
    return { player, series, first, intentId: session.payment_intent_id };
  }
  /** The emails the player got since `from` (their count before). */
  const mailSince = async (player: SignedIn, from: number) => {
    await emailsSent(db());
    return mail.to(player.user.email).slice(from);
  };

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db(), { name: 'Greenlake Club', address1: '1 Lake Road' });
    const elsewhere = await insertLocation(db());
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
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('cancels one session of a series with its share refunded: the player reads both', async () => {
    const { player, series, intentId } = await paidSeries();
    const second = series[1]!;
    const sent = mail.to(player.user.email).length;

    const res = await cancel(second.booking_id, { scope: 'session', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    const reason = `Session on ${formatCalendarDate(second.booking_date)} cancelled by the club`;
    // One session: $60.00 + 8 % tax + 3 % card fee of the $266.40 paid.
    expect(res.json<ApiEnvelope<Booking>>()).toMatchObject({
      message: RefundMessages.sessionsCancelledRefunded('66.60'),
      booking_id: second.booking_id,
      status: 'cancelled',
      refund_amount: '66.60',
      refundable_amount: '199.80',
      refunds: [{ amount: '66.60', reason, status: 'succeeded' }],
    });
    expect(await statuses(second.series_id)).toEqual([
      'confirmed',
      'cancelled',
      'confirmed',
      'confirmed',
    ]);

    const payment = await paymentOfSeries(second.series_id);
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 6660 });
    expect(await refundRows(second.series_id)).toMatchObject([
      { bookingId: second.booking_id, amountCents: 6660, reason, status: 'succeeded' },
    ]);
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, intentId));
    expect(intent).toMatchObject({ status: 'succeeded' });

    const cancelAudit = await auditRowsOf(db(), 'booking', second.booking_id);
    expect(cancelAudit).toMatchObject([
      {
        action: 'booking.cancel',
        details: { booking_ids: [second.booking_id], scope: 'session' },
      },
    ]);
    const refundAudit = await auditRowsOf(db(), 'payment', payment.id);
    expect(refundAudit).toMatchObject([
      { action: 'payment.refund', details: { amount_cents: 6660, reason } },
    ]);

    // The player's own Booking Details show the refund on every session of the series.
    const seen = await read(series[0]!.booking_id, player);
    expect(seen.json<Booking>()).toMatchObject({
      status: 'confirmed',
      refund_amount: '66.60',
      refunds: [{ amount: '66.60', reason }],
      series_sessions: series.map((b) => ({
        booking_id: b.booking_id,
        booking_date: b.booking_date,
        cancelled: b.booking_id === second.booking_id,
      })),
    });

    // One email: which session, what stands, the refund, and a calendar file for that one.
    const emails = await mailSince(player, sent);
    expect(emails.map((m) => m.subject)).toEqual([
      'A session of your booking at Greenlake Club cancelled',
    ]);
    const [email] = emails;
    expect(email!.text).toContain(`Session:\n${formatCalendarDate(second.booking_date)}`);
    expect(email!.text).toContain(`Still booked:\n${formatCalendarDate(series[0]!.booking_date)}`);
    expect(email!.text).toContain('We have refunded $66.60 to your card.');
    const ics = email!.attachments[0]!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:booking-${second.booking_id}@arisecourt`);
    expect(ics).toContain('SEQUENCE:1');
  });

  it('cancels a session and the later ones; the calendar SEQUENCE follows the booking', async () => {
    const { player, series } = await paidSeries();
    const third = series[2]!;
    // A session moved twice has sequence 2: its cancellation must come after that.
    await db()
      .update(bookings)
      .set({ calendarSequence: 2 })
      .where(eq(bookings.id, series[3]!.booking_id));
    const sent = mail.to(player.user.email).length;

    const res = await cancel(third.booking_id, { scope: 'rest', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(
      RefundMessages.sessionsCancelledRefunded('133.20'),
    );
    expect(await statuses(third.series_id)).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
    ]);
    expect(await refundRows(third.series_id)).toMatchObject([
      { bookingId: null, amountCents: 13320, status: 'succeeded' },
    ]);
    const [email] = await mailSince(player, sent);
    expect(email!.subject).toBe('Sessions of your booking at Greenlake Club cancelled');
    const ics = email!.attachments[0]!.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:booking-${third.booking_id}@arisecourt`);
    expect(ics).toContain(`UID:booking-${series[3]!.booking_id}@arisecourt`);
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).not.toContain(`UID:booking-${series[0]!.booking_id}@arisecourt`);

    // The rest of the series, cancelled with a refund: all that is left goes back.
    const whole = await cancel(series[0]!.booking_id, { refund: true });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json<ApiEnvelope>().message).toBe(BookingMessages.cancelledRefunded);
    const payment = await paymentOfSeries(third.series_id);
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 26640 });
    expect(whole.json<Booking>()).toMatchObject({
      refund_amount: '266.40',
      refundable_amount: '0.00',
    });
  });

  it('cancels a session without a refund: the payment stays, and the email says so', async () => {
    const { player, series } = await paidSeries();
    const sent = mail.to(player.user.email).length;
    const res = await cancel(series[0]!.booking_id, { scope: 'session' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(RefundMessages.sessionCancelled);
    expect((await paymentOfSeries(series[0]!.series_id)).refundedCents).toBe(0);
    const [email] = await mailSince(player, sent);
    expect(email!.text).toContain('has not been refunded yet');
    // The same session again is already cancelled.
    const again = await cancel(series[0]!.booking_id, { scope: 'session' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiEnvelope>().message).toBe(BookingMessages.alreadyCancelled);
  });

  it('refunds an amount with a reason, up to what is left, and emails the player each time', async () => {
    const { player, first } = await paidSeries(false);
    const sent = mail.to(player.user.email).length;
    const res = await refund(first.booking_id, { amount: '12.50', reason: ' Lights failed ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope<Booking>>()).toMatchObject({
      message: RefundMessages.refunded('12.50'),
      status: 'confirmed',
      refund_amount: '12.50',
      refundable_amount: '54.10',
      refunds: [{ amount: '12.50', reason: 'Lights failed', status: 'succeeded' }],
    });

    const over = await refund(first.booking_id, { amount: '54.11', reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json<ApiEnvelope & { errors: string[] }>()).toMatchObject({
      code: 400,
      message: RefundMessages.amountOver('54.10'),
      errors: [RefundMessages.amountOver('54.10')],
    });

    const rest = await refund(first.booking_id, { amount: 54.1, reason: 'Rained off' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await paymentOfSeries(first.series_id)).toMatchObject({
      status: 'refunded',
      refundedCents: 6660,
    });
    const none = await refund(first.booking_id, { amount: '0.01', reason: 'More' });
    expect(none.statusCode).toBe(400);
    expect(none.json<ApiEnvelope>().message).toBe(RefundMessages.amountOver('0.00'));

    const emails = await mailSince(player, sent);
    expect(emails.map((m) => m.subject)).toEqual([
      'Your refund from Greenlake Club',
      'Your refund from Greenlake Club',
    ]);
    expect(emails[0]!.text).toContain('We have refunded $12.50 to your card');
    expect(emails[0]!.text).toContain('Reason: Lights failed');
    const seen = await read(first.booking_id, player);
    expect(seen.json<Booking>().refunds.map((r) => [r.amount, r.reason])).toEqual([
      ['12.50', 'Lights failed'],
      ['54.10', 'Rained off'],
    ]);
  });

  it('answers 400 in the envelope for a bad amount or reason, and changes nothing', async () => {
    const { first } = await paidSeries(false);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0', reason: 'x' }, RefundMessages.amountZero],
      [{ amount: '0.00', reason: 'x' }, RefundMessages.amountZero],
      [{ amount: 'ten', reason: 'x' }, RefundMessages.amountInvalid],
      [{ amount: '-5', reason: 'x' }, RefundMessages.amountInvalid],
      [{ amount: '1.234', reason: 'x' }, RefundMessages.amountInvalid],
      [{ amount: true, reason: 'x' }, RefundMessages.amountInvalid],
      [{ reason: 'x' }, RefundMessages.amountInvalid],
      [{ amount: '1.00' }, RefundMessages.reasonRequired],
      [{ amount: '1.00', reason: '   ' }, RefundMessages.reasonRequired],
      [{ amount: '1.00', reason: 'x'.repeat(301) }, RefundMessages.reasonTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await refund(first.booking_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiEnvelope & { errors: string[] }>()).toMatchObject({ code: 400, message });
    }
    const scope = await cancel(first.booking_id, { scope: 'week' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json<ApiEnvelope>().message).toBe(RefundMessages.scopeInvalid);
    expect(await refundRows(first.series_id)).toEqual([]);
    expect(await statuses(first.series_id)).toEqual(['confirmed']);
  });

  it('refuses a refund with no card payment (409) and out of scope or for players (404, 403)', async () => {
    const { player, first } = await paidSeries(false);
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const [unpaid] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    const none = await refund(unpaid!.booking_id, { amount: '1.00', reason: 'x' });
    expect(none.statusCode).toBe(409);
    expect(none.json<ApiEnvelope>().message).toBe(RefundMessages.noCardPayment);

    const body = { amount: '1.00', reason: 'x' };
    expect((await refund(first.booking_id, body, adminElsewhere)).statusCode).toBe(404);
    expect((await refund(first.booking_id, body, player)).statusCode).toBe(403);
    expect((await refund(999_999, body)).statusCode).toBe(404);
    expect(await refundRows(first.series_id)).toEqual([]);
  });

  it("never shows a player another player's refunds", async () => {
    const { first } = await paidSeries(false);
    expect(
      (await refund(first.booking_id, { amount: '5.00', reason: 'Goodwill' })).statusCode,
    ).toBe(200);
    const other = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    expect((await read(first.booking_id, other)).statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/court-bookings/?type=all',
      headers: other.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ results: Booking[] }>().results).toEqual([]);
  });

  it('lets two refunds at once never pass what was paid', async () => {
    const { first } = await paidSeries(false);
    const results = await Promise.all([
      refund(first.booking_id, { amount: '40.00', reason: 'One' }),
      refund(first.booking_id, { amount: '40.00', reason: 'Two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await paymentOfSeries(first.series_id)).toMatchObject({ refundedCents: 4000 });
    expect((await refundRows(first.series_id)).map((r) => r.status)).toEqual(['succeeded']);
  });
});
