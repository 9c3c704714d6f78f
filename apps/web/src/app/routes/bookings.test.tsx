import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingMessages, type Booking } from '@courtbook/shared';
import { aBooking, pageOf } from '../../test/bookings';
import {
  ok,
  refuse,
  routeKey,
  apiServerPerTest,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { checkoutReplies } from '../../test/checkout';
import { toast } from '../../test/forms';
import { recordDownloads } from '../../test/downloads';
import { logInAs, renderApp } from '../../test/render';
import { saveSession } from '../../lib/storage';

interface Lists {
  upcoming?: Booking[];
  past?: Booking[];
  lapsed?: Booking[];
}

/** The bookings API as these pages use it; `override` answers first when it returns a reply. */
function bookingsApi(lists: Lists, override?: (request: RecordedRequest) => Reply | undefined) {
  return (request: RecordedRequest): Reply => {
    const answer = override?.(request);
    if (answer) return answer;
    const url = new URL(request.url, 'http://test');
    const type = url.searchParams.get('type');
    const list = type === 'past' || type === 'lapsed' ? lists[type] : lists.upcoming;
    if (url.pathname === '/api/court-bookings/' || url.pathname === '/api/get_booking_byadmin/') {
      return ok(pageOf(list ?? [], Number(url.searchParams.get('page') ?? 1)));
    }
    const detail = /^\/api\/court-bookings\/(\d+)\/$/.exec(url.pathname);
    const found = [...(lists.upcoming ?? []), ...(lists.past ?? [])].find(
      (booking) => booking.booking_id === Number(detail?.[1]),
    );
    return found ? ok(found) : refuse(404, 'Booking not found.');
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aBooking(i + 1, { court: { ...aBooking(0).court, court_number: i + 1 } }),
  );

/** A player's hold with ten minutes left to pay. */
const aHold = (id: number) =>
  aBooking(id, {
    status: 'pending',
    payment_method: null,
    hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  });

// Whole screens with a real HTTP server: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const testApi = apiServerPerTest();
const serve = testApi.serve;

/** The not-found page of a booking, with its way back to the viewer's My Bookings. */
async function expectBookingNotFound(myBookingsHref: string) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
    'href',
    myBookingsHref,
  );
}

/** The main list's requests (the lapsed holds beneath it are asked for apart). */
const listRequests = (api: TestApiServer) =>
  api.requests.filter(
    (r) => r.url.startsWith('/api/court-bookings/?') && !r.url.includes('type=lapsed'),
  );

