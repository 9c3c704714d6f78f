import {
  BookingMessages,
  LOCAL_TEST_CARDS,
  PaymentMessages,
  type Answer,
  type ApiEnvelope,
  type Booking,
  type CheckoutSession,
  type VerifiedPayment,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, localPaymentIntents, payments } from '../src/db/schema';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { emailsSent } from './helpers/email-queue';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

describe('card payments with the local test processor', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number };
  let player: SignedIn;
  let otherPlayer: SignedIn;
  let admin: SignedIn;
  let day = 1;
  const db = () => ctx.database.db;

  /** A pending booking (weekly when asked) on a fresh court, with its checkout session. */
  async function pendingCheckout(weekly = false) {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    await releaseHoldsOf(ctx.app, db(), player);
    const series = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      book_for_four_weeks: weekly,
      total_price: weekly ? '240' : '60',
    });
    const first = series[0]!;
    const res = await checkout(ctx.app, player.headers, { booking_id: first.booking_id });
    expect(res.statusCode, res.body).toBe(200);
    return { court, series, first, session: res.json<Answer<CheckoutSession>>() };
  }
  const statusesOf = async (seriesId: string) =>
    (await db().select().from(bookings).where(eq(bookings.seriesId, seriesId))).map(
      (b) => b.status,
    );

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    location = await insertLocation(db());
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    otherPlayer = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
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

  it('GET /api/stripe_key/ names the local provider, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stripe_key/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'Payment settings fetched successfully.',
      provider: 'local',
      publishableKey: null,
    });
  });

  it('charges the amount the server set, whatever the client sends', async () => {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
    await releaseHoldsOf(ctx.app, db(), player);
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    const res = await checkout(ctx.app, player.headers, {
      booking_id: first!.booking_id,
      amount: '1.00',
      on_amount: '1.00',
      currency: 'eur',
    });
    expect(res.statusCode, res.body).toBe(200);
    // 1.5 h at $40: 60.00 + 8 % tax + 3 % card fee.
    expect(res.json()).toMatchObject({
      code: 200,
      provider: 'local',
      booking_id: first!.booking_id,
      amount: '66.60',
      currency: 'usd',
    });
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, res.json<Answer<CheckoutSession>>().payment_intent_id));
    expect(intent).toMatchObject({ amountCents: 6660, currency: 'usd' });
  });

  it('charges a weekly series once, for its four sessions', async () => {
    const { session, series } = await pendingCheckout(true);
    expect(session.amount).toBe('266.40');
    const rows = await db()
      .select()
      .from(payments)
      .where(eq(payments.seriesId, series[0]!.series_id));
    expect(rows).toHaveLength(1);
  });

  it('answers the same intent when checkout is asked again, even at the same time', async () => {
    const court = await insertCourt(db(), location.id);
    await releaseHoldsOf(ctx.app, db(), player);
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    const [a, b] = await Promise.all([
      checkout(ctx.app, player.headers, { booking_id: first!.booking_id }),
      checkout(ctx.app, player.headers, { booking_id: first!.booking_id }),
    ]);
    const c = await checkout(ctx.app, admin.headers, { booking_id: first!.booking_id });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const secrets = [a, b, c].map((r) => r.json<Answer<CheckoutSession>>().client_secret);
    expect(new Set(secrets).size).toBe(1);
    const rows = await db().select().from(payments).where(eq(payments.seriesId, first!.series_id));
    expect(rows).toHaveLength(1);
  });

  it('replaces an unpaid intent left by another provider (after switching from Stripe)', async () => {
    const court = await insertCourt(db(), location.id);
    await releaseHoldsOf(ctx.app, db(), player);
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    await db().insert(payments).values({
      seriesId: first!.series_id,
      userId: player.user.id,
      provider: 'stripe',
      providerPaymentId: 'pi_from_stripe_unpaid',
      amountCents: 6660,
      currency: 'usd',
      status: 'requires_payment',
    });
    const res = await checkout(ctx.app, player.headers, { booking_id: first!.booking_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Answer<CheckoutSession>>().payment_intent_id).toMatch(/^pi_local_/);
    const rows = await db().select().from(payments).where(eq(payments.seriesId, first!.series_id));
    expect(rows.map((r) => r.provider)).toEqual(['local']);
  });

  it("refuses to pay for another player's booking (404), and a booking that does not exist", async () => {
    const { first, session } = await pendingCheckout();
    const res = await checkout(ctx.app, otherPlayer.headers, { booking_id: first.booking_id });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.bookingNotFound);
    const verify = await verifyPayment(ctx.app, otherPlayer.headers, session.payment_intent_id);
    expect(verify.statusCode).toBe(404);
    expect((await checkout(ctx.app, player.headers, { booking_id: 999999 })).statusCode).toBe(404);
    const missing = await checkout(ctx.app, player.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiEnvelope>().message).toBe(PaymentMessages.bookingRequired);
    const unauthenticated = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      payload: { booking_id: first.booking_id },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('pays with 4242…, then verification confirms the whole series once and emails once', async () => {
    const { series, session } = await pendingCheckout(true);
    const paid = await payLocally(ctx.app, player.headers, session.client_secret, {
      card_number: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      code: 200,
      message: 'Payment accepted.',
      payment_intent_id: session.payment_intent_id,
      status: 'succeeded',
    });
    // Paying the same intent again does not charge again.
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(200);
    // Paying is not confirming: the return page does that.
    expect(await statusesOf(series[0]!.series_id)).toEqual(Array(4).fill('pending'));

    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const [one, two] = await Promise.all([
      verifyPayment(ctx.app, player.headers, session.payment_intent_id),
      verifyPayment(ctx.app, player.headers, session.payment_intent_id),
    ]);
    const three = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    for (const res of [one, two, three]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ApiEnvelope<VerifiedPayment>>().data.status).toBe('succeeded');
      expect(res.json<ApiEnvelope<VerifiedPayment>>().data.amount).toBe('266.40');
    }
    expect(one.json<ApiEnvelope>().message).toBe(PaymentMessages.succeeded);
    const data = three.json<ApiEnvelope<VerifiedPayment>>().data;
    expect(data.bookings).toHaveLength(4);
    for (const b of data.bookings) {
      expect(b).toMatchObject({
        status: 'confirmed',
        payment_method: 'card',
        hold_expires_at: null,
      });
    }
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, session.payment_intent_id));
    expect(payment!.status).toBe('succeeded');
    await emailsSent(ctx.database.db);
    const emails = mail.to(player.user.email).slice(sent);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('Paid by card.');
    expect(emails[0]!.attachments[0]!.contentType).toContain('text/calendar');

    const again = await checkout(ctx.app, player.headers, { booking_id: series[0]!.booking_id });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiEnvelope>().message).toBe(PaymentMessages.alreadyPaid);
  });

  it('staff in scope may verify a payment for their location', async () => {
    const { series, session } = await pendingCheckout();
    await payLocally(ctx.app, player.headers, session.client_secret);
    const res = await verifyPayment(ctx.app, admin.headers, session.payment_intent_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusesOf(series[0]!.series_id)).toEqual(['confirmed']);
  });

  it.each([
    [LOCAL_TEST_CARDS.declined, PaymentMessages.cardDeclined],
    [LOCAL_TEST_CARDS.insufficientFunds, PaymentMessages.insufficientFunds],
  ])('card %s is refused with 402, and the booking stays pending', async (number, message) => {
    const { series, session } = await pendingCheckout();
    const res = await payLocally(ctx.app, player.headers, session.client_secret, {
      card_number: number,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<ApiEnvelope>().message).toBe(message);
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const verify = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(verify.statusCode).toBe(402);
    expect(verify.json<ApiEnvelope>().message).toBe(PaymentMessages.failed);
    expect(await statusesOf(series[0]!.series_id)).toEqual(['pending']);
    await emailsSent(ctx.database.db);
    expect(mail.to(player.user.email)).toHaveLength(sent);
    // A good card after a declined one goes through.
    const retry = await payLocally(ctx.app, player.headers, session.client_secret);
    expect(retry.statusCode).toBe(200);
  });

  it('refuses to confirm an intent nobody has paid (402) and changes nothing', async () => {
    const { series, session } = await pendingCheckout();
    const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(res.statusCode).toBe(402);
    expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.failed);
    expect(await statusesOf(series[0]!.series_id)).toEqual(['pending']);
    const unknown = await verifyPayment(ctx.app, player.headers, 'pi_local_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiEnvelope>().message).toBe(PaymentMessages.intentNotFound);
    const empty = await verifyPayment(ctx.app, player.headers, ' ');
    expect(empty.statusCode).toBe(400);
  });

  it.each([
    ['4242 4242 4242', '12/40', '123', PaymentMessages.cardNumberIncomplete],
    ['', '12/40', '123', PaymentMessages.cardNumberIncomplete],
    ['4242 4242 4242 4241', '12/40', '123', PaymentMessages.cardNumberInvalid],
    ['4242-4242-4242-4242', '12/40', '123', PaymentMessages.cardNumberInvalid],
    ['4242 4242 4242 4242', '12/', '123', PaymentMessages.expiryIncomplete],
    ['4242 4242 4242 4242', '13/40', '123', PaymentMessages.expiryIncomplete],
    ['4242 4242 4242 4242', '01/20', '123', PaymentMessages.expiryPast],
    ['4242 4242 4242 4242', '12/40', '12', PaymentMessages.cvcIncomplete],
    ['4242 4242 4242 4242', '12/40', 'abc', PaymentMessages.cvcIncomplete],
  ])('card %s %s %s → 400 %s', async (card_number, expiry, cvc, message) => {
    const { session } = await pendingCheckout();
    const res = await payLocally(ctx.app, player.headers, session.client_secret, {
      card_number,
      expiry,
      cvc,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(message);
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, session.payment_intent_id));
    expect(intent!.status).toBe('requires_payment_method');
  });

  it('accepts any other valid card number, and a four-digit CVC', async () => {
    const { session } = await pendingCheckout();
    const res = await payLocally(ctx.app, player.headers, session.client_secret, {
      card_number: '5555 5555 5555 4444',
      cvc: '1234',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an unknown client secret (404)', async () => {
    const res = await payLocally(ctx.app, player.headers, 'pi_local_x_secret_y');
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.intentNotFound);
  });

  it('refuses checkout once the hold has lapsed, or for a booking staff confirmed', async () => {
    const court = await insertCourt(db(), location.id);
    await releaseHoldsOf(ctx.app, db(), player);
    const [first] = await book(ctx.app, player.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(day++),
      total_price: '60',
    });
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first!.booking_id));
    const res = await checkout(ctx.app, player.headers, { booking_id: first!.booking_id });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.holdExpired);

    const other = await pendingCheckout();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${other.first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    const confirmed = await checkout(ctx.app, player.headers, {
      booking_id: other.first.booking_id,
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json<ApiEnvelope>().message).toBe(PaymentMessages.notPayable);
  });

  describe('a payment that arrives after the hold lapsed', () => {
    /** Pays, then lets the hold lapse (swept to expired unless asked otherwise). */
    async function paidLate(options: { swept: boolean }) {
      const booked = await pendingCheckout();
      const paid = await payLocally(ctx.app, player.headers, booked.session.client_secret);
      expect(paid.statusCode).toBe(200);
      await db()
        .update(bookings)
        .set({
          holdExpiresAt: new Date(Date.now() - 60_000),
          ...(options.swept ? { status: 'expired' as const } : {}),
        })
        .where(eq(bookings.seriesId, booked.first.series_id));
      return booked;
    }

    it('confirms the booking when its court is still free', async () => {
      for (const swept of [true, false]) {
        const { first, session } = await paidLate({ swept });
        const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<ApiEnvelope<VerifiedPayment>>().data.status).toBe('succeeded');
        expect(await statusesOf(first.series_id)).toEqual(['confirmed']);
      }
    });

    it('refunds through the provider and emails the player when the court was taken', async () => {
      const { court, first, session } = await paidLate({ swept: true });
      // Someone else books the same court and time once the hold is gone.
      await book(ctx.app, otherPlayer.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: first.booking_date,
        total_price: '60',
      });
      await emailsSent(ctx.database.db);
      const sent = mail.to(player.user.email).length;
      const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.refundedCourtTaken);
      expect(res.json<ApiEnvelope<VerifiedPayment>>().data).toMatchObject({
        status: 'refunded',
        amount: '66.60',
      });
      expect(await statusesOf(first.series_id)).toEqual(['expired']);
      const [payment] = await db()
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, session.payment_intent_id));
      expect(payment!.status).toBe('refunded');
      const [intent] = await db()
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, session.payment_intent_id));
      expect(intent!.status).toBe('refunded');
      await emailsSent(ctx.database.db);
      const emails = mail.to(player.user.email).slice(sent);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain(PaymentMessages.refundedCourtTaken);

      // Asking again answers the same, without a second refund or email.
      const again = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
      expect(again.json<ApiEnvelope<VerifiedPayment>>().data.status).toBe('refunded');
      await emailsSent(ctx.database.db);
      expect(mail.to(player.user.email).slice(sent)).toHaveLength(1);
    });
  });

  describe('a booking its player gave back (released, or replaced by the wizard)', () => {
    const giveBack = async (how: 'release' | 'replace', first: Booking) => {
      if (how === 'release') {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/court-bookings/${first.booking_id}/release/`,
          headers: player.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return;
      }
      // The wizard moves to another court: its earlier hold is replaced, its own court left free.
      const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
      await book(ctx.app, player.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: first.booking_date,
        total_price: '60',
        replaces_booking_id: first.booking_id,
      });
    };
    const intentOf = async (id: string) =>
      (await db().select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)))[0]!;

    it('cannot be paid any more: the card is refused, and so is a new checkout', async () => {
      for (const how of ['release', 'replace'] as const) {
        const { first, session } = await pendingCheckout();
        await giveBack(how, first);
        const paid = await payLocally(ctx.app, player.headers, session.client_secret);
        expect(paid.statusCode, `${how}: ${paid.body}`).toBe(409);
        expect(paid.json<ApiEnvelope>().message).toBe(PaymentMessages.givenBack);
        expect((await intentOf(session.payment_intent_id)).status).toBe('requires_payment_method');
        const again = await checkout(ctx.app, player.headers, { booking_id: first.booking_id });
        expect(again.statusCode, how).toBe(409);
        expect(again.json<ApiEnvelope>().message).toBe(PaymentMessages.givenBack);
        expect(await statusesOf(first.series_id)).toEqual(['expired']);
      }
    });

    it('refunds what the card took before it was given back, though its court is free', async () => {
      for (const how of ['release', 'replace'] as const) {
        const { first, session } = await pendingCheckout();
        // The payment page was open in another tab: the card went through, then the hold went.
        const paid = await payLocally(ctx.app, player.headers, session.client_secret);
        expect(paid.statusCode).toBe(200);
        await giveBack(how, first);
        await emailsSent(ctx.database.db);
        const sent = mail.to(player.user.email).length;

        const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.refundedGivenBack);
        expect(res.json<ApiEnvelope<VerifiedPayment>>().data).toMatchObject({
          status: 'refunded',
          refund_reason: 'given_back',
        });
        expect(await statusesOf(first.series_id), how).toEqual(['expired']);
        expect((await intentOf(session.payment_intent_id)).status).toBe('refunded');
        await emailsSent(ctx.database.db);
        const emails = mail.to(player.user.email).slice(sent);
        expect(emails).toHaveLength(1);
        expect(emails[0]!.text).toContain(PaymentMessages.refundedGivenBack);
      }
    });
  });

  it('refunds a payment made after staff cancelled the booking, and says it was cancelled', async () => {
    const { first, session } = await pendingCheckout();
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The player's payment page was still open: the card goes through after the cancellation.
    const paid = await payLocally(ctx.app, player.headers, session.client_secret);
    expect(paid.statusCode, paid.body).toBe(200);

    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(PaymentMessages.refundedCancelled);
    expect(res.json<ApiEnvelope<VerifiedPayment>>().data).toMatchObject({
      status: 'refunded',
      amount: '66.60',
    });
    expect(await statusesOf(first.series_id)).toEqual(['cancelled']);
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, session.payment_intent_id));
    expect(intent!.status).toBe('refunded');
    await emailsSent(ctx.database.db);
    const emails = mail.to(player.user.email).slice(sent);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(PaymentMessages.refundedCancelled);
    expect(emails[0]!.text).not.toContain(PaymentMessages.refundedCourtTaken);

    const again = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(again.json<ApiEnvelope>().message).toBe(PaymentMessages.refundedCancelled);
  });

  it('has no Stripe webhook while Stripe is not configured (404)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe-webhook/',
      headers: { 'stripe-signature': 't=1,v1=x' },
      payload: { id: 'evt_1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('staff cancel a paid booking with a refund: the local intent is refunded', async () => {
    const { first, session } = await pendingCheckout();
    await payLocally(ctx.app, player.headers, session.client_secret);
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusesOf(first.series_id)).toEqual(['cancelled']);
    // One email: the cancellation, saying the refund was made.
    await emailsSent(ctx.database.db);
    const emails = mail.to(player.user.email).slice(sent);
    expect(emails.map((m) => m.subject)).toEqual([expect.stringMatching(/was cancelled$/)]);
    expect(emails[0]!.text).toContain(`We have refunded $${first.on_amount} to your card.`);
    const [intent] = await db()
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, session.payment_intent_id));
    expect(intent!.status).toBe('refunded');
    // A refunded payment is not paid again.
    const again = await payLocally(ctx.app, player.headers, session.client_secret);
    expect(again.statusCode).toBe(409);
  });

  it('staff cancel a paid booking first and refund it later: the player hears of each', async () => {
    const { first, session } = await pendingCheckout();
    await payLocally(ctx.app, player.headers, session.client_secret);
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const put = (refund: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/court-bookings/${first.booking_id}/`,
        headers: admin.headers,
        payload: { status: 'cancelled', refund },
      });
    expect((await put(false)).statusCode).toBe(200);
    const refunded = await put(true);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<ApiEnvelope>().message).toBe(BookingMessages.cancelledRefunded);

    await emailsSent(ctx.database.db);
    const emails = mail.to(player.user.email).slice(sent);
    expect(emails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your booking at .+ was cancelled$/),
      expect.stringMatching(/^Your refund from /),
    ]);
    expect(emails[0]!.text).toContain('has not been refunded yet');
    expect(emails[1]!.text).toContain(`We have refunded $${first.on_amount} to your card`);
  });
});
