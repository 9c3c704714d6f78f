import {
  PaymentMessages,
  type Answer,
  type ApiEnvelope,
  type CheckoutSession,
  type VerifiedPayment,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  payments,
  processedWebhookEvents,
  refunds as refundRows,
} from '../src/db/schema';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe';
import { emailsSent } from './helpers/email-queue';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
// Only its webhook helpers are used here: they sign like Stripe does.
const signer = new Stripe('sk_test_signer');

describe('card payments through Stripe (the real SDK against a local fake of the Stripe API)', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  let mail: MailCatcher;
  let location: { id: number };
  let player: SignedIn;
  let admin: SignedIn;
  let day = 1;
  let eventSequence = 0;
  const db = () => ctx.database.db;

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
  const paymentOf = async (intentId: string) =>
    (await db().select().from(payments).where(eq(payments.providerPaymentId, intentId)))[0]!;

  /** A signed webhook delivery (a fresh event id unless given). */
  function webhook(
    type: string,
    intentId: string,
    options: { eventId?: string; secret?: string } = {},
  ) {
    const payload = JSON.stringify({
      id: options.eventId ?? `evt_test_${++eventSequence}`,
      object: 'event',
      type,
      data: { object: fake.intents.get(intentId) ?? { id: intentId, object: 'payment_intent' } },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/stripe-webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    mail = await startMailCatcher();
    ctx = await createTestApp({
      env: testEnv({
        SMTP_URL: mail.url,
        STRIPE_SECRET_KEY: 'sk_test_courtbook',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_courtbook',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      }),
    });
    location = await insertLocation(db(), { currency: 'USD' });
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
    await fake.close();
  });

  it('GET /api/stripe_key/ gives the publishable key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stripe_key/' });
    expect(res.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_courtbook' });
  });

  it('creates one PaymentIntent per series for the server’s amount, with an idempotency key', async () => {
    const { series, session } = await pendingCheckout(true);
    const seriesId = series[0]!.series_id;
    const intent = fake.intents.get(session.payment_intent_id)!;
    expect(intent).toMatchObject({
      amount: 26640,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: {
        series_id: seriesId,
        booking_ids: series.map((b) => b.booking_id).join(','),
        user_id: String(player.user.id),
      },
    });
    expect(session).toMatchObject({
      provider: 'stripe',
      amount: '266.40',
      currency: 'usd',
      client_secret: intent.client_secret,
    });
    const again = await checkout(ctx.app, player.headers, {
      booking_id: series[1]!.booking_id,
      amount: 1,
    });
    expect(again.json<Answer<CheckoutSession>>().client_secret).toBe(intent.client_secret);
    const creates = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(creates.at(-1)!.idempotencyKey).toBe(`checkout-${seriesId}`);
    expect(fake.intents.size).toBe(1);
  });

  it('lets the web app load Stripe.js, call Stripe and show its frames', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stripe_key/' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('has no local test card processor (404)', async () => {
    const { session } = await pendingCheckout();
    expect((await payLocally(ctx.app, player.headers, session.client_secret)).statusCode).toBe(404);
  });

  it('verifies with Stripe: 402 until the intent succeeded, then confirms once', async () => {
    const { first, session } = await pendingCheckout();
    const unpaid = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json<ApiEnvelope>().message).toBe(PaymentMessages.failed);
    expect(await statusesOf(first.series_id)).toEqual(['pending']);

    fake.setStatus(session.payment_intent_id, 'succeeded');
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope<VerifiedPayment>>().data.bookings[0]).toMatchObject({
      status: 'confirmed',
      payment_method: 'card',
    });
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    await emailsSent(ctx.database.db);
    expect(mail.to(player.user.email).slice(sent)).toHaveLength(1);
  });

  it('refuses a succeeded intent whose amount is not the booking’s (402)', async () => {
    const { first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    fake.intents.get(session.payment_intent_id)!.amount = 100;
    const res = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    expect(res.statusCode).toBe(402);
    expect(await statusesOf(first.series_id)).toEqual(['pending']);
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const { first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    const forged = await webhook('payment_intent.succeeded', session.payment_intent_id, {
      secret: 'whsec_someone_else',
      eventId: 'evt_forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ApiEnvelope>().message).toMatch(/signature/);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe-webhook/',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'evt_unsigned', type: 'payment_intent.succeeded' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusesOf(first.series_id)).toEqual(['pending']);
    expect((await paymentOf(session.payment_intent_id)).status).toBe('requires_payment');
    const events = await db()
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, 'evt_forged'));
    expect(events).toHaveLength(0);
  });

  it('processes a webhook delivered twice once', async () => {
    const { first, session } = await pendingCheckout(true);
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const one = await webhook('payment_intent.succeeded', session.payment_intent_id, {
      eventId: 'evt_twice',
    });
    const two = await webhook('payment_intent.succeeded', session.payment_intent_id, {
      eventId: 'evt_twice',
    });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await statusesOf(first.series_id)).toEqual(Array(4).fill('confirmed'));
    expect((await paymentOf(session.payment_intent_id)).status).toBe('succeeded');
    await emailsSent(ctx.database.db);
    expect(mail.to(player.user.email).slice(sent)).toHaveLength(1);
  });

  it('confirms once when the webhook and the return page race', async () => {
    const { first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await emailsSent(ctx.database.db);
    const sent = mail.to(player.user.email).length;
    const results = await Promise.all([
      webhook('payment_intent.succeeded', session.payment_intent_id),
      verifyPayment(ctx.app, player.headers, session.payment_intent_id),
      webhook('payment_intent.succeeded', session.payment_intent_id),
      verifyPayment(ctx.app, player.headers, session.payment_intent_id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await statusesOf(first.series_id)).toEqual(['confirmed']);
    await emailsSent(ctx.database.db);
    expect(mail.to(player.user.email).slice(sent)).toHaveLength(1);
  });

  it('records a failed payment and leaves the booking pending', async () => {
    const { first, session } = await pendingCheckout();
    const res = await webhook('payment_intent.payment_failed', session.payment_intent_id);
    expect(res.statusCode).toBe(200);
    expect((await paymentOf(session.payment_intent_id)).status).toBe('failed');
    expect(await statusesOf(first.series_id)).toEqual(['pending']);
    // The player tries again and succeeds.
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await webhook('payment_intent.succeeded', session.payment_intent_id);
    expect(await statusesOf(first.series_id)).toEqual(['confirmed']);
  });

  it('refunds a late payment through Stripe when the court was taken', async () => {
    const { court, first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await db()
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.seriesId, first.series_id));
    await book(ctx.app, admin.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: first.booking_date,
      total_price: '60',
    });
    const refunds = fake.refunds.length;
    const results = await Promise.all([
      webhook('payment_intent.succeeded', session.payment_intent_id),
      verifyPayment(ctx.app, player.headers, session.payment_intent_id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[1].json<ApiEnvelope<VerifiedPayment>>().data.status).toBe('refunded');
    expect(fake.refunds.slice(refunds)).toEqual([
      expect.objectContaining({ payment_intent: session.payment_intent_id }),
    ]);
    expect((await paymentOf(session.payment_intent_id)).status).toBe('refunded');
    expect(await statusesOf(first.series_id)).toEqual(['expired']);
    await emailsSent(db());
    expect(mail.to(player.user.email).at(-1)!.text).toContain(PaymentMessages.refundedCourtTaken);
  });

  it('puts a late payment back when Stripe refuses the refund, so a retry refunds it', async () => {
    const { court, first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await db()
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.seriesId, first.series_id));
    await book(ctx.app, admin.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: first.booking_date,
      total_price: '60',
    });
    fake.failNextRefund();
    const failed = await webhook('payment_intent.succeeded', session.payment_intent_id, {
      eventId: 'evt_refund_retry',
    });
    expect(failed.statusCode).toBe(503);
    expect((await paymentOf(session.payment_intent_id)).status).toBe('requires_payment');
    const retried = await webhook('payment_intent.succeeded', session.payment_intent_id, {
      eventId: 'evt_refund_retry',
    });
    expect(retried.statusCode).toBe(200);
    expect((await paymentOf(session.payment_intent_id)).status).toBe('refunded');
  });

  it('refunds what Stripe took for a booking its player gave back (released or replaced)', async () => {
    for (const how of ['release', 'replace'] as const) {
      const { first, session } = await pendingCheckout();
      if (how === 'release') {
        const released = await ctx.app.inject({
          method: 'POST',
          url: `/api/court-bookings/${first.booking_id}/release/`,
          headers: player.headers,
        });
        expect(released.statusCode, released.body).toBe(200);
      } else {
        // The wizard moved to another court: the earlier hold is replaced, its court left free.
        const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
        await book(ctx.app, player.headers, {
          location: location.id,
          court_id: court.id,
          booking_date: first.booking_date,
          total_price: '60',
          replaces_booking_id: first.booking_id,
        });
      }
      // No new checkout for it...
      const again = await checkout(ctx.app, player.headers, { booking_id: first.booking_id });
      expect(again.statusCode, how).toBe(409);
      expect(again.json<ApiEnvelope>().message).toBe(PaymentMessages.givenBack);

      // ...but the payment page still open elsewhere went through at Stripe.
      fake.setStatus(session.payment_intent_id, 'succeeded');
      await emailsSent(db());
      const sent = mail.to(player.user.email).length;
      const refunds = fake.refunds.length;
      const res = await webhook('payment_intent.succeeded', session.payment_intent_id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusesOf(first.series_id), how).toEqual(['expired']);
      expect((await paymentOf(session.payment_intent_id)).status).toBe('refunded');
      expect(fake.refunds.slice(refunds)).toEqual([
        expect.objectContaining({ payment_intent: session.payment_intent_id }),
      ]);
      await emailsSent(db());
      const emails = mail.to(player.user.email).slice(sent);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain(PaymentMessages.refundedGivenBack);
      // The return page says the same.
      const verified = await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
      expect(verified.json<ApiEnvelope>().message).toBe(PaymentMessages.refundedGivenBack);
    }
  });

  it('staff cancel a paid booking with a refund through Stripe, audited', async () => {
    const { first, session } = await pendingCheckout(true);
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    const refunds = fake.refunds.length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(
      'Booking cancelled and its card payment refunded.',
    );
    expect(await statusesOf(first.series_id)).toEqual(Array(4).fill('cancelled'));
    const payment = await paymentOf(session.payment_intent_id);
    expect(payment.status).toBe('refunded');
    expect(fake.refunds.slice(refunds)).toHaveLength(1);
    const audit = await auditRowsOf(db(), 'payment', payment.id);
    expect(audit.map((a) => a.action)).toEqual(['payment.refund']);
  });

  it('staff cancel a paid booking without a refund when they choose so', async () => {
    const { first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    const refunds = fake.refunds.length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe('Booking cancelled.');
    expect((await paymentOf(session.payment_intent_id)).status).toBe('succeeded');
    expect(fake.refunds.length).toBe(refunds);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the payment when Stripe refuses a staff refund, and staff can refund it later', async () => {
    const { first, session } = await pendingCheckout();
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    const cancel = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/court-bookings/${first.booking_id}/`,
        headers: admin.headers,
        payload: { status: 'cancelled', refund: true },
      });
    await emailsSent(db());
    const sent = mail.to(player.user.email).length;
    const subjectsSince = () =>
      mail
        .to(player.user.email)
        .slice(sent)
        .map((m) => m.subject);
    fake.failNextRefund();
    const refused = await cancel();
    expect(refused.statusCode).toBe(503);
    expect(await statusesOf(first.series_id)).toEqual(['cancelled']);
    const payment = await paymentOf(session.payment_intent_id);
    expect(payment.status).toBe('succeeded');
    // The cancellation stands, so the player hears of it, queued with the refusal's record.
    await emailsSent(db());
    expect(subjectsSince()).toEqual([expect.stringMatching(/was cancelled$/)]);
    expect(mail.to(player.user.email).at(-1)!.text).toContain('has not been refunded yet');
    expect(await auditRowsOf(db(), 'payment', payment.id)).toEqual([]);

    const retried = await cancel();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<ApiEnvelope>().message).toBe(
      'Booking cancelled and its card payment refunded.',
    );
    expect((await paymentOf(session.payment_intent_id)).status).toBe('refunded');
    await emailsSent(db());
    expect(subjectsSince()).toEqual([
      expect.stringMatching(/was cancelled$/),
      expect.stringMatching(/^Your refund from /),
    ]);
    // Audited once: when the money went back, not when it was refused.
    const audit = await auditRowsOf(db(), 'payment', payment.id);
    expect(audit.map((a) => a.action)).toEqual(['payment.refund']);
    // Nothing left to refund: cancelling again is the usual conflict.
    expect((await cancel()).statusCode).toBe(409);
  });
  it('refunds part of a payment through Stripe (its amount), and a refused one counts for nothing', async () => {
    const { first, session } = await pendingCheckout(true);
    fake.setStatus(session.payment_intent_id, 'succeeded');
    await verifyPayment(ctx.app, player.headers, session.payment_intent_id);
    const partial = (amount: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/court-bookings/${first.booking_id}/refunds/`,
        headers: admin.headers,
        payload: { amount, reason: 'Court lights out for an hour' },
      });
    const refunds = fake.refunds.length;

    fake.failNextRefund();
    const refused = await partial('20.00');
    expect(refused.statusCode).toBe(503);
    expect(await paymentOf(session.payment_intent_id)).toMatchObject({
      status: 'succeeded',
      refundedCents: 0,
    });
    const [failed] = await db()
      .select()
      .from(refundRows)
      .where(eq(refundRows.seriesId, first.series_id));
    expect(failed).toMatchObject({ status: 'failed', amountCents: 2000 });

    const ok = await partial('20.00');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.refunds.slice(refunds)).toEqual([
      expect.objectContaining({ payment_intent: session.payment_intent_id, amount: 2000 }),
    ]);
    const payment = await paymentOf(session.payment_intent_id);
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 2000 });
    const rows = await db()
      .select()
      .from(refundRows)
      .where(eq(refundRows.seriesId, first.series_id))
      .orderBy(refundRows.id);
    expect(rows.map((r) => [r.status, r.providerRefundId])).toEqual([
      ['failed', null],
      ['succeeded', fake.refunds.at(-1)!.id],
    ]);
    // Each refund row is its own Stripe refund: a second of the same amount is not deduplicated.
    expect((await partial('20.00')).statusCode).toBe(200);
    expect(fake.refunds.slice(refunds).map((r) => r.amount)).toEqual([2000, 2000]);
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.idempotencyKey)
      .slice(-2);
    expect(new Set(keys).size).toBe(2);
  });
});
