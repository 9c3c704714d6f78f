import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  minutesOf,
  type CourtSchedule,
  type ScheduleEntry,
  type SlotState,
  type StaffWaitlistEntry,
} from '@courtbook/shared';
import {
  routeKey,
  startApiServer,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { aBooking } from '../../test/bookings';
import { checkoutReplies } from '../../test/checkout';
import { logInAs, renderApp, renderWithProviders } from '../../test/render';
import { ScheduleGrid } from '../../features/schedule/components/schedule-grid';
import { SPEC_COURT } from '../../test/courts';

const DATE = '2030-06-12';
const ok = (fields: object, code = 200): Reply => ({
  status: code,
  body: { code, message: 'OK', ...fields },
});

/** Open 8 AM to 10 PM; `overrides` by half-hour index. */
const slots = (overrides: Record<number, SlotState> = {}) =>
  Array.from(
    { length: 48 },
    (_, i): SlotState => overrides[i] ?? (i >= 16 && i < 44 ? 'free' : 'outside_hours'),
  );

const entry = (values: Partial<ScheduleEntry>): ScheduleEntry => ({
  kind: 'booking',
  id: 41,
  court_id: 11,
  first_slot: 36,
  end_slot: 39,
  starts_at: '',
  ends_at: '',
  hold_expires_at: null,
  player: {
    id: 7,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '+15550100',
    walk_in: false,
  },
  payment_due: 'venue',
  total_price: '60.00',
  venue_paid: null,
  reason: null,
  ...values,
});

const sheet: CourtSchedule = {
  location_id: 1,
  location_name: 'Greenlake Tennis Club',
  date: DATE,
  time_zone: 'America/New_York',
  currency: 'USD',
  slot_minutes: 30,
  courts: [
    {
      ...SPEC_COURT,
      court_id: 11,
      court_number: 1,
      is_active: true,
      slots: slots({ 36: 'booked', 37: 'booked', 38: 'booked' }),
    },
    {
      ...SPEC_COURT,
      court_id: 12,
      court_number: 2,
      is_active: true,
      slots: slots({ 18: 'booked', 19: 'booked', 20: 'closed', 21: 'closed' }),
    },
  ],
  entries: [
    entry({}),
    entry({
      kind: 'hold',
      id: 42,
      court_id: 12,
      first_slot: 18,
      end_slot: 20,
      hold_expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      player: {
        ...entry({}).player!,
        id: 8,
        first_name: 'Walter',
        last_name: 'Inn',
        walk_in: true,
      },
      payment_due: 'online',
    }),
    entry({
      kind: 'closure',
      id: 5,
      court_id: 12,
      first_slot: 20,
      end_slot: 22,
      player: null,
      payment_due: null,
      total_price: null,
      reason: 'Net repair',
    }),
  ],
};

/** The walk-in booked to pay by card: held, as the checkout it opens asks for it. */
const heldWalkIn = aBooking(99, {
  status: 'pending',
  payment_method: null,
  hold_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
});

/** The day sheet the API answers: `sheet` unless a test says otherwise. */
let answer: CourtSchedule = sheet;

/** A player waiting for court 11 (or any court) from `from` to `to`. */
const waitingEntry = (id: number, name: string, values: Partial<StaffWaitlistEntry>) => ({
  id,
  location: { id: 1, name: 'Greenlake Tennis Club' },
  court: null,
  sport: null,
  booking_date: DATE,
  from_time: '18:00',
  to_time: '20:00',
  duration_minutes: 60,
  status: 'waiting' as const,
  place: 1,
  offer: null,
  created_at: '2030-06-01T10:00:00.000Z',
  player: { id: 100 + id, name, email: `${id}@example.com` },
  ...values,
});
/** The day's waitlist the API answers: nobody unless a test says otherwise. */
let waitlist: StaffWaitlistEntry[] = [];

/** What the API prices a move of Ana's session at, and whether it refuses the move itself. */
const movePrice = { fee: '60.00', new_fee: '50.00', price_difference: '-10.00', member_plan: null };
let refuseMove = false;

/** Open 8 AM to 10 PM in quarter hours; `overrides` by quarter-hour index. */
const quarters = (overrides: Record<number, SlotState> = {}) =>
  Array.from(
    { length: 96 },
    (_, i): SlotState => overrides[i] ?? (i >= 32 && i < 88 ? 'free' : 'outside_hours'),
  );

/** A padel Centre Court offering 90 minutes beside a tennis court starting on quarter hours. */
const quarterSheet: CourtSchedule = {
  ...sheet,
  slot_minutes: 15,
  courts: [
    {
      ...SPEC_COURT,
      court_id: 11,
      court_number: 1,
      sport: 'padel',
      name: 'Centre Court',
      session_minutes: [90],
      is_active: true,
      slots: quarters(),
    },
    {
      ...SPEC_COURT,
      court_id: 12,
      court_number: 2,
      session_minutes: [60, 75, 90],
      start_step_minutes: 15,
      is_active: true,
      slots: quarters({ 72: 'booked', 73: 'booked', 74: 'booked', 75: 'booked' }),
    },
  ],
  entries: [entry({ court_id: 12, first_slot: 72, end_slot: 76 })],
};

function scheduleApi(request: RecordedRequest): Reply {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/my_location/') {
    return {
      status: 200,
      body: [{ id: 1, name: 'Greenlake Tennis Club', time_zone: 'America/New_York' }],
    };
  }
  if (url.pathname === '/api/court_schedule/') return ok(answer);
  if (url.pathname === '/api/user_basic_data/') {
    return ok({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 7, first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com' }],
    });
  }
  if (url.pathname === '/api/quote/') {
    // As the API quotes the sheet's courts: $40.00 an hour, tax and card fee aside.
    const body = JSON.parse(request.body) as { start_time: string; end_time: string };
    const total = ((40 * (minutesOf(body.end_time) - minutesOf(body.start_time))) / 60).toFixed(2);
    const none = '0.00';
    return ok({
      total_price: total,
      tax: none,
      cc_fees: none,
      full_tax: none,
      full_cc_fees: none,
      on_amount: total,
      summary: total,
      price_lines: [
        {
          period: null,
          minutes: minutesOf(body.end_time) - minutesOf(body.start_time),
          fee_hrs: '40.00',
        },
      ],
    });
  }
  if (url.pathname === '/api/court-schedule/waitlist/') return ok({ results: waitlist });
  if (url.pathname === '/api/court-bookings/41/mark-paid/' && request.method === 'POST') {
    return { status: 200, body: { code: 200, message: 'Booking marked paid.', ...aBooking(41) } };
  }
  if (url.pathname === '/api/court-bookings/41/move-quote/') return ok(movePrice);
  if (url.pathname === '/api/court-bookings/41/move/') {
    return refuseMove
      ? {
          status: 409,
          body: { code: 409, message: 'Court is already booked for the selected time.' },
        }
      : ok({ ...movePrice, booking: aBooking(41) });
  }
  if (url.pathname === '/api/court-bookings/' && request.method === 'POST') {
    return ok({ status_code: 201, data: [{ booking_id: 99 }] }, 201);
  }
  if (url.pathname === '/api/court-bookings/99/' && request.method === 'PUT') {
    return ok({ booking_id: 99, status: 'confirmed' });
  }
  return (
    checkoutReplies(heldWalkIn)[routeKey(request)] ?? {
      status: 404,
      body: { code: 404, message: 'Not found.' },
    }
  );
}

