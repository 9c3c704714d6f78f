import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitlistMessages, type WaitlistEntry } from '@courtbook/shared';
import { pageOf } from '../../test/bookings';
import { ok, refuse, routeKey, apiServerPerTest } from '../../test/api-server';
import { logInAs, renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });

const testApi = apiServerPerTest();
const serve = testApi.serve;

const anEntry = (id: number, values: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id,
  location: { id: 1, name: 'Greenlake Club' },
  court: null,
  sport: null,
  booking_date: '2026-12-07',
  from_time: '18:00',
  to_time: '20:00',
  duration_minutes: 60,
  status: 'waiting',
  place: 2,
  offer: null,
  created_at: '2026-12-01T10:00:00.000Z',
  ...values,
});

const heldUntil = new Date(Date.now() + 12 * 60_000).toISOString();
const offered = anEntry(8, {
  booking_date: '2026-12-08',
  status: 'offered',
  place: null,
  offer: {
    booking_id: 77,
    court_id: 3,
    court_number: 3,
    court_name: null,
    start_time: '18:00',
    end_time: '19:00',
    expires_at: heldUntil,
  },
});

describe('the waitlist on My Bookings', () => {
  it('lists each entry with its place in line or the court held, and leaves one', async () => {
    let entries = [anEntry(5), offered];
    const api = await serve((request) => {
      const key = routeKey(request);
      if (key === 'GET /api/waitlist/') return ok({ results: entries }, WaitlistMessages.fetched);
      if (key === 'DELETE /api/waitlist/5/') {
        entries = entries.filter((e) => e.id !== 5);
        return ok({ data: null }, WaitlistMessages.left);
      }
      if (key === 'GET /api/court-bookings/') return ok(pageOf([], 1));
      return refuse(404, 'Not found');
    });
    logInAs('player');
    renderApp('/user-bookings');
    const section = await screen.findByRole('region', { name: 'Your waitlists' });
    const waiting = within(section).getByRole('listitem', {
      name: 'Mon, Dec 7, 2026, 6:00 PM – 8:00 PM · 1 hour · any court',
    });
    expect(within(waiting).getByText('Waiting · 2nd in line')).toBeInTheDocument();
    expect(within(section).getByText(/Court held for you until/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Take it and pay' })).toHaveAttribute(
      'href',
      '/waitlist/8',
    );
    // The live notice shows the offer on the page too.
    expect(await screen.findByText('A court is free for you')).toBeInTheDocument();

    await userEvent.click(
      within(waiting).getByRole('button', { name: /Leave the waitlist for Mon, Dec 7/ }),
    );
    expect(await screen.findByText(WaitlistMessages.left)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByText('Waiting · 2nd in line')).not.toBeInTheDocument(),
    );
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/waitlist/5/',
    ]);
  });
});

describe('/waitlist/{id}: the offer email’s link', () => {
  it('takes the held court and goes straight to payment', async () => {
    const api = await serve((request) => {
      const key = routeKey(request);
      if (key === 'POST /api/waitlist/8/take/')
        return ok({ booking_id: 77 }, WaitlistMessages.taken);
      if (key === 'GET /api/waitlist/') return ok({ results: [offered] });
      return refuse(404, 'Not found');
    });
    logInAs('player');
    const { router } = renderApp('/waitlist/8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-session'));
    expect(router.state.location.search).toBe('?booking=77');
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/waitlist/8/take/',
    ]);
  });

  it('says why when the offer lapsed, with a way on', async () => {
    await serve((request) => {
      if (routeKey(request) === 'POST /api/waitlist/8/take/') {
        return refuse(409, WaitlistMessages.offerLapsed);
      }
      if (routeKey(request) === 'GET /api/waitlist/') return ok({ results: [] });
      return refuse(404, 'Not found');
    });
    logInAs('player');
    renderApp('/waitlist/8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(WaitlistMessages.offerLapsed)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
  });
});
