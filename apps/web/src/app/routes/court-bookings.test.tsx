import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundMessages, type Booking, type BookingHistory } from '@courtbook/shared';
import { aBooking, pageOf } from '../../test/bookings';
import {
  ok,
  refuse,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { saveSession } from '../../lib/storage';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

/** A successful answer as the API gives it: the fields beside `code` and `message`. */

const history: BookingHistory = {
  payment: null,
  entries: [
    {
      id: 'created',
      action: 'booking.create',
      actor: { id: 7, name: 'Pat Player', email: 'pat@example.com' },
      created_at: '2026-11-20T10:00:00.000Z',
      details: {},
    },
    {
      id: 'audit-4',
      action: 'booking.confirm',
      actor: { id: 1, name: 'Sam Super', email: 'sam@example.com' },
      created_at: '2026-11-20T11:00:00.000Z',
      details: {},
    },
  ],
};

/** The staff booking calls of /court-bookings and /court-details, kept in memory. */
function staffApi(lists: { upcoming: Booking[]; past?: Booking[] }) {
  return (request: RecordedRequest): Reply => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/my_location/') {
      // A bare list, as the API answers it.
      return {
        status: 200,
        body: [
          { id: 1, name: 'Greenlake Tennis Club' },
          { id: 3, name: 'Sunset Courts' },
        ],
      };
    }
    const list = url.searchParams.get('type') === 'past' ? (lists.past ?? []) : lists.upcoming;
    if (url.pathname === '/api/get_booking_byadmin/') {
      const search = url.searchParams.get('search') ?? '';
      const found = list.filter((b) => b.user.email.includes(search));
      return ok(pageOf(found, Number(url.searchParams.get('page') ?? 1)));
    }
    const all = [...lists.upcoming, ...(lists.past ?? [])];
    const match = /^\/api\/court-bookings\/(\d+)\/(history\/|refunds\/)?$/.exec(url.pathname);
    const booking = all.find((b) => b.booking_id === Number(match?.[1]));
    if (!booking) return refuse(404, 'Booking not found.');
    if (match?.[2] === 'history/') return ok(history);
    if (match?.[2] === 'refunds/') {
      const body = JSON.parse(request.body) as { amount: string; reason: string };
      if (Number(body.amount) > Number(booking.refundable_amount)) {
        return refuse(400, RefundMessages.amountOver(booking.refundable_amount));
      }
      return ok(booking, RefundMessages.refunded(body.amount));
    }
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body) as { status: 'confirmed' | 'cancelled' };
      booking.status = body.status;
      return ok(booking, body.status === 'cancelled' ? 'Booking cancelled.' : 'Booking confirmed.');
    }
    return ok(booking);
  };
}

const listUrls = (api: TestApiServer) =>
  api.requests
    .filter((r) => r.url.startsWith('/api/get_booking_byadmin/'))
    .map((r) => new URL(r.url, 'http://test').searchParams);

const testApi = staffScreens();
const serve = testApi.serve;

