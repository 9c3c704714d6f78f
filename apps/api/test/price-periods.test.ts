import {
  PriceMessages,
  type ApiEnvelope,
  type BookingQuote,
  type CreatedBookings,
  type PriceConfiguration,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysFromToday, onWeekday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

type QuoteAnswer = ApiEnvelope & BookingQuote;
type ConfigurationAnswer = ApiEnvelope & PriceConfiguration;

/** A Monday far enough ahead to book, and the Saturday after it. */
const MONDAY = onWeekday(daysFromToday(10), 1);
const SATURDAY = onWeekday(MONDAY, 6);

describe('price periods', () => {
  let ctx: TestContext;
  let staff: SignedIn;
  let location: { id: number };
  let court: { id: number };
  let centreCourt: { id: number };
  const db = () => ctx.database.db;

  const configure = (payload: object, who: SignedIn = staff, at = location.id) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/price-configuration/${at}/`,
      headers: who.headers,
      payload,
    });
  const quote = (courtId: number, date: string, start: string, end: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/quote/',
      payload: {
        location_id: location.id,
        court_id: courtId,
        booking_date: date,
        start_time: start,
        end_time: end,
        book_for_four_weeks: 'False',
      },
    });
  const PEAK = {
    name: 'Peak',
    weekdays: [1, 2, 3, 4, 5],
    start_time: '18:00',
    end_time: '22:00',
    fee_hrs: '60.00',
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), {
      name: 'Period Club',
      defaultTaxBasisPoints: 0,
      defaultCardFeeBasisPoints: 0,
    });
    const figures = { hourlyFeeCents: 4000, taxBasisPoints: 0, cardFeeBasisPoints: 0 };
    court = await insertCourt(db(), location.id, figures);
    centreCourt = await insertCourt(db(), location.id, figures);
    staff = await signIn(ctx.app, db(), { userType: 0 });
  });
  afterAll(() => ctx.app.close());

  it('saves periods with the configuration and answers them with it, audited', async () => {
    const res = await configure({
      price_periods: [
        {
          ...PEAK,
          weekdays: [5, 1, 2, 3, 4],
          court_fees: [{ court_id: centreCourt.id, fee_hrs: '80' }],
        },
        {
          name: 'Weekend',
          weekdays: [0, 6],
          start_time: '08:00',
          end_time: '20:00',
          fee_hrs: '50',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConfigurationAnswer>().price_periods).toEqual([
      {
        id: expect.any(Number) as number,
        name: 'Weekend',
        weekdays: [0, 6],
        start_time: '08:00',
        end_time: '20:00',
        fee_hrs: '50.00',
        court_fees: [],
      },
      {
        id: expect.any(Number) as number,
        name: 'Peak',
        weekdays: [1, 2, 3, 4, 5],
        start_time: '18:00',
        end_time: '22:00',
        fee_hrs: '60.00',
        court_fees: [{ court_id: centreCourt.id, fee_hrs: '80.00' }],
      },
    ]);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/price-configuration/${location.id}/`,
      headers: staff.headers,
    });
    expect(read.json<ConfigurationAnswer>().price_periods).toEqual(
      res.json<ConfigurationAnswer>().price_periods,
    );
    const [audit] = (await auditRowsOf(db(), 'location', location.id)).slice(-1);
    expect(audit?.details).toMatchObject({
      before: { price_periods: [] },
      after: { price_periods: [{ name: 'Peak' }, { name: 'Weekend' }] },
    });
  });

  it('prices a session by the minute in each period: 17:30–19:00 is 30 minutes at $40, 60 at $60', async () => {
    const res = await quote(court.id, MONDAY, '17:30', '19:00');
    expect(res.statusCode).toBe(200);
    expect(res.json<QuoteAnswer>()).toMatchObject({
      total_price: '80.00',
      on_amount: '80.00',
      price_lines: [
        { period: null, minutes: 30, fee_hrs: '40.00' },
        { period: 'Peak', minutes: 60, fee_hrs: '60.00' },
      ],
    });
    // A court with its own fee in the period, and the weekend's own period.
    expect((await quote(centreCourt.id, MONDAY, '17:30', '19:00')).json()).toMatchObject({
      total_price: '100.00',
    });
    expect((await quote(court.id, SATURDAY, '19:00', '21:00')).json()).toMatchObject({
      total_price: '90.00',
    });
    // Outside every period: the court's own fee, as SPEC prices it.
    expect((await quote(court.id, MONDAY, '10:00', '11:30')).json()).toMatchObject({
      total_price: '60.00',
    });
  });

  it('books at the period price and refuses the court’s plain fee, naming the quote', async () => {
    const player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
    const body = (totalPrice: string) =>
      bookingBody({
        location: location.id,
        court_id: court.id,
        booking_date: MONDAY,
        start_time: '21:00',
        duration: 1,
        total_price: totalPrice,
      });
    const book = (totalPrice: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/court-bookings/',
        headers: player.headers,
        payload: body(totalPrice),
      });
    const refused = await book('40.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiEnvelope>().message).toContain('60.00');
    const booked = await book('60.00');
    expect(booked.statusCode).toBe(201);
    expect(booked.json<ApiEnvelope & CreatedBookings>().data[0]).toMatchObject({
      total_price: '60.00',
      price_lines: [{ period: 'Peak', minutes: 60, fee_hrs: '60.00' }],
    });
  });

  it('previews a price with the location’s periods', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/price-preview/',
      headers: staff.headers,
      payload: { court_id: court.id, booking_date: MONDAY, start_time: '17:30', end_time: '19:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_price: '80.00' });

    // Unsaved periods sent with the figures price the preview instead of the saved ones.
    const unsaved = await ctx.app.inject({
      method: 'POST',
      url: '/api/price-preview/',
      headers: staff.headers,
      payload: {
        court_id: court.id,
        booking_date: MONDAY,
        start_time: '17:30',
        end_time: '19:00',
        price_periods: [{ ...PEAK, start_time: '17:00', fee_hrs: '100' }],
      },
    });
    expect(unsaved.json()).toMatchObject({
      total_price: '150.00',
      price_lines: [{ period: 'Peak', minutes: 90, fee_hrs: '100.00' }],
    });
  });

  it('refuses periods that overlap, end before they start, or name a court elsewhere, changing nothing', async () => {
    const elsewhere = await insertLocation(db(), { name: 'Elsewhere' });
    const stranger = await insertCourt(db(), elsewhere.id);
    const cases: [object[], string][] = [
      [
        [PEAK, { ...PEAK, name: 'Evening', weekdays: [3], start_time: '21:00', end_time: '23:00' }],
        PriceMessages.periodsOverlap('Peak', 'Evening', 'Wednesday'),
      ],
      [
        [{ ...PEAK, start_time: '22:00', end_time: '18:00' }],
        PriceMessages.periodEndAfterStart('Peak'),
      ],
      [[{ ...PEAK, start_time: '18:15' }], PriceMessages.periodTimeInvalid],
      [[{ ...PEAK, weekdays: [1, 1] }], PriceMessages.periodWeekdaysInvalid],
      [[{ ...PEAK, weekdays: [7] }], PriceMessages.periodWeekdaysInvalid],
      [[{ ...PEAK, name: ' ' }], PriceMessages.periodNameRequired],
      [[{ ...PEAK, fee_hrs: '-1' }], PriceMessages.periodFeeInvalid],
      [
        [{ ...PEAK, court_fees: [{ court_id: stranger.id, fee_hrs: '1' }] }],
        PriceMessages.courtNotAtLocation(stranger.id),
      ],
    ];
    for (const [periods, message] of cases) {
      const res = await configure({ price_periods: periods });
      expect(res.statusCode, JSON.stringify(periods)).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(message);
    }
    expect((await quote(court.id, MONDAY, '17:30', '19:00')).json()).toMatchObject({
      total_price: '80.00',
    });
  });

  it('keeps the periods when the body leaves them out, and removes them all with an empty list', async () => {
    expect(
      (await configure({ tax_percent: '0' })).json<ConfigurationAnswer>().price_periods,
    ).toHaveLength(2);
    const cleared = await configure({ price_periods: [] });
    expect(cleared.json<ConfigurationAnswer>().price_periods).toEqual([]);
    expect((await quote(court.id, MONDAY, '17:30', '19:00')).json()).toMatchObject({
      total_price: '60.00',
    });
  });
});
