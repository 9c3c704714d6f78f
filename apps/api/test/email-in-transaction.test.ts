import type { CheckoutSession } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, codeRequests, oneTimeCodes, payments } from '../src/db/schema';
import type { MailSender } from '../src/lib/email/mailer';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createOneTimeCodesRepository } from '../src/modules/auth/one-time-codes.repository';
import { createPasswordResetService } from '../src/modules/auth/password-reset.service';
import { createConfirmationSender } from '../src/modules/bookings/booking-confirmation';
import { createBookingQueriesRepository } from '../src/modules/bookings/booking-queries.repository';
import { createBookingStatusService } from '../src/modules/bookings/booking-status.service';
import { createBookingsService } from '../src/modules/bookings/bookings.service';
import { createCardRefunds } from '../src/modules/payments/refund-payment';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository';
import { createSettlePayment } from '../src/modules/payments/settle-payment.service';
import { insertAccount } from './helpers/accounts';
import { book, daysFromToday } from './helpers/bookings';
import { emailsQueuedTo, emailsSent } from './helpers/email-queue';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const FAILURE = 'the change failed after its email was queued';

/**
 * Issue Step 12: each email is queued in the transaction that makes the change it reports. A
 * change that rolls back leaves no email behind, even one already written to the outbox; a change
 * that commits is delivered once.
 */
describe('emails queued inside their change’s transaction', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number };
  let player: SignedIn;
  let admin: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  /** Writes the message to the outbox through the caller's transaction, then fails that change. */
  const queueThenFail: MailSender['send'] = async (message, options) => {
    await ctx.app.outbox.send(message, options);
    throw new Error(FAILURE);
  };
  const bookingsService = () =>
    createBookingsService({ queries: createBookingQueriesRepository(db()) });
  const statusesOf = async (seriesId: string) =>
    (await db().select().from(bookings).where(eq(bookings.seriesId, seriesId))).map(
      (b) => b.status,
    );
  /** What the player's mailbox and the outbox hold so far, once nothing is left to send. */
  async function playerMail() {
    await emailsSent(db());
    return {
      delivered: mail.to(player.user.email).length,
      queued: await emailsQueuedTo(db(), player.user.email),
    };
  }
  async function pendingBooking() {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    return first!;
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db(), { name: 'Outbox Club' });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('a reset code: none stored, none emailed when its change fails; else one email', async () => {
    const account = await insertAccount(db(), { firstName: 'Robin' });
    const codesOf = () =>
      db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.id));
    let task: Promise<void> | undefined;
    const service = createPasswordResetService({
      db: db(),
      accounts: createAuthRepository(db()),
      codes: createOneTimeCodesRepository(db()),
      mailer: { send: queueThenFail },
      runLater: (_name, run) => void (task = run()),
      secret: ctx.env.jwtSecret,
      appUrl: () => ctx.env.APP_URL,
    });
    await service.sendCode(account.email);
    await expect(task).rejects.toThrow(FAILURE);
    expect(await codesOf()).toHaveLength(0);
    expect(await emailsQueuedTo(db(), account.email)).toBe(0);

    // The 59-second slot that request took is given back, and the app's own request goes through.
    await db().delete(codeRequests);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-reset-email/',
      payload: { email: account.email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await mail.waitFor(account.email);
    await emailsSent(db());
    expect(await codesOf()).toHaveLength(1);
    expect(await emailsQueuedTo(db(), account.email)).toBe(1);
    expect(mail.to(account.email)).toHaveLength(1);
    expect(mail.to(account.email)[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it.each(['confirmed', 'cancelled'] as const)(
    'staff %s: the series unchanged and no email when the change fails; else one email',
    async (status) => {
      const first = await pendingBooking();
      const before = await playerMail();
      const updateStatus = createBookingStatusService({
        db: db(),
        bookings: bookingsService(),
        sendMail: queueThenFail,
        refunds: createCardRefunds(ctx.app.payments),
        receipts: ctx.app.services.receipts,
      });
      const actor = { id: admin.user.id, userType: 1, permissions: ['court_bookings'] };
      await expect(updateStatus(actor, first.booking_id, { status })).rejects.toThrow(FAILURE);
      expect(await statusesOf(first.series_id)).toEqual(['pending']);
      expect(await playerMail()).toEqual(before);

      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/court-bookings/${first.booking_id}/`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusesOf(first.series_id)).toEqual([status]);
      expect(await playerMail()).toEqual({
        delivered: before.delivered + 1,
        queued: before.queued + 1,
      });
      expect(mail.to(player.user.email).at(-1)!.subject).toBe(
        `Your booking at Outbox Club ${status === 'confirmed' ? 'is confirmed' : 'was cancelled'}`,
      );
    },
  );

  it('a card payment: not confirmed and no email when the change fails; else one email', async () => {
    const first = await pendingBooking();
    const session = (
      await checkout(ctx.app, player.headers, { booking_id: first.booking_id })
    ).json<CheckoutSession>();
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(200);
    const before = await playerMail();
    const paymentsRepository = createPaymentsRepository(db());
    const settlePayment = createSettlePayment({
      db: db(),
      provider: ctx.app.payments,
      payments: paymentsRepository,
      queries: createBookingQueriesRepository(db()),
      bookings: bookingsService(),
      sendConfirmation: createConfirmationSender({
        bookings: bookingsService(),
        sendMail: queueThenFail,
      }),
      sendMail: queueThenFail,
      receipts: ctx.app.services.receipts,
      log: ctx.app.log,
    });
    await expect(settlePayment.settle(session.payment_intent_id)).rejects.toThrow(FAILURE);
    expect(await statusesOf(first.series_id)).toEqual(['pending']);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, session.payment_intent_id));
    expect(payment!.status).toBe('requires_payment');
    expect(await playerMail()).toEqual(before);

    const verified = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await statusesOf(first.series_id)).toEqual(['confirmed']);
    expect(await playerMail()).toEqual({
      delivered: before.delivered + 1,
      queued: before.queued + 1,
    });
    expect(mail.to(player.user.email).at(-1)!.text).toContain('Paid by card.');
  });
});