vi.setConfig({ testTimeout: 30_000 });

let server: TestApiServer | undefined;
beforeEach(async () => {
  answer = sheet;
  waitlist = [];
  refuseMove = false;
  logInAs('superAdmin');
  server = await startApiServer(scheduleApi);
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  server = undefined;
});

const requestsTo = (path: string) =>
  server!.requests.filter((r) => new URL(r.url, 'http://test').pathname === path);

describe('/court-schedule', () => {
  it('shows the courts through the day: bookings by name, holds with their countdown, closures with why', async () => {
    renderApp(`/court-schedule?date=${DATE}`);
    // The first sheet of the file waits for the route's code too.
    const grid = await screen.findByRole(
      'table',
      { name: /Day sheet for Greenlake Tennis Club/ },
      { timeout: 10_000 },
    );
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Time',
      'Court 1 Tennis · From 60 min',
      'Court 2 Tennis · From 60 min',
    ]);
    expect(within(grid).getByRole('rowheader', { name: '8:00 AM' })).toBeInTheDocument();

    const booking = within(grid).getByRole('button', { name: /Ana Lopez/ });
    expect(booking).toHaveAccessibleName(
      'Court 1, 6:00 PM – 7:30 PM: Ana Lopez, confirmed, pay at the club. Show details',
    );
    expect(within(booking).getByText('Pay at the club')).toBeInTheDocument();
    const hold = within(grid).getByRole('button', { name: /Walter Inn \(walk-in\)/ });
    expect(within(hold).getByText(/Awaiting payment · 0[45]:\d\d/)).toBeInTheDocument();
    expect(within(grid).getByText('Net repair')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Book Court 1 at 8:00 AM' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Wednesday, June 12, 2030')).toBeInTheDocument();
    expect(new URL(requestsTo('/api/court_schedule/')[0]!.url, 'http://test').search).toBe(
      `?location_id=1&date=${DATE}`,
    );
  });

  it("draws a quarter-hour sheet: each court's name, sport and lengths, starts on its own grid", async () => {
    answer = quarterSheet;
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    const grid = within(await screen.findByRole('table', { name: /Day sheet/ }));
    expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Centre Court Padel · 90 min',
      'Court 2 Tennis · 60–90 min',
    ]);
    expect(grid.getByRole('rowheader', { name: '8:15 AM' })).toBeInTheDocument();
    expect(grid.getByRole('button', { name: 'Book Centre Court at 8:00 AM' })).toBeInTheDocument();
    // The padel court starts on the half hour only; the tennis court on every quarter.
    expect(
      grid.queryByRole('button', { name: 'Book Centre Court at 8:15 AM' }),
    ).not.toBeInTheDocument();
    expect(grid.getByRole('button', { name: 'Book Court 2 at 8:15 AM' })).toBeInTheDocument();
    expect(
      grid.getByRole('button', { name: /Court 2, 6:00 PM – 7:00 PM: Ana Lopez/ }),
    ).toBeVisible();

    await user.click(grid.getByRole('button', { name: 'Book Centre Court at 9:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Centre Court at 9:00 AM' });
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveValue('1.5 hours');
    await user.click(within(dialog).getByRole('combobox', { name: 'Duration' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['1.5 hours']);
  });

  it('shows a half-hour court alone (as on a phone) in half hours, even on a quarter-hour sheet', () => {
    const grid = (courtIds: number[]) =>
      renderWithProviders(
        <ScheduleGrid
          sheet={quarterSheet}
          courtIds={courtIds}
          caption="Day sheet"
          onOpenEntry={() => undefined}
          onBook={() => undefined}
        />,
      );
    const rowNames = () => screen.getAllByRole('rowheader').map((th) => th.textContent);
    const padel = grid([11]);
    expect(rowNames().slice(0, 3)).toEqual(['8:00 AM', '8:30 AM', '9:00 AM']);
    padel.unmount();
    grid([12]);
    expect(rowNames().slice(0, 3)).toEqual(['8:00 AM', '8:15 AM', '8:30 AM']);
    expect(screen.getByRole('button', { name: /Court 2, 6:00 PM – 7:00 PM/ })).toBeVisible();
  });

  it("opens a booking's details, with the way to its page", async () => {
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    expect(within(dialog).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('$60.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open booking' })).toHaveAttribute(
      'href',
      '/court-details/41',
    );
  });

  it('shows how many wait for a booked time, and who, in line', async () => {
    waitlist = [
      waitingEntry(1, 'Blake Waits', {}),
      waitingEntry(2, 'Casey Later', { court: { id: 11, court_number: 1, name: null }, place: 2 }),
      // Another court's, and a time Ana's session does not hold: not hers.
      waitingEntry(3, 'Drew Elsewhere', { court: { id: 12, court_number: 2, name: null } }),
      waitingEntry(4, 'Eli Morning', { from_time: '08:00', to_time: '09:00' }),
    ];
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    const ana = await screen.findByRole('button', {
      name: /Ana Lopez.*, 2 waiting\. Show details/,
    });
    expect(ana).toHaveTextContent('2 waiting');
    await user.click(ana);
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    const line = within(dialog).getByRole('region', { name: 'Waitlist (2)' });
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Blake Waits · 6:00 PM – 8:00 PM · 1 hour',
      'Casey Later · 6:00 PM – 8:00 PM · 1 hour',
    ]);
  });

  it('marks a booking to be paid at the club paid at the desk, asking how', async () => {
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
    const details = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    expect(within(details).getByText('Pay at the club')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Mark paid' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark paid at the club' });
    expect(ask).toHaveTextContent('Paid at the desk for Ana Lopez: Court 1, 6:00 PM – 7:30 PM');
    await user.click(within(ask).getByRole('button', { name: 'Mark paid' }));
    expect(
      await within(ask).findByText('Please choose how it was paid: cash or card.'),
    ).toBeVisible();
    await user.click(within(ask).getByRole('radio', { name: 'Cash' }));
    await user.click(within(ask).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(requestsTo('/api/court-bookings/41/mark-paid/')).toHaveLength(1));
    expect(JSON.parse(requestsTo('/api/court-bookings/41/mark-paid/')[0]!.body)).toEqual({
      method: 'cash',
    });
    expect(await screen.findByText('Booking marked paid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says who took the money at the desk, and offers no second Mark paid', async () => {
    answer = {
      ...sheet,
      entries: [
        entry({
          venue_paid: {
            method: 'card',
            paid_at: new Date(2030, 5, 12, 14, 5).toISOString(),
            taken_by: 'Ana Admin',
          },
        }),
      ],
    };
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
    const details = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    expect(
      within(details).getByText('Paid at the desk · card · Jun 12, 2:05 PM by Ana Admin'),
    ).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('moves a day forward and back, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/court-schedule?date=${DATE}`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Day after' }));
    await waitFor(() => expect(router.state.location.search).toContain('date=2030-06-13'));
    await user.click(screen.getByRole('button', { name: 'Day before' }));
    await user.click(screen.getByRole('button', { name: 'Day before' }));
    await waitFor(() => expect(router.state.location.search).toContain('date=2030-06-11'));
    const asked = requestsTo('/api/court_schedule/').map((r) =>
      new URL(r.url, 'http://test').searchParams.get('date'),
    );
    expect(asked).toEqual(expect.arrayContaining(['2030-06-13', '2030-06-11']));
  });

  it('books a free cell for a walk-in, to be paid at the club, after checking the fields', async () => {
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: 'Book Court 1 at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Court 1 at 8:00 AM' });
    await user.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await user.type(within(dialog).getByLabelText(/First name/), 'walter');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Inn');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm, pay at the club' }));
    expect(await within(dialog).findByText('Phone number is required.')).toBeInTheDocument();
    expect(requestsTo('/api/court-bookings/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Phone/), '555 0101');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm, pay at the club' }));
    await waitFor(() => expect(requestsTo('/api/court-bookings/99/')).toHaveLength(1));
    expect(JSON.parse(requestsTo('/api/court-bookings/')[0]!.body)).toMatchObject({
      location: 1,
      court_id: 11,
      booking_date: DATE,
      start_time: '08:00:00',
      end_time: '09:00:00',
      total_price: '40.00',
      walk_in: { first_name: 'Walter', last_name: 'Inn', phone: '555 0101' },
    });
    expect(JSON.parse(requestsTo('/api/court-bookings/99/')[0]!.body)).toEqual({
      status: 'confirmed',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('books for a registered player found by search', async () => {
    const user = userEvent.setup();
    renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: 'Book Court 1 at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm, pay at the club' }));
    expect(
      await within(dialog).findByText('Please choose a player, or book for a walk-in.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Player' }), 'ana');
    await user.click(await screen.findByRole('option', { name: /Ana Lopez/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm, pay at the club' }));
    await waitFor(() => expect(requestsTo('/api/court-bookings/')).toHaveLength(1));
    expect(JSON.parse(requestsTo('/api/court-bookings/')[0]!.body)).toMatchObject({ user_id: 7 });
    await waitFor(() => expect(requestsTo('/api/court-bookings/99/')).toHaveLength(1));
  });

  it('books a walk-in to pay by card now: the booking is held and the checkout opens', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/court-schedule?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: 'Book Court 1 at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await user.type(within(dialog).getByLabelText(/First name/), 'Wanda');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Visitor');
    await user.type(within(dialog).getByLabelText(/Phone/), '5550102');
    await user.type(within(dialog).getByLabelText(/Email/), 'wanda@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-session'));
    expect(router.state.location.state).toEqual({ bookingId: 99 });
    expect(JSON.parse(requestsTo('/api/court-bookings/')[0]!.body)).toMatchObject({
      walk_in: { email: 'wanda@example.com' },
    });
    // Held for the card payment, not confirmed. The checkout's code loads first (lazily).
    expect(
      await screen.findByRole('button', { name: 'Pay $66.60' }, { timeout: 10_000 }),
    ).toBeEnabled();
    expect(requestsTo('/api/court-bookings/99/').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  describe('moving a session', () => {
    const moveRequests = () => requestsTo('/api/court-bookings/41/move/');

    it("moves a booking from its details: the court's own starts, the price difference, then Move", async () => {
      const user = userEvent.setup();
      renderApp(`/court-schedule?date=${DATE}`);
      await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
      const details = await screen.findByRole('dialog', { name: 'Ana Lopez' });
      await user.click(within(details).getByRole('button', { name: 'Move' }));
      const dialog = await screen.findByRole('dialog', { name: "Move Ana Lopez's session" });
      expect(
        within(dialog).getByText(/Now: Court 1, Wednesday, June 12, 2030, 6:00 PM – 7:30 PM/),
      ).toBeInTheDocument();
      // It opens where the session is, its own time counted free.
      expect(within(dialog).getByRole('combobox', { name: 'Start' })).toHaveValue('6:00 PM');
      expect(within(dialog).getByRole('combobox', { name: 'Length' })).toHaveValue('1.5 hours');

      await user.click(within(dialog).getByRole('combobox', { name: 'Court' }));
      await user.click(await screen.findByRole('option', { name: 'Court 2' }));
      // Court 2 is held at 9 AM and closed at 10 AM: 8 AM is free for an hour at most.
      await user.click(within(dialog).getByRole('combobox', { name: 'Start' }));
      const starts = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(starts).toContain('8:00 AM');
      expect(starts).not.toContain('9:00 AM');
      await user.click(screen.getByRole('option', { name: '8:00 AM' }));
      expect(within(dialog).getByRole('combobox', { name: 'Length' })).toHaveValue('1 hour');
      expect(
        await within(dialog).findByText(
          'Booked at $60.00; the new time is $50.00. The new time costs $10.00 less: refund it to the player at the desk.',
        ),
      ).toBeInTheDocument();
      const quoted = requestsTo('/api/court-bookings/41/move-quote/').at(-1)!;
      expect(JSON.parse(quoted.body)).toEqual({
        court_id: 12,
        booking_date: DATE,
        start_time: '08:00:00',
        end_time: '09:00:00',
      });

      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
      await waitFor(() => expect(moveRequests()).toHaveLength(1));
      expect(JSON.parse(moveRequests()[0]!.body)).toEqual(JSON.parse(quoted.body));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("opens a booking's Move dialog from the address its page links to", async () => {
      const { router } = renderApp(`/court-schedule?location=1&date=${DATE}&move=41`);
      const dialog = await screen.findByRole('dialog', { name: "Move Ana Lopez's session" });
      expect(within(dialog).getByRole('combobox', { name: 'Start' })).toHaveValue('6:00 PM');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.search).not.toContain('move='));
      expect(screen.queryByRole('dialog', { name: /Move/ })).not.toBeInTheDocument();
    });

    it('says why the server refused a move, and keeps the dialog open', async () => {
      refuseMove = true;
      const user = userEvent.setup();
      renderApp(`/court-schedule?date=${DATE}`);
      await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }),
      );
      const dialog = await screen.findByRole('dialog', { name: "Move Ana Lopez's session" });
      await user.click(within(dialog).getByRole('combobox', { name: 'Start' }));
      await user.click(await screen.findByRole('option', { name: '8:00 AM' }));
      await within(dialog).findByText(/costs \$10.00 less/);
      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Court is already booked for the selected time.',
      );
    });

    it('moves a booking dragged to a free cell, after the same confirmation', async () => {
      renderApp(`/court-schedule?date=${DATE}`);
      const grid = within(await screen.findByRole('table', { name: /Day sheet/ }));
      const booking = grid.getByRole('button', { name: /Ana Lopez/ });
      const target = grid.getByRole('button', { name: 'Book Court 2 at 4:00 PM' }).closest('td')!;
      const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
      fireEvent.dragStart(booking, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      const dialog = await screen.findByRole('dialog', { name: "Move Ana Lopez's session" });
      expect(within(dialog).getByRole('combobox', { name: 'Court' })).toHaveValue('Court 2');
      expect(within(dialog).getByRole('combobox', { name: 'Start' })).toHaveValue('4:00 PM');
      expect(within(dialog).getByRole('combobox', { name: 'Length' })).toHaveValue('1.5 hours');
      await within(dialog).findByText(/costs \$10.00 less/);
      expect(moveRequests()).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      await waitFor(() => expect(moveRequests()).toHaveLength(1));
      expect(JSON.parse(moveRequests()[0]!.body)).toMatchObject({
        court_id: 12,
        start_time: '16:00:00',
        end_time: '17:30:00',
      });
    });
  });
});
