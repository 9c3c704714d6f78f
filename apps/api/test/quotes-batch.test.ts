import {
  BookingMessages,
  QUOTE_SLOTS_LIMIT,
  type ApiEnvelope,
  type BookingQuote,
  type CourtQuotes,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, onWeekday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn } from './helpers/staff';
import { setPricePeriods } from './helpers/prices';
import { createTestApp, type TestContext } from './helpers/test-app';

type QuotesAnswer = ApiEnvelope & CourtQuotes;

const MONDAY = onWeekday(daysFromToday(10), 1);

describe('POST /api/quotes/', () => {
  let ctx: TestContext;
  let location: { id: number };
  let courtOne: { id: number };
  let courtTwo: { id: number };
  const db = () => ctx.database.db;

  const quotes = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/quotes/', payload });
  const request = (slots: [string, string][], values: Record<string, unknown> = {}) => ({
    location_id: location.id,
    booking_date: MONDAY,
    book_for_four_weeks: false,
    slots: slots.map(([start_time, end_time]) => ({ start_time, end_time })),
    ...values,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), {
      name: 'Batch Club',
      defaultTaxBasisPoints: 0,
      defaultCardFeeBasisPoints: 0,
    });
    const figures = { taxBasisPoints: 0, cardFeeBasisPoints: 0 };
    courtOne = await insertCourt(db(), location.id, { ...figures, hourlyFeeCents: 4000 });
    courtTwo = await insertCourt(db(), location.id, { ...figures, hourlyFeeCents: 5000 });
    await insertCourt(db(), location.id, { ...figures, hourlyFeeCents: 1000, isActive: false });
    const staff = await signIn(ctx.app, db(), { userType: 0 });
    await setPricePeriods(ctx.app, staff, location.id);
  });
  afterAll(() => ctx.app.close());

  it('prices every slot at every bookable court, by period, as the one-court quote does', async () => {
    const slots: [string, string][] = [
      ['17:00', '18:00'],
      ['17:30', '19:00'],
      ['18:00', '19:00'],
    ];
    const res = await quotes(request(slots));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<QuotesAnswer>();
    expect(answer.message).toBe('Price quoted successfully.');
    // The inactive court is left out; the others in court order, slot by slot.
    expect(answer.quotes.map((q) => [q.court_id, q.start_time, q.total_price])).toEqual([
      [courtOne.id, '17:00:00', '40.00'],
      [courtTwo.id, '17:00:00', '50.00'],
      [courtOne.id, '17:30:00', '80.00'],
      [courtTwo.id, '17:30:00', '85.00'],
      [courtOne.id, '18:00:00', '60.00'],
      [courtTwo.id, '18:00:00', '60.00'],
    ]);
    expect(answer.quotes[2]).toEqual({
      court_id: courtOne.id,
      start_time: '17:30:00',
      end_time: '19:00:00',
      total_price: '80.00',
      price_lines: [
        { period: null, minutes: 30, fee_hrs: '40.00' },
        { period: 'Peak', minutes: 60, fee_hrs: '60.00' },
      ],
      member_plan: null,
    });

    for (const each of answer.quotes) {
      const one = await ctx.app.inject({
        method: 'POST',
        url: '/api/quote/',
        payload: {
          location_id: location.id,
          court_id: each.court_id,
          booking_date: MONDAY,
          start_time: each.start_time,
          end_time: each.end_time,
        },
      });
      const single = one.json<ApiEnvelope & BookingQuote>();
      expect([single.total_price, single.price_lines]).toEqual([
        each.total_price,
        each.price_lines,
      ]);
    }
  });

  it('prices four weekly sessions, and leaves out what the booking would refuse', async () => {
    const weekly = await quotes(request([['17:00', '18:00']], { book_for_four_weeks: 'True' }));
    expect(weekly.json<QuotesAnswer>().quotes.map((q) => q.total_price)).toEqual([
      '160.00',
      '200.00',
    ]);
    const past = await quotes(request([['17:00', '18:00']], { booking_date: daysFromToday(-1) }));
    expect(past.statusCode).toBe(200);
    expect(past.json<QuotesAnswer>().quotes).toEqual([]);
  });

  it('refuses bad input in the envelope', async () => {
    const cases: [object, number, string | null][] = [
      [request([]), 400, BookingMessages.quoteSlotsRequired],
      [
        request(Array.from({ length: QUOTE_SLOTS_LIMIT + 1 }, () => ['10:00', '11:00'])),
        400,
        BookingMessages.quoteSlotsTooMany(QUOTE_SLOTS_LIMIT),
      ],
      [request([['19:00', '18:00']]), 400, null],
      [request([['10:10', '11:00']]), 400, null],
      [request([['10:00', '11:00']], { location_id: 999_999 }), 404, null],
      [{ ...request([['10:00', '11:00']]), slots: 'all' }, 400, BookingMessages.quoteSlotsRequired],
    ];
    for (const [payload, status, message] of cases) {
      const res = await quotes(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(status);
      const body = res.json<ApiEnvelope>();
      expect(body.message).not.toBe('');
      if (message) expect(body.message).toBe(message);
    }
  });
});
