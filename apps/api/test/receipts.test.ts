import {
  ReceiptMessages,
  UserType,
  type ApiEnvelope,
  type Booking,
  type CheckoutSession,
  type CourtSchedule,
  type Answer,
  type ReceiptList,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, users } from '../src/db/schema';
import { book, daysFromToday } from './helpers/bookings';
import { emailsSent } from './helpers/email-queue';
import { insertCourt, insertLocation } from './helpers/factories';
import { useMailingTestApp } from './helpers/mailing-test-app';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { pdfText } from './helpers/pdf-text';
import { signIn, type SignedIn } from './helpers/staff';

const NY = 'America/New_York';

/**
 * Issue Step 18, items 3a and 3c: who took the money at the desk, and a receipt (number, club,
 * lines, tax, card fee, method) for every card payment, desk payment and refund, emailed and
 * downloadable as a PDF by its player or the club's staff, and by nobody else.
 */
describe('receipts: GET /api/bookings/{id}/receipts/ and GET /api/receipts/{number}/pdf/', () => {
  const started = useMailingTestApp();
  const ctx = () => started.ctx;
  const db = () => started.ctx.database.db;
  let club: { id: number };
  let elsewhere: { id: number };
  let player: SignedIn;
  let otherPlayer: SignedIn;
  let deskAdmin: SignedIn;
  let deskAdminName: string;
  let otherClubAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let superAdmin: SignedIn;
  let day = 2;

  const get = (url: string, who: SignedIn | null) =>
    ctx().app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const receiptsOf = async (bookingId: number, who: SignedIn = player) => {
    const res = await get(`/api/bookings/${bookingId}/receipts/`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApiEnvelope & ReceiptList>();
  };
  const pdfOf = (number: string, who: SignedIn | null = player) =>
    get(`/api/receipts/${number}/pdf/`, who);

  async function bookOnFreshCourt(options: { weekly?: boolean } = {}) {
    const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000, name: 'Centre' });
    const series = await book(ctx().app, player.headers, {
      location: club.id,
      court_id: court.id,
      booking_date: daysFromToday(day++, NY),
      total_price: options.weekly ? '240' : '60',
      book_for_four_weeks: options.weekly ? 'True' : 'False',
    });
    return { court, first: series[0]! };
  }

  async function paidByCard() {
    const { court, first } = await bookOnFreshCourt();
    const session = (
      await checkout(ctx().app, player.headers, { booking_id: first.booking_id })
    ).json<Answer<CheckoutSession>>();
    expect((await payLocally(ctx().app, player.headers, session.client_secret)).statusCode).toBe(
      200,
    );
    const verified = await verifyPayment(ctx().app, player.headers, session.payment_intent_id);
    expect(verified.statusCode, verified.body).toBe(200);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, session.payment_intent_id));
    return { court, first, payment: payment! };
  }

  async function paidAtDesk(method: 'cash' | 'card', weekly = false) {
    const { first } = await bookOnFreshCourt({ weekly });
    const confirmed = await ctx().app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: superAdmin.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/court-bookings/${first.booking_id}/mark-paid/`,
      headers: deskAdmin.headers,
      payload: { method },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApiEnvelope & Booking>();
  }

  beforeAll(async () => {
    club = await insertLocation(db(), {
      name: 'Receipt Club',
      address1: '12 Baseline Road',
      address2: '',
      address3: '',
      address4: '',
      city: 'Boulder',
      state: 'CO',
      phone: '+13035550123',
      email: 'desk@receipt.example',
      timeZone: NY,
    });
    elsewhere = await insertLocation(db(), { name: 'Other Club', timeZone: NY });
    player = await signIn(ctx().app, db(), { userType: UserType.Player, locationIds: [club.id] });
    otherPlayer = await signIn(ctx().app, db(), {
      userType: UserType.Player,
      locationIds: [club.id],
    });
    deskAdmin = await signIn(ctx().app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [club.id],
    });
    await db()
      .update(users)
      .set({ firstName: 'Ana', lastName: 'Admin' })
      .where(eq(users.id, deskAdmin.user.id));
    deskAdminName = 'Ana Admin';
    otherClubAdmin = await signIn(ctx().app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['full_access'],
      locationIds: [elsewhere.id],
    });
    reportingAdmin = await signIn(ctx().app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [club.id],
    });
    superAdmin = await signIn(ctx().app, db(), { userType: UserType.SuperAdmin });
  });

  it('a card payment has a receipt P-{payment id}, listed, as a PDF, and attached to the confirmation', async () => {
    const { first, payment } = await paidByCard();
    const number = `P-${String(payment.id).padStart(6, '0')}`;
    const body = await receiptsOf(first.booking_id);
    expect(body.message).toBe(ReceiptMessages.listed);
    expect(body.receipts).toHaveLength(1);
    expect(body.receipts[0]).toMatchObject({
      number,
      kind: 'payment',
      method: 'card_online',
      booking_id: first.booking_id,
      currency: 'USD',
      club: {
        name: 'Receipt Club',
        address: ['12 Baseline Road', 'Boulder, CO', 'US'],
        phone: '+13035550123',
        email: 'desk@receipt.example',
      },
      court_fees: '60.00',
      tax: '4.80',
      card_fee: '1.80',
      total: '66.60',
      lines: [{ amount: '60.00' }],
    });
    expect(body.receipts[0]!.lines[0]!.description).toMatch(/Court \d+ \(Centre\)$/);
    expect(body.receipts[0]!.lines[0]!.detail).toBe('6:00 PM – 7:30 PM (1.5 hours)');

    const res = await pdfOf(number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const part of [
      'RECEIPT',
      `No. ${number}`,
      'Receipt Club',
      '12 Baseline Road',
      'Boulder, CO',
      'Card, paid online',
      `#${first.booking_id}`,
      'Court fees $60.00',
      'Tax $4.80',
      'Card fee $1.80',
      'Total paid $66.60',
      '6:00 PM – 7:30 PM (1.5 hours)',
    ]) {
      expect(text).toContain(part);
    }

    await emailsSent(db());
    const confirmation = started.mail.to(player.user.email).at(-1)!;
    expect(confirmation.subject).toBe('Your booking at Receipt Club is confirmed');
    const pdf = confirmation.attachments.find((file) => file.filename === `receipt-${number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect((await pdfText(pdf!.bytes)).text).toContain(`No. ${number}`);
  });

  it('a series paid at the desk: who took it on the booking, a receipt D-{first id} by email', async () => {
    const booking = await paidAtDesk('cash', true);
    expect(booking.venue_paid).toMatchObject({ method: 'cash', taken_by: deskAdminName });
    const staffView = await get(`/api/court-bookings/${booking.booking_id}/`, superAdmin);
    expect(staffView.json<Booking>().venue_paid?.taken_by).toBe(deskAdminName);
    const sheet = await get(
      `/api/court_schedule/?location_id=${club.id}&date=${booking.booking_date}`,
      deskAdmin,
    );
    const entry = sheet.json<CourtSchedule>().entries.find((e) => e.id === booking.booking_id);
    expect(entry?.venue_paid).toMatchObject({ method: 'cash', taken_by: deskAdminName });

    const number = `D-${String(booking.booking_id).padStart(6, '0')}`;
    const { receipts } = await receiptsOf(booking.booking_id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      number,
      kind: 'desk',
      method: 'cash',
      taken_by: deskAdminName,
      court_fees: '240.00',
      tax: '19.20',
      card_fee: '0.00',
      total: '259.20',
    });
    expect(receipts[0]!.lines).toHaveLength(4);
    // Any session of the series lists the same receipt; only the first's id names it.
    const later = booking.session_dates.length;
    expect(later).toBe(4);
    expect(
      (await pdfOf(`D-${String(booking.booking_id + 1).padStart(6, '0')}`, superAdmin)).statusCode,
    ).toBe(404);

    const { text } = await pdfText((await pdfOf(number, deskAdmin)).rawPayload);
    for (const part of ['Cash at the desk', `Taken by ${deskAdminName}`, 'Total paid $259.20']) {
      expect(text).toContain(part);
    }

    await emailsSent(db());
    const email = started.mail.to(player.user.email).at(-1)!;
    expect(email.subject).toBe('Your receipt from Receipt Club');
    expect(email.text).toContain('received $259.20 (cash at the desk)');
    expect(email.attachments.map((file) => file.filename)).toEqual([`receipt-${number}.pdf`]);
  });

  it('card at the desk reads so on its receipt', async () => {
    const booking = await paidAtDesk('card');
    const { receipts } = await receiptsOf(booking.booking_id, deskAdmin);
    expect(receipts[0]).toMatchObject({ method: 'card_at_desk', total: '64.80' });
  });

  it('a refund that went back has a receipt R-{refund id}; a pending or failed one has none', async () => {
    const { first, payment } = await paidByCard();
    const [done, pending] = await db()
      .insert(refunds)
      .values([
        {
          paymentId: payment.id,
          seriesId: payment.seriesId,
          amountCents: 1500,
          reason: 'Rain on the courts',
          status: 'succeeded',
        },
        {
          paymentId: payment.id,
          seriesId: payment.seriesId,
          amountCents: 500,
          reason: 'Not yet',
          status: 'pending',
        },
      ])
      .returning();
    const number = `R-${String(done!.id).padStart(6, '0')}`;
    const { receipts } = await receiptsOf(first.booking_id);
    expect(receipts.map((r) => r.number)).toEqual([
      `P-${String(payment.id).padStart(6, '0')}`,
      number,
    ]);
    expect(receipts[1]).toMatchObject({
      kind: 'refund',
      method: 'refund_to_card',
      total: '15.00',
      reason: 'Rain on the courts',
      court_fees: null,
      tax: null,
      card_fee: null,
    });
    const { text } = await pdfText((await pdfOf(number)).rawPayload);
    for (const part of ['REFUND RECEIPT', 'Refund to the card', 'Rain on the courts']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Total refunded $15.00');
    const notYet = `R-${String(pending!.id).padStart(6, '0')}`;
    expect((await pdfOf(notYet)).statusCode).toBe(404);
  });

  it('a refund by staff is emailed with its receipt R-{refund id}; a cancel with its refund too', async () => {
    const { first, payment } = await paidByCard();
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/court-bookings/${first.booking_id}/refunds/`,
      headers: deskAdmin.headers,
      payload: { amount: '10.00', reason: 'Lights out for an hour' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    const number = `R-${String(refund!.id).padStart(6, '0')}`;
    await emailsSent(db());
    const email = started.mail.to(player.user.email).at(-1)!;
    const pdf = email.attachments.find((file) => file.filename === `receipt-${number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const { text } = await pdfText(pdf!.bytes);
    expect(text).toContain('Lights out for an hour');
    expect(text).toContain('Total refunded $10.00');

    const cancel = await ctx().app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${first.booking_id}/`,
      headers: deskAdmin.headers,
      payload: { status: 'cancelled', refund: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await emailsSent(db());
    const cancelled = started.mail.to(player.user.email).at(-1)!;
    expect(cancelled.subject).toContain('cancelled');
    const files = cancelled.attachments.map((file) => file.filename);
    expect(files).toHaveLength(2);
    expect(files[1]).toMatch(/^receipt-R-\d{6}\.pdf$/);
    const { receipts } = await receiptsOf(first.booking_id);
    expect(receipts.map((r) => r.kind)).toEqual(['payment', 'refund', 'refund']);
    expect(receipts[2]!.total).toBe('56.60');
  });

  it("nobody else sees a receipt: another player, another club's staff, staff without bookings", async () => {
    const booking = await paidAtDesk('cash');
    const number = `D-${String(booking.booking_id).padStart(6, '0')}`;
    for (const who of [otherPlayer, otherClubAdmin, reportingAdmin]) {
      const list = await get(`/api/bookings/${booking.booking_id}/receipts/`, who);
      expect(list.statusCode).toBe(404);
      const pdf = await pdfOf(number, who);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.json<ApiEnvelope>().message).toBe(ReceiptMessages.notFound);
    }
    expect((await pdfOf(number, superAdmin)).statusCode).toBe(200);
    expect((await pdfOf(number, null)).statusCode).toBe(401);
    expect((await get(`/api/bookings/${booking.booking_id}/receipts/`, null)).statusCode).toBe(401);
  });

  it('an unknown number is not found; a malformed one is refused with 400', async () => {
    expect((await pdfOf('P-999999999')).statusCode).toBe(404);
    for (const bad of ['X-000001', 'P-12', 'P-000000', 'receipt']) {
      const res = await pdfOf(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ApiEnvelope & { errors: string[] }>().errors[0]).toBe(
        ReceiptMessages.numberInvalid,
      );
    }
    expect((await get('/api/bookings/abc/receipts/', player)).statusCode).toBe(400);
  });
});
