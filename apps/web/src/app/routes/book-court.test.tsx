import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DAY_SLOTS, datesOfMonth, localDate, minutesOf, type Booking } from '@courtbook/shared';
import { addDays, formatLongDate } from '../../features/booking-wizard/lib/calendar';
import { saveSelectedLocation } from '../../lib/storage';
import {
  ok,
  refuse,
  byRoute,
  routeKey,
  startApiServer,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { checkoutReplies } from '../../test/checkout';
import { JOURNEY_TIMEOUT_MS, clearToasts, jsonBody, toast } from '../../test/forms';
import { logInAs, renderApp } from '../../test/render';
import { SPEC_COURT } from '../../test/courts';

const TIME_ZONE = 'America/New_York';
const club = {
  id: 3,
  name: 'Downtown Racquet Club',
  logo: null,
  address_1: '120 Market Street',
  address_2: '',
  address_3: 'Philadelphia, PA',
  address_4: 'United States',
  time_zone: TIME_ZONE,
  booking_horizon_days: 365,
};
const free = { is_booked: false, unavailable_reason: null, unavailable_dates: [] };
const courts = [
  { court_id: 11, court_number: 1, court_fee_hrs: '45.00', ...free },
  { court_id: 12, court_number: 2, court_fee_hrs: '45.00', ...free, is_booked: true },
  { court_id: 13, court_number: 3, court_fee_hrs: '40.00', ...free },
].map((court) =>
  court.is_booked ? { ...court, unavailable_reason: 'booked', unavailable_dates: [] } : court,
);
/** GET /day_availability/: every half hour free on every court, whatever the date. */
const dayReply = (request: { url: string }): Reply => {
  const date = new URL(request.url, 'http://x').searchParams.get('date') ?? '';
  return ok(
    {
      location_id: 3,
      date,
      time_zone: TIME_ZONE,
      slot_minutes: 30,
      courts: courts.map(({ court_id, court_number }) => ({
        ...SPEC_COURT,
        court_id,
        court_number,
        slots: Array.from({ length: DAY_SLOTS }, () => 'free'),
      })),
    },
    'ok',
  );
};

/** GET /month_availability/: every date of the month open. */
const monthReply = (request: { url: string }): Reply => {
  const month = new URL(request.url, 'http://x').searchParams.get('month') ?? '';
  const days = datesOfMonth(month).map((date) => ({ date, state: 'open' }));
  return ok({ location_id: 3, month, time_zone: TIME_ZONE, days }, 'ok');
};

/** What the API answers for a created booking: fee, 8% tax, 3% card fee. */
function bookingFrom(body: Record<string, string | number>, id: number): Booking {
  const weekly = body.book_for_four_weeks === 'True';
  const total = Number(body.total_price);
  const sessions = weekly ? 4 : 1;
  const fee = total / sessions;
  const money = (n: number) => n.toFixed(2);
  const date = String(body.booking_date);
  return {
    booking_id: id,
    series_id: `series-${id}`,
    booking_date: date,
    start_time: String(body.start_time),
    end_time: String(body.end_time),
    duration_time: '01:30:00',
    starts_at: `${date}T23:00:00.000Z`,
    ends_at: `${date}T23:59:00.000Z`,
    court_id: Number(body.court_id),
    court: {
      court_id: Number(body.court_id),
      court_number: Number(body.court_id) - 10,
      name: null,
      sport: 'tennis',
      location: { ...club, currency: 'USD' },
    },
    location: 3,
    locationId: 3,
    user: { id: 5, first_name: 'Pat', last_name: 'Player', phone: '+1', email: 'p@x.test' },
    status: 'pending',
    hold_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    book_for_four_weeks: weekly ? 'True' : 'False',
    session_dates: Array.from({ length: sessions }, (_, i) => addDays(date, i * 7)),
    fee: money(fee),
    price_lines: [],
    tax: money(fee * 0.08),
    cc_fees: money(fee * 0.03),
    session_amount: money(fee * 1.11),
    total_price: money(total),
    full_tax: money(total * 0.08),
    full_cc_fees: money(total * 0.03),
    on_amount: money(total * 1.11),
    summary: money(total * 1.11),
    payment_method: null,
    refund_amount: null,
    refunded_at: null,
    series_sessions: [],
    refunds: [],
    refundable_amount: '0.00',
    venue_paid: null,
    calendar_sequence: 0,
    created_at: new Date().toISOString(),
  };
}

/** POST /quote/ as the API answers it: the court's fee × hours × sessions, with the same amounts. */
function quoteReply(request: { body: string }): Reply {
  const body = JSON.parse(request.body) as Record<string, string | number>;
  const court = courts.find((c) => c.court_id === body.court_id);
  if (!court) return refuse(404, 'Court not found.');
  const hours = (minutesOf(String(body.end_time)) - minutesOf(String(body.start_time))) / 60;
  const sessions = body.book_for_four_weeks === 'True' ? 4 : 1;
  const totalPrice = (Number(court.court_fee_hrs) * hours * sessions).toFixed(2);
  const booking = bookingFrom({ ...body, total_price: totalPrice }, 0);
  const { total_price, tax, cc_fees, full_tax, full_cc_fees, on_amount, summary } = booking;
  const price_lines = [
    {
      period: null,
      minutes: Math.round(hours * 60),
      fee_hrs: Number(court.court_fee_hrs).toFixed(2),
    },
  ];
  return ok(
    { total_price, tax, cc_fees, full_tax, full_cc_fees, on_amount, summary, price_lines },
    'Quoted.',
  );
}

/** POST /quotes/: each slot at each court, priced as quoteReply prices one. */
function quotesReply(request: { body: string }): Reply {
  const body = JSON.parse(request.body) as {
    booking_date: string;
    book_for_four_weeks: boolean;
    slots: { start_time: string; end_time: string }[];
  };
  const quotes = body.slots.flatMap((slot) =>
    courts.map((court) => {
      const one = quoteReply({
        body: JSON.stringify({
          court_id: court.court_id,
          booking_date: body.booking_date,
          ...slot,
          book_for_four_weeks: body.book_for_four_weeks ? 'True' : 'False',
        }),
      }).body as { total_price: string; price_lines: unknown[] };
      return {
        court_id: court.court_id,
        start_time: slot.start_time,
        end_time: slot.end_time,
        total_price: one.total_price,
        price_lines: one.price_lines,
      };
    }),
  );
  return ok({ quotes }, 'Quoted.');
}

let server: TestApiServer;
/** What POST /fair-use-check/ answers: no limit passed unless a test says. */
let fairUseRefusal: { rule: string; message: string } | null;
let createReply: ((body: Record<string, string | number>) => Reply) | null;
let nextId: number;
/** The last booking made: the checkout it leads to asks for it. */
let made: Booking | undefined;

beforeEach(async () => {
  nextId = 41;
  createReply = null;
  fairUseRefusal = null;
  made = undefined;
  const routes = byRoute({
    // Bare lists, as the API answers them.
    'GET /api/all_locations/': { status: 200, body: [club] },
    'GET /api/my_location/': { status: 200, body: [club] },
    'GET /api/get_courtbookings/': ok({ count: 0, next: null, previous: null, results: [] }, 'ok'),
    'GET /api/day_availability/': dayReply,
    'GET /api/month_availability/': monthReply,
    'POST /api/quote/': quoteReply,
    'POST /api/quotes/': quotesReply,
    'POST /api/fair-use-check/': () => ok({ refusal: fairUseRefusal }, 'Fair-use limits checked.'),
    'POST /api/check_court_availability/': ok({ courts }, 'ok'),
    'POST /api/court-bookings/': (request) => {
      const body = JSON.parse(request.body) as Record<string, string | number>;
      if (createReply) return createReply(body);
      const weekly = body.book_for_four_weeks === 'True';
      const first = bookingFrom(body, nextId);
      made = first;
      nextId += weekly ? 4 : 1;
      const data = weekly
        ? first.session_dates.map((d, i) => ({
            ...first,
            booking_id: first.booking_id + i,
            booking_date: d,
          }))
        : [first];
      return ok({ status_code: 201, data }, 'Court booked successfully.', 201);
    },
    'PUT /api/court-bookings/41/': () => {
      const booked = { court_id: 11, total_price: '67.50', booking_date: today() };
      const confirmed = { ...bookingFrom(booked, 41), status: 'confirmed' };
      return ok(confirmed, 'Booking confirmed.');
    },
  });
  server = await startApiServer(
    (request) => (made && checkoutReplies(made)[routeKey(request)]) ?? routes(request),
  );
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});
afterEach(async () => {
  clearToasts();
  vi.unstubAllEnvs();
  await server.close();
});

const requestsTo = (method: string, url: string) =>
  server.requests.filter((r) => r.method === method && r.url.split('?')[0] === url);
const next = () => screen.getByRole('button', { name: 'NEXT' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

const today = () => localDate(new Date(), TIME_ZONE);
// Tomorrow, in the next month (and year) on the last day of one: the calendar offers it.
const bookingDate = () => addDays(today(), 1);

async function chooseDateAndTime(user: UserEvent, { weekly = false } = {}) {
  await stepHeading('Choose Date');
  expect(next()).toBeDisabled();
  const date = bookingDate();
  if (date.slice(5, 7) !== today().slice(5, 7)) {
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  }
  await user.click(screen.getByRole('button', { name: formatLongDate(date) }));
  await user.click(next());
  await stepHeading('Time Slot');
  // The start times come with the day's availability.
  // Each start shows its price once quoted ("11:00 PM · from $45.50").
  expect(await screen.findByRole('option', { name: /^11:00 PM · from \$/ })).toBeEnabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Start time' }), String(23 * 60));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '1 hour');
  if (weekly)
    await user.click(screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' }));
  await user.click(next());
  await stepHeading('Select Court');
  return date;
}

describe('booking wizard', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('a player books a court: the POST, the checkout summary, then pay', async () => {
    const user = userEvent.setup();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    const { router } = renderApp('/user-book-court');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Court' })).toBeVisible();
    expect(await screen.findByText(club.name)).toBeVisible();
    const date = await chooseDateAndTime(user);

    expect(await screen.findByRole('radio', { name: 'Court 2, booked' })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Court 1' }));
    await user.click(next());
    await stepHeading('Checkout');

    expect(jsonBody(requestsTo('POST', '/api/court-bookings/')[0])).toEqual({
      location: 3,
      court_id: 11,
      booking_date: date,
      start_time: '23:00:00',
      end_time: '24:00:00',
      book_for_four_weeks: 'False',
      total_price: '45.00',
      // The quote's grand total; the server recomputes it anyway.
      on_amount: '49.95',
    });
    const summary = screen.getByRole('table');
    expect(within(summary).getByRole('row', { name: /Court fee \$45\.00/ })).toBeVisible();
    expect(within(summary).getByRole('row', { name: /Tax \$3\.60/ })).toBeVisible();
    expect(within(summary).getByRole('row', { name: /Card fee \$1\.35/ })).toBeVisible();
    expect(within(summary).getByRole('row', { name: /Total \$49\.95/ })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/1[45]:\d\d/);

    await user.click(next());
    await stepHeading('Payment');
    expect(screen.getByText('$49.95')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'CONFIRM' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONFIRM & PAY NOW' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-session'));
    expect(router.state.location.state).toEqual({ bookingId: 41 });
    // The wizard keeps nothing; the checkout keeps its booking for a reload.
    await waitFor(() => expect(sessionStorage.getItem('courtbook.checkout-booking')).toBe('41'));
    expect(Object.keys(sessionStorage)).toEqual(['courtbook.checkout-booking']);
    expect(await screen.findByRole('button', { name: 'Pay $49.95' })).toBeEnabled();
  });

  it('keeps its place across a reload and does not book twice for the same choices', async () => {
    const user = userEvent.setup();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    const first = renderApp('/user-book-court');
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    await user.click(next());
    await stepHeading('Checkout');
    first.unmount();

    renderApp('/user-book-court');
    await stepHeading('Checkout');
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    await stepHeading('Select Court');
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    await user.click(next());
    await stepHeading('Checkout');
    expect(requestsTo('POST', '/api/court-bookings/')).toHaveLength(1);

    // Other choices, another booking.
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    await user.click(await screen.findByRole('radio', { name: 'Court 3' }));
    await user.click(next());
    await stepHeading('Checkout');
    expect(requestsTo('POST', '/api/court-bookings/')).toHaveLength(2);
    expect(jsonBody(requestsTo('POST', '/api/court-bookings/')[1])).toMatchObject({
      court_id: 13,
      total_price: '40.00',
    });

    // The chosen date leads back to step 1.
    await user.click(screen.getByRole('button', { name: /change the date/ }));
    await stepHeading('Choose Date');
  });

  it('shows the weekly series: four dates and four times the price', async () => {
    const user = userEvent.setup();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    renderApp('/user-book-court');
    const date = await chooseDateAndTime(user, { weekly: true });
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    await user.click(next());
    await stepHeading('Checkout');
    expect(jsonBody(requestsTo('POST', '/api/court-bookings/')[0])).toMatchObject({
      book_for_four_weeks: 'True',
      total_price: '180.00',
    });
    const summary = screen.getByRole('table');
    expect(within(summary).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(summary).getByText(
        formatLongDate(addDays(date, 21)).replace(/^(\w{3})\w*, (\w{3})\w*/, '$1, $2'),
      ),
    ).toBeVisible();
    expect(
      within(summary).getByRole('row', { name: /Court fee \(4 sessions\) \$180\.00/ }),
    ).toBeVisible();
  });

  it("shows the server's message when the court was taken, and refreshes the courts", async () => {
    const user = userEvent.setup();
    createReply = () => refuse(409, 'Court is already booked for the selected time.');
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    renderApp('/user-book-court');
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    const checks = requestsTo('POST', '/api/check_court_availability/').length;
    await user.click(next());
    expect(
      await screen.findByRole('alert', { name: 'The court could not be booked' }),
    ).toHaveTextContent('Court is already booked for the selected time.');
    await waitFor(() =>
      expect(requestsTo('POST', '/api/check_court_availability/').length).toBeGreaterThan(checks),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  });

  it('says at the time step when the club’s limit would refuse the booking, and stays there', async () => {
    const user = userEvent.setup();
    fairUseRefusal = {
      rule: 'upcoming',
      message:
        'You have 2 of 2 upcoming bookings at Downtown Racquet Club; the next frees on Friday 4 December at 11:00 AM.',
    };
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    renderApp('/user-book-court');
    await stepHeading('Choose Date');
    const date = bookingDate();
    if (date.slice(5, 7) !== today().slice(5, 7)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    await user.click(screen.getByRole('button', { name: formatLongDate(date) }));
    await user.click(next());
    await stepHeading('Time Slot');
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() =>
      expect(within(start).getByRole('option', { name: /^11:00 PM/ })).toBeEnabled(),
    );
    await user.selectOptions(start, String(23 * 60));
    expect(
      await screen.findByRole('alert', { name: "Over the club's booking limit" }),
    ).toHaveTextContent(fairUseRefusal.message);
    expect(next()).toBeDisabled();
    const asked = requestsTo('POST', '/api/fair-use-check/');
    expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({
      location_id: 3,
      booking_date: date,
      start_time: '23:00:00',
      end_time: '24:00:00',
      book_for_four_weeks: false,
    });
  });

  it('says when the hold has lapsed and offers to start again', async () => {
    const user = userEvent.setup();
    createReply = (body) =>
      ok(
        {
          status_code: 201,
          data: [
            {
              ...bookingFrom(body, 41),
              hold_expires_at: new Date(Date.now() + 1500).toISOString(),
            },
          ],
        },
        'Court booked successfully.',
        201,
      );
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    renderApp('/user-book-court');
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    await user.click(next());
    await stepHeading('Checkout');
    expect(
      await screen.findByRole('alert', { name: 'The hold has lapsed' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await stepHeading('Choose Date');
  });

  it("opens only the dates within the location's booking horizon, weekly included", async () => {
    await server.close();
    server = await startApiServer(
      byRoute({
        'GET /api/all_locations/': { status: 200, body: [{ ...club, booking_horizon_days: 1 }] },
      }),
    );
    vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
    const user = userEvent.setup();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    renderApp('/user-book-court');
    await stepHeading('Choose Date');
    const last = addDays(today(), 1);
    for (const button of within(screen.getByRole('grid')).getAllByRole('button')) {
      const date = button.getAttribute('data-date') ?? '';
      // Past days are disabled; the days after the horizon say why they cannot be chosen.
      expect(button, date).toHaveProperty('disabled', date < today());
      expect(button.getAttribute('aria-disabled') === 'true', date).toBe(date > last);
    }
    // The months end with the horizon's: the next one too on the last day of a month.
    const months = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(months.map((option) => option.getAttribute('value'))).toEqual([
      ...new Set([today().slice(0, 7), last.slice(0, 7)]),
    ]);

    // Four weeks from any open date reach beyond a one-day horizon.
    await user.click(screen.getByRole('button', { name: formatLongDate(today()) }));
    await user.click(next());
    await stepHeading('Time Slot');
    const weekly = screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' });
    expect(weekly).toBeDisabled();
    expect(screen.getByText(/the last of the four weeks is beyond the dates open/)).toBeVisible();
  });

  it('sends a super admin without a location to choose one first', async () => {
    logInAs('superAdmin');
    const { router } = renderApp('/book-court');
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-location'));
  });

  it('staff book for a player by email and confirm without payment', async () => {
    const user = userEvent.setup();
    logInAs('superAdmin');
    saveSelectedLocation({ id: 3, name: club.name });
    const { router } = renderApp('/book-court');
    await chooseDateAndTime(user);
    await user.click(await screen.findByRole('radio', { name: 'Court 1' }));
    await user.type(screen.getByRole('textbox', { name: /Player email/ }), 'pat@example.com');
    await user.click(next());
    await stepHeading('Checkout');
    expect(jsonBody(requestsTo('POST', '/api/court-bookings/')[0])).toMatchObject({
      user_email: 'pat@example.com',
    });
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'CONFIRM' }));
    await toast('Booking confirmed.');
    expect(jsonBody(requestsTo('PUT', '/api/court-bookings/41/')[0])).toEqual({
      status: 'confirmed',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it('a location admin books at their first location when the stored one is not theirs', async () => {
    logInAs('locationAdmin');
    saveSelectedLocation({ id: 99, name: 'Elsewhere' });
    renderApp('/book-court');
    await stepHeading('Choose Date');
    expect(screen.getByText(club.name)).toBeVisible();
  });
});
