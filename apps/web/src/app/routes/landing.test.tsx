import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, pageOf } from '../../test/bookings';
import {
  refuse,
  ok,
  apiServerPerTest,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { logInAs, renderApp } from '../../test/render';

/** A successful answer as the API gives it: the fields beside `code` and `message`. */

// Whole screens with a real HTTP server: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const testApi = apiServerPerTest();
const serve = (bookings: () => Reply) => testApi.serve({ 'GET /api/court-bookings/': bookings });

const bookingRequests = (api: TestApiServer) =>
  api.requests.filter((r) => r.url.startsWith('/api/court-bookings/'));

describe('the home page of a logged-in player', () => {
  it('greets them and shows their next three bookings, with Book a Court', async () => {
    const upcoming = [
      aBooking(1),
      aBooking(2, { booking_date: '2026-12-09', status: 'pending' }),
      aBooking(3, { court: { ...aBooking(0).court, court_number: 4 } }),
    ];
    const api = await serve(() => ok(pageOf(upcoming, 1, 3)));
    logInAs('player');
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ready to Play?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Pat!/)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Your next bookings' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Mon, Dec 7, 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Greenlake Tennis Club, Court 1')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Greenlake Tennis Club, Court 4')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: /Booking details: Mon, Dec 7, 2026/ }),
    ).toHaveAttribute('href', '/user-booking-details/1');
    expect(within(section).getByRole('link', { name: /All my bookings/ })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Book a Court' })[0],
    ).toHaveAttribute('href', '/user-book-court');

    const [request] = bookingRequests(api);
    const url = new URL(request!.url, 'http://test');
    expect(url.searchParams.get('type')).toBe('upcoming');
    expect(url.searchParams.get('page_size')).toBe('3');
    expect(request!.headers.authorization).toBe('Bearer test-token');
  });

  it('says when nothing is booked, and offers Book a Court', async () => {
    await serve(() => ok(pageOf([], 1, 3)));
    logInAs('player');
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Your next bookings' });
    expect(await within(section).findByText('No upcoming bookings')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book a Court' })).toHaveAttribute(
      'href',
      '/user-book-court',
    );
    expect(within(section).queryByRole('link', { name: /All my bookings/ })).toBeNull();
  });

  it('shows a loading state, then an error it can retry', async () => {
    let fail = true;
    const api = await serve(() =>
      fail ? refuse(500, 'Something went wrong.') : ok(pageOf([aBooking(5)], 1, 3)),
    );
    logInAs('player');
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Your next bookings' });
    expect(within(section).getByText('Loading your bookings…')).toBeInTheDocument();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Your bookings could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(bookingRequests(api)).toHaveLength(2);
  });
});

describe('the home page of a visitor or staff', () => {
  it.each([['visitor'], ['superAdmin']] as const)(
    'shows the landing page without bookings to a %s',
    async (who) => {
      const api = await serve(() => ok(pageOf([], 1, 3)));
      if (who !== 'visitor') logInAs(who);
      renderApp('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ready to Play?' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'How It Works' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your next bookings' })).toBeNull();
      await waitFor(() => expect(bookingRequests(api)).toHaveLength(0));
    },
  );
});