describe('/court-bookings', () => {
  it('lists upcoming bookings, and the Past tab asks for type=past (kept in the URL)', async () => {
    const api = await serve(
      staffApi({
        upcoming: [aBooking(1, { status: 'pending' })],
        past: [aBooking(2, { status: 'completed' })],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/court-bookings');

    // The first render of the file waits for the route's code as well as its data.
    const table = await screen.findByRole(
      'table',
      { name: 'Upcoming bookings' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Court bookings' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of [
      'Mon, Dec 7, 2026',
      '6:00 PM – 7:30 PM',
      '1.5 hours',
      'Court 1',
      'Greenlake Tennis Club',
      'Pat Player',
      '$66.60',
      'Pending',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: /View booking 1/ })).toHaveAttribute(
      'href',
      '/court-details/1',
    );
    // Each action says what it does in words, not an icon alone.
    expect(within(row).getByRole('button', { name: /^Confirm booking 1/ })).toHaveTextContent(
      'Confirm',
    );
    expect(within(row).getByRole('button', { name: /^Cancel booking 1/ })).toHaveTextContent(
      'Cancel',
    );
    expect(screen.getByRole('region', { name: 'Upcoming bookings table' })).toContainElement(table);
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(listUrls(api)[0]?.get('type')).toBe('upcoming');
    expect(listUrls(api)[0]?.get('page_size')).toBe('10');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('table', { name: 'Past bookings' });
    expect(await within(past).findByText('Completed')).toBeInTheDocument();
    expect(listUrls(api).at(-1)?.get('type')).toBe('past');
    expect(router.state.location.search).toBe('?tab=past');
    // A completed booking can no longer be confirmed or cancelled.
    expect(screen.queryByRole('button', { name: /Cancel booking 2/ })).not.toBeInTheDocument();
  });

  it('sends the search, location, status and dates, and says when nothing matches', async () => {
    const api = await serve(staffApi({ upcoming: [aBooking(1)] }));
    const user = userEvent.setup();
    renderApp('/court-bookings');
    await screen.findByRole('table', { name: 'Upcoming bookings' });

    await user.type(screen.getByLabelText('Search'), 'nobody@');
    // On a slow machine the search may go out once part-typed ('n') before the whole of it.
    await waitFor(() => expect(listUrls(api).at(-1)?.get('search')).toBe('nobody@'));
    expect(await screen.findByText('No bookings match these filters')).toBeInTheDocument();

    await user.click(screen.getByPlaceholderText('All locations'));
    await user.click(await screen.findByRole('option', { name: 'Sunset Courts' }));
    await waitFor(() => expect(listUrls(api).at(-1)?.get('location')).toBe('3'));

    await user.click(screen.getByPlaceholderText('All but expired holds'));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(listUrls(api).at(-1)?.get('status')).toBe('cancelled'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    await waitFor(() => {
      const last = listUrls(api).at(-1)!;
      expect([last.get('start_date'), last.get('end_date')]).toEqual(['2026-12-01', '2026-12-31']);
    });
    const last = listUrls(api).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      type: 'upcoming',
      page: '1',
      page_size: '10',
      search: 'nobody@',
      location: '3',
      status: 'cancelled',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('table', { name: 'Upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('asks before cancelling the whole series, with the refund of a card payment ticked', async () => {
    const dates = ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'];
    const weekly = aBooking(5, {
      status: 'confirmed',
      payment_method: 'card',
      book_for_four_weeks: 'True',
      session_dates: dates,
      series_sessions: dates.map((date, i) => ({
        booking_id: 5 + i * 100,
        booking_date: date,
        cancelled: false,
      })),
      on_amount: '266.40',
      refundable_amount: '266.40',
    });
    const api = await serve(staffApi({ upcoming: [weekly, aBooking(6, { status: 'pending' })] }));
    const user = userEvent.setup();
    renderApp('/court-bookings');
    await screen.findByRole('table', { name: 'Upcoming bookings' });
    const puts = () =>
      api.requests
        .filter((r) => r.method === 'PUT')
        .map((r) => [r.url, JSON.parse(r.body) as unknown]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking 5 of Pat Player' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(within(dialog).getByText('The whole series (4 sessions) is cancelled:')).toBeVisible();
    expect(within(dialog).getByText('Mon, Dec 28, 2026')).toBeVisible();
    // Keep booking closes without a call.
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking 5 of Pat Player' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    // Paid by card: the refund is ticked from the start (staff may untick it).
    expect(
      within(dialog).getByRole('checkbox', { name: /Refund the card payment \(\$266\.40\)/ }),
    ).toBeChecked();
    // One session of the four: its share alone (fee, tax and card fee).
    await user.click(within(dialog).getByRole('radio', { name: 'This session (1 of 4)' }));
    expect(
      within(dialog).getByText(/This session is cancelled; the other 3 stay booked/),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', { name: /Refund this session's share \(\$66\.60\)/ }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'The whole series (4 of 4)' }));
    const before = listUrls(api).length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(puts()).toEqual([
      ['/api/court-bookings/5/', { status: 'cancelled', scope: 'series', refund: true }],
    ]);
    // The list is asked again and shows the new status.
    await waitFor(() => expect(listUrls(api).length).toBeGreaterThan(before));
    const table = screen.getByRole('table', { name: 'Upcoming bookings' });
    await waitFor(() =>
      expect(within(within(table).getAllByRole('row')[1]!).getByText('Cancelled')).toBeVisible(),
    );

    // Not paid by card: no refund box, and no refund asked.
    await user.click(screen.getByRole('button', { name: 'Cancel booking 6 of Pat Player' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(within(dialog).getByText('The whole series (1 session) is cancelled.')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual(['/api/court-bookings/6/', { status: 'cancelled', scope: 'series' }]);
  });

  it('confirms a pending booking after asking', async () => {
    const api = await serve(staffApi({ upcoming: [aBooking(6, { status: 'pending' })] }));
    const user = userEvent.setup();
    renderApp('/court-bookings');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm booking 6 of Pat Player' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect([put.url, JSON.parse(put.body)]).toEqual([
      '/api/court-bookings/6/',
      { status: 'confirmed' },
    ]);
  });

  it('is closed to a location admin without the court bookings permission, and asks nothing', async () => {
    const api = await serve(staffApi({ upcoming: [aBooking(1)] }));
    saveSession({
      token: 'test-token',
      role: 'superadmin',
      user: { first_name: 'Rae', last_name: 'Reports', user_type: 1, permissions: ['reporting'] },
    });
    renderApp('/court-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    // The way on is the first screen they may use.
    expect(screen.getByRole('link', { name: 'Go to Reporting' })).toHaveAttribute(
      'href',
      '/reporting',
    );
    expect(listUrls(api)).toEqual([]);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    await serve(() => refuse(500, 'Something broke.'));
    renderApp('/court-bookings');
    const title = await screen.findByText('Could not load the bookings');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('Something broke.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/court-details/{id}', () => {
  it('shows the player, the booking, its actions and its history', async () => {
    await serve(
      staffApi({
        upcoming: [
          aBooking(9, {
            status: 'pending',
            payment_method: null,
            hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
          }),
        ],
      }),
    );
    renderApp('/court-details/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Court booking details' }),
    ).toBeInTheDocument();
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(within(player).getByText('Pat Player')).toBeInTheDocument();
    expect(within(player).getByRole('link', { name: 'pat@example.com' })).toBeInTheDocument();
    expect(within(player).getByText('+1 312 555 0100')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/On hold .* for 0?9:5\d|10:00/);
    expect(screen.getByRole('button', { name: 'Confirm booking 9 of Pat Player' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel booking 9 of Pat Player' })).toBeVisible();

    const historyList = screen.getByRole('region', { name: 'History' });
    expect(
      await within(historyList).findByText('Confirmed (to be paid at the club)'),
    ).toBeVisible();
    expect(within(historyList).getByText('Booked')).toBeVisible();
    expect(within(historyList).getByText(/by Sam Super/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to court bookings' })).toHaveAttribute(
      'href',
      '/court-bookings',
    );
  });

  it('refunds an amount with a reason, checked as the server checks, errors in the dialog', async () => {
    const api = await serve(
      staffApi({
        upcoming: [
          aBooking(8, { status: 'cancelled', payment_method: 'card', refundable_amount: '66.60' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/court-details/8');
    expect(
      screen.queryByRole('button', { name: 'Cancel booking 8 of Pat Player' }),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Refund booking 8 of Pat Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the card payment' });
    expect(dialog).toHaveTextContent('At most $66.60');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('66.60');
    const posts = () => api.requests.filter((r) => r.method === 'POST');

    // No reason: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(RefundMessages.reasonRequired)).toBeVisible();
    expect(posts()).toEqual([]);

    // More than is left: the server's refusal shows in the dialog, which stays open.
    await user.clear(amount);
    await user.type(amount, '70');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lights failed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RefundMessages.amountOver('66.60'),
    );

    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(RefundMessages.refunded('12.50'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts().map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/court-bookings/8/refunds/', { amount: '70', reason: 'Lights failed' }],
      ['/api/court-bookings/8/refunds/', { amount: '12.50', reason: 'Lights failed' }],
    ]);
  });

  it('cancels a paid booking without its refund when staff untick it', async () => {
    const api = await serve(
      staffApi({
        upcoming: [
          aBooking(9, { status: 'confirmed', payment_method: 'card', refundable_amount: '66.60' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/court-details/9');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 9 of Pat Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Refund the card payment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ status: 'cancelled', scope: 'series' });
  });

  it('offers no second refund of a booking already refunded', async () => {
    await serve(
      staffApi({
        upcoming: [
          aBooking(10, {
            status: 'cancelled',
            payment_method: 'card',
            refund_amount: '66.60',
            refunded_at: '2026-12-01T15:00:00.000Z',
            refunds: [
              {
                amount: '66.60',
                reason: 'Booking cancelled by the club',
                refunded_at: '2026-12-01T15:00:00.000Z',
                status: 'succeeded',
              },
            ],
          }),
        ],
      }),
    );
    renderApp('/court-details/10');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Refunded to the card').nextElementSibling).toHaveTextContent(
      '$66.60 on Dec 1, 2026',
    );
    expect(within(payment).getByText('Booking cancelled by the club')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Refund booking 10 of Pat Player' }),
    ).not.toBeInTheDocument();
  });

  it('says when the booking is not found', async () => {
    await serve(staffApi({ upcoming: [] }));
    renderApp('/court-details/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to court bookings' })).toBeInTheDocument();
  });
});