describe('My Bookings (/user-bookings)', () => {
  it('shows a page of 10 with the booking, its status chip and its detail link', async () => {
    const api = await serve(bookingsApi({ upcoming: many(23) }));
    logInAs('player');
    renderApp('/user-bookings');

    const table = await screen.findByRole('table', { name: 'Upcoming bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Greenlake Tennis Club')).toBeInTheDocument();
    expect(within(first).getByText('Mon, Dec 7, 2026')).toBeInTheDocument();
    expect(within(first).getByText('6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(first).getByText('Court 1')).toBeInTheDocument();
    // The player's own contact details are not repeated; the price is this session's.
    expect(within(table).queryByRole('columnheader', { name: 'Contact' })).toBeNull();
    expect(within(first).queryByText('pat@example.com')).toBeNull();
    expect(within(first).getByText('$66.60')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed').closest('.confirmed')).not.toBeNull();
    expect(within(first).getByRole('link', { name: 'View booking 1' })).toHaveAttribute(
      'href',
      '/user-booking-details/1',
    );
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();

    const [request] = listRequests(api);
    expect(request?.headers.authorization).toBe('Bearer test-token');
    const query = new URL(request!.url, 'http://test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'upcoming', page: '1', page_size: '10' });
  });

  it("pages on: 'Showing 11 to 20 of 23 entries', kept in the URL", async () => {
    const api = await serve(bookingsApi({ upcoming: many(23) }));
    logInAs('player');
    const user = userEvent.setup();
    const { router } = renderApp('/user-bookings');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?type=upcoming&page=2');
    expect(listRequests(api).at(-1)?.url).toContain('page=2');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a window of 4 page numbers that moves with the page', async () => {
    await serve(bookingsApi({ upcoming: many(60) }));
    logInAs('player');
    const user = userEvent.setup();
    renderApp('/user-bookings');

    const pages = async () => {
      const nav = await screen.findByRole('navigation', { name: 'Bookings pages' });
      return within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    };
    await screen.findByText('Showing 1 to 10 of 60 entries');
    expect(await pages()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Showing 31 to 40 of 60 entries');
    expect(await pages()).toEqual(['3', '4', '5', '6']);
  });

  it('opens on the tab and page of the URL, and the switch goes to Past', async () => {
    const api = await serve(bookingsApi({ upcoming: many(3), past: [] }));
    logInAs('player');
    const user = userEvent.setup();
    const { router } = renderApp('/user-bookings?type=upcoming');

    await screen.findByText('Showing 1 to 3 of 3 entries');
    await user.click(screen.getByRole('radio', { name: 'Past' }));

    expect(await screen.findByRole('heading', { name: 'No past bookings' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=past');
    expect(listRequests(api).at(-1)?.url).toContain('type=past');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Book a Court' })).toHaveAttribute(
      'href',
      '/user-book-court',
    );
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('says so kindly when there is nothing booked yet', async () => {
    await serve(bookingsApi({ upcoming: [] }));
    logInAs('player');
    renderApp('/user-bookings');
    expect(
      await screen.findByRole('heading', { name: 'No upcoming bookings' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message when the list fails, and tries again', async () => {
    let fail = true;
    await serve(
      bookingsApi({ upcoming: many(2) }, () =>
        fail ? refuse(500, 'Something went wrong on our side.') : undefined,
      ),
    );
    logInAs('player');
    const user = userEvent.setup();
    renderApp('/user-bookings');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('goes back to the last page when the page of the URL is past the end', async () => {
    await serve(bookingsApi({ upcoming: many(12) }));
    logInAs('player');
    const { router } = renderApp('/user-bookings?type=upcoming&page=7');
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=upcoming&page=2');
  });
});

describe('My Bookings: holds to pay or give back', () => {
  it('Pay now shows the time left and leads to /checkout-session?booking=ID', async () => {
    const user = userEvent.setup();
    const hold = aHold(5);
    const checkout = checkoutReplies(hold);
    await serve(
      bookingsApi({ upcoming: [hold, aBooking(6)] }, (request) => checkout[routeKey(request)]),
    );
    logInAs('player');
    const { router } = renderApp('/user-bookings');

    const pay = await screen.findByRole('link', {
      name: /^Pay now for booking 5, (09|10):\d\d left$/,
    });
    expect(pay).toHaveTextContent(/Pay now · (09|10):\d\d left/);
    expect(pay).toHaveAttribute('href', '/checkout-session?booking=5');
    // A confirmed booking has nothing to pay or release.
    expect(screen.queryByRole('link', { name: /Pay now for booking 6/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release hold on booking 6' })).toBeNull();

    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-session'));
    expect(router.state.location.search).toBe('?booking=5');
    // The checkout asks for booking 5's payment, and is ready to take it.
    expect(await screen.findByRole('button', { name: `Pay $${hold.on_amount}` })).toBeEnabled();
  });

  it('Release hold calls the API, says so, and the row leaves the list', async () => {
    const user = userEvent.setup();
    const lists: Lists = { upcoming: [aHold(5), aBooking(6)] };
    const api = await serve(
      bookingsApi(lists, (request) => {
        if (request.method !== 'POST' || request.url !== '/api/court-bookings/5/release/') return;
        lists.upcoming = lists.upcoming?.filter((b) => b.booking_id !== 5);
        return {
          status: 200,
          body: {
            code: 200,
            message: BookingMessages.released,
            ...aHold(5),
            status: 'expired',
            hold_expires_at: null,
          },
        };
      }),
    );
    logInAs('player');
    renderApp('/user-bookings');

    await user.click(await screen.findByRole('button', { name: 'Release hold on booking 5' }));
    expect(await toast(BookingMessages.released)).toBeVisible();
    expect(api.requests.filter((r) => r.url === '/api/court-bookings/5/release/')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'View booking 5' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'View booking 6' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('lists unpaid holds that lapsed apart from the games, under a plain label', async () => {
    const lapsed = aBooking(9, {
      status: 'expired',
      booking_date: '2026-12-09',
      court: { ...aBooking(0).court, court_number: 3 },
    });
    await serve(bookingsApi({ upcoming: [aBooking(6)], lapsed: [lapsed] }));
    logInAs('player');
    renderApp('/user-bookings');

    const table = await screen.findByRole('table', { name: 'Upcoming bookings' });
    const apart = await screen.findByRole('region', { name: 'Unpaid holds that lapsed' });
    expect(within(apart).getByText(/not paid in time/)).toBeVisible();
    expect(within(apart).getByRole('listitem')).toHaveTextContent(
      'Wed, Dec 9, 2026, 6:00 PM – 7:30 PM · Court 3 · Greenlake Tennis Club',
    );
    expect(within(table).getByRole('link', { name: 'View booking 6' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'View booking 9' })).toBeNull();
  });

  it('shows no lapsed section when there are none', async () => {
    await serve(bookingsApi({ upcoming: [aBooking(6)] }));
    logInAs('player');
    renderApp('/user-bookings');
    await screen.findByRole('link', { name: 'View booking 6' });
    expect(screen.queryByRole('region', { name: 'Unpaid holds that lapsed' })).toBeNull();
  });

  it('Booking Details offers the player Pay now and Release hold on their own hold', async () => {
    await serve(bookingsApi({ upcoming: [aHold(5)] }));
    saveSession({
      token: 'test-token',
      role: 'user',
      user: { first_name: 'Pat', last_name: 'Player', user_type: 2, email: 'PAT@example.com' },
    });
    renderApp('/user-booking-details/5');
    expect(
      await screen.findByRole('link', { name: /^Pay now for booking 5, (09|10):\d\d left$/ }),
    ).toHaveAttribute('href', '/checkout-session?booking=5');
    expect(screen.getByRole('button', { name: 'Release hold on booking 5' })).toBeVisible();
  });
});

describe('My Bookings for staff (/bookings)', () => {
  it('lists every booking in scope and links to the staff detail page', async () => {
    const api = await serve(
      bookingsApi({ upcoming: [aBooking(5, { status: 'pending', payment_method: null })] }),
    );
    logInAs('superAdmin');
    renderApp('/bookings');

    const table = await screen.findByRole('table', { name: 'Upcoming bookings' });
    expect(within(table).getByText('Pending').closest('.pending')).not.toBeNull();
    expect(within(table).getByRole('link', { name: 'View booking 5' })).toHaveAttribute(
      'href',
      '/user-booking-detail/5',
    );
    expect(api.requests.map((r) => r.url)).toContain(
      '/api/get_booking_byadmin/?type=upcoming&page=1&page_size=10',
    );
  });
});

describe('My Bookings search for staff', () => {
  it('searches by player, kept in the URL, and says when nothing matches', async () => {
    const bookings = [
      aBooking(1),
      aBooking(2, {
        user: { ...aBooking(0).user, first_name: 'Robin', email: 'robin@example.com' },
      }),
    ];
    const api = await serve(
      bookingsApi({}, (request) => {
        const url = new URL(request.url, 'http://test');
        if (url.pathname !== '/api/get_booking_byadmin/') return undefined;
        const search = url.searchParams.get('search') ?? '';
        const found = bookings.filter((b) => b.user.email.includes(search));
        return ok(pageOf(found, 1));
      }),
    );
    logInAs('superAdmin');
    const user = userEvent.setup();
    const { router } = renderApp('/bookings');

    await screen.findByText('Showing 1 to 2 of 2 entries');
    await user.type(screen.getByLabelText('Search'), 'robin');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(screen.getByText('robin@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=upcoming&search=robin');
    expect(api.requests.map((r) => r.url)).toContain(
      '/api/get_booking_byadmin/?type=upcoming&page=1&search=robin&page_size=10',
    );

    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No bookings match “robinzzz”.')).toBeInTheDocument();
  });
});

describe('Booking Details', () => {
  const weekly = aBooking(31, {
    book_for_four_weeks: 'True',
    session_dates: ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'],
    total_price: '240.00',
    full_tax: '19.20',
    full_cc_fees: '7.20',
    on_amount: '266.40',
    summary: '266.40',
    payment_method: 'card',
  });

  it('shows the court, the dates and times, the amounts and the payment method', async () => {
    await serve(bookingsApi({ upcoming: [weekly] }));
    logInAs('player');
    renderApp('/user-booking-details/31');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Booking #31')).toBeInTheDocument();
    expect(screen.getByText('Confirmed').closest('.confirmed')).not.toBeNull();

    const where = screen.getByRole('region', { name: 'Court and location' });
    expect(within(where).getByText('Greenlake Tennis Club')).toBeInTheDocument();
    expect(within(where).getByText('1 Lake Road')).toBeInTheDocument();
    expect(within(where).getByText('Chicago, IL 60601')).toBeInTheDocument();
    expect(within(where).getByText('Court 1')).toBeInTheDocument();

    const when = screen.getByRole('region', { name: 'Date and time' });
    for (const date of [
      'Mon, Dec 7, 2026',
      'Mon, Dec 14, 2026',
      'Mon, Dec 21, 2026',
      'Mon, Dec 28, 2026',
    ]) {
      expect(within(when).getByText(date)).toBeInTheDocument();
    }
    expect(within(when).getByText('6:00 PM')).toBeInTheDocument();
    expect(within(when).getByText('7:30 PM')).toBeInTheDocument();
    expect(within(when).getByText('1.5 hours')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment' });
    const amount = (label: string) => within(payment).getByText(label).nextElementSibling;
    // Named as a receipt names them: no "Total" that is only the court fee, no "Summary".
    const labels = within(payment)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual([
      'Court fee (each session)',
      'Court fee (4 sessions)',
      'Tax',
      'Card fee',
      'Total charged',
      'Payment method',
    ]);
    expect(amount('Court fee (each session)')).toHaveTextContent('$60.00');
    expect(amount('Court fee (4 sessions)')).toHaveTextContent('$240.00');
    expect(amount('Tax')).toHaveTextContent('$19.20');
    expect(amount('Card fee')).toHaveTextContent('$7.20');
    expect(amount('Total charged')).toHaveTextContent('$266.40');
    expect(amount('Payment method')).toHaveTextContent('Card');

    expect(screen.getByRole('link', { name: 'REBOOK NOW' })).toHaveAttribute(
      'href',
      '/user-book-court',
    );
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
  });

  it('names the total of a booking to be paid at the club, with no card fee', async () => {
    const atClub = aBooking(14, {
      payment_method: 'venue',
      cc_fees: '0.00',
      full_cc_fees: '0.00',
      on_amount: '64.80',
      summary: '64.80',
    });
    await serve(bookingsApi({ upcoming: [atClub] }));
    logInAs('player');
    renderApp('/user-booking-details/14');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Court fee', '$60.00'],
      ['Tax', '$4.80'],
      ['Total to pay at the club', '$64.80'],
      ['Payment method', 'Pay at venue'],
    ]);
  });

  it('tells the player the club cancelled and refunded it, with no calendar to add it to', async () => {
    const refunded = aBooking(12, {
      status: 'cancelled',
      payment_method: 'card',
      on_amount: '92.73',
      summary: '92.73',
      refund_amount: '92.73',
      // 9 PM in Chicago on Dec 1 is already Dec 2 in UTC: the day is the club's.
      refunded_at: '2026-12-02T03:00:00.000Z',
      refunds: [
        {
          amount: '92.73',
          reason: 'Booking cancelled by the club',
          refunded_at: '2026-12-02T03:00:00.000Z',
          status: 'succeeded',
        },
      ],
    });
    await serve(bookingsApi({ past: [refunded] }));
    logInAs('player');
    renderApp('/user-booking-details/12');

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Cancelled by the club · Refunded $92.73 to your card on Dec 1, 2026',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    const amount = (label: string) => within(payment).getByText(label).nextElementSibling;
    expect(amount('Payment method')).toHaveTextContent('Card');
    expect(amount('Refunded to the card')).toHaveTextContent(
      '$92.73 on Dec 1, 2026Booking cancelled by the club',
    );
    expect(within(payment).queryByText('Not paid yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REBOOK NOW' })).toBeInTheDocument();
  });

  it('shows the player each part refund of a series, and which session the club cancelled', async () => {
    const dates = ['2026-12-07', '2026-12-14'];
    const series = aBooking(14, {
      status: 'confirmed',
      payment_method: 'card',
      book_for_four_weeks: 'True',
      session_dates: dates,
      series_sessions: [
        { booking_id: 14, booking_date: dates[0]!, cancelled: false },
        { booking_id: 15, booking_date: dates[1]!, cancelled: true },
      ],
      refund_amount: '76.60',
      refunds: [
        {
          amount: '66.60',
          reason: 'Session on Mon, Dec 14, 2026 cancelled by the club',
          refunded_at: '2026-12-01T15:00:00.000Z',
          status: 'succeeded',
        },
        {
          amount: '10.00',
          reason: 'Lights failed',
          refunded_at: '2026-12-03T15:00:00.000Z',
          status: 'succeeded',
        },
      ],
    });
    await serve(bookingsApi({ upcoming: [series] }));
    logInAs('player');
    renderApp('/user-booking-details/14');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const refunds = within(payment).getByText('Refunded to the card').nextElementSibling!;
    expect(refunds).toHaveTextContent(
      '$66.60 on Dec 1, 2026Session on Mon, Dec 14, 2026 cancelled by the club$10.00 on Dec 3, 2026Lights failed',
    );
    expect(screen.getByRole('region', { name: 'Date and time' })).toHaveTextContent(
      'Mon, Dec 14, 2026 · cancelled',
    );
  });

  it('tells the player of a cancelled card payment not refunded yet', async () => {
    await serve(
      bookingsApi({ past: [aBooking(13, { status: 'cancelled', payment_method: 'card' })] }),
    );
    logInAs('player');
    renderApp('/user-booking-details/13');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Cancelled by the club · Your card payment has not been refunded yet',
    );
  });

  it('downloads the .ics with the bearer token', async () => {
    const api = await serve(
      bookingsApi({ upcoming: [aBooking(8)] }, (request) =>
        request.url === '/api/court-bookings/8/ics/'
          ? { status: 200, raw: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }
          : undefined,
      ),
    );
    const { saved, names } = recordDownloads('blob:booking-8');
    logInAs('player');
    const user = userEvent.setup();
    renderApp('/user-booking-details/8');

    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(names).toEqual(['booking-8.ics']));
    const request = api.requests.find((r) => r.url === '/api/court-bookings/8/ics/');
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(await saved[0]?.text()).toContain('BEGIN:VCALENDAR');
  });

  it('says "Booking not found" for a booking the API does not show', async () => {
    await serve(bookingsApi({ upcoming: [] }));
    logInAs('player');
    renderApp('/user-booking-details/404');
    await expectBookingNotFound('/user-bookings');
  });

  it('says "Booking not found" for an id that is not one, without asking the API', async () => {
    const api = await serve(bookingsApi({ upcoming: [] }));
    logInAs('superAdmin');
    renderApp('/user-booking-detail/abc');
    await expectBookingNotFound('/bookings');
    expect(api.requests.filter((r) => r.url.startsWith('/api/court-bookings/'))).toEqual([]);
  });

  it('sends staff to the staff wizard to rebook', async () => {
    await serve(bookingsApi({ upcoming: [aBooking(9)] }));
    logInAs('locationAdmin');
    renderApp('/user-booking-detail/9');
    expect(await screen.findByRole('link', { name: 'REBOOK NOW' })).toHaveAttribute(
      'href',
      '/book-court',
    );
  });
});
