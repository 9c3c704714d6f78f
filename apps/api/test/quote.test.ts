import {
  AvailabilityMessages,
  BookingMessages,
  type ApiEnvelope,
  type BookingQuote,
  type CreatedBookings,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

type QuoteAnswer = ApiEnvelope & BookingQuote;

describe('POST /api/quote/', () => {
  let ctx: TestContext;
  let location: { id: number };
  const db = () => ctx.database.db;

  /** 33.33 an hour, 8.25 % tax, 2.90 % card fee: 1.5 hours come to 50.00 (49.995 rounded up). */
  const newCourt = (values: Parameters<typeof insertCourt>[2] = {}) =>
    insertCourt(db(), location.id, {
      hourlyFeeCents: 3333,
      taxBasisPoints: 825,
      cardFeeBasisPoints: 290,
      ...values,
    });
  const quote = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/quote/', headers, payload });
  const slot = (courtId: number, values: Record<string, unknown> = {}) => ({
    location_id: location.id,
    court_id: courtId,
    booking_date: daysFromToday(3),
    start_time: '18:00',
    end_time: '19:30',
    book_for_four_weeks: 'False',
    ...values,
  });
  const newPlayer = () => signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), { name: 'Quote Club' });
  });
  afterAll(() => ctx.app.close());

  it('answers, with no token, the amount fields the booking then carries', async () => {
    const court = await newCourt();
    const res = await quote(slot(court.id));
    expect(res.statusCode).toBe(200);
    const quoted = res.json<QuoteAnswer>();
    expect(quoted).toEqual({
      code: 200,
      message: 'Price quoted successfully.',
      total_price: '50.00',
      tax: '4.13',
      cc_fees: '1.45',
      full_tax: '4.13',
      full_cc_fees: '1.45',
      on_amount: '55.58',
      summary: '55.58',
      price_lines: [{ period: null, minutes: 90, fee_hrs: '33.33' }],
      member_plan: null,
    });

    // Booked at the quoted price: the booking carries the same figures.
    const player: SignedIn = await newPlayer();
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: player.headers,
      payload: bookingBody({
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(3),
        start_time: '18:00',
        duration: 1.5,
        total_price: quoted.total_price,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const [booking] = booked.json<ApiEnvelope & CreatedBookings>().data;
    const { code: _code, message: _message, member_plan: _plan, ...amounts } = quoted;
    expect(booking).toMatchObject(amounts);

    // A player's token changes nothing without a membership.
    const asPlayer = await quote(slot(court.id), (await newPlayer()).headers);
    expect(asPlayer.json()).toEqual(quoted);
  });

  it('prices four weekly sessions as the weekly booking would be', async () => {
    const court = await newCourt();
    const res = await quote(slot(court.id, { book_for_four_weeks: 'True', duration: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_price: '200.00',
      tax: '4.13',
      cc_fees: '1.45',
      full_tax: '16.52',
      full_cc_fees: '5.80',
      on_amount: '222.32',
      summary: '222.32',
    });
  });

  it('takes the duration in place of end_time, as the booking does', async () => {
    const court = await newCourt();
    const res = await quote(slot(court.id, { end_time: undefined, duration: 1 }));
    expect(res.json()).toMatchObject({ total_price: '33.33' });
  });

  it('refuses what the booking would refuse, with the booking’s own message', async () => {
    const court = await newCourt();
    const cases: [object, number, string][] = [
      [slot(court.id, { court_id: undefined }), 400, BookingMessages.courtRequired],
      [slot(999_999), 404, BookingMessages.courtNotFound],
      [slot(court.id, { booking_date: daysFromToday(-1) }), 400, AvailabilityMessages.datePast],
      [slot(court.id, { end_time: '18:00' }), 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await quote(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json<ApiEnvelope>().message).toBe(message);
      else expect(res.json<ApiEnvelope>().message).not.toBe('');
    }
    const inactive = await newCourt({ isActive: false });
    const closed = await quote(slot(inactive.id));
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ApiEnvelope>().message).toBe(BookingMessages.courtUnavailable);
  });

  it('a booking at another price is refused with the quoted figure', async () => {
    const court = await newCourt();
    const player = await newPlayer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: player.headers,
      payload: bookingBody({ location: location.id, court_id: court.id, total_price: '49.99' }),
    });
    expect(res.statusCode).toBe(409);
    const { total_price } = (await quote(slot(court.id))).json<QuoteAnswer>();
    expect(res.json<ApiEnvelope>().message).toBe(BookingMessages.priceChanged(total_price));
    expect(res.json<ApiEnvelope>().message).toContain('$50.00');
  });
});
