import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DAY_SLOTS,
  datesOfMonth,
  localDate,
  type CourtAvailability,
  type CourtDay,
  type PublicLocation,
} from '@courtbook/shared';
import { addDays, formatLongDate } from '../../features/booking-wizard/lib/calendar';
import { wizardStorageKey } from '../../features/booking-wizard/lib/wizard-state';
import { saveSelectedLocation } from '../../lib/storage';
import { ok, byRoute, startApiServer, type TestApiServer } from '../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, jsonBody } from '../../test/forms';
import { logInAs, renderApp } from '../../test/render';
import { SPEC_COURT } from '../../test/courts';

const TIME_ZONE = 'America/New_York';
/** A club with padel courts at 90 minutes beside a tennis court at SPEC's hour and more. */
const club: PublicLocation = {
  id: 3,
  name: 'Harbour Padel Club',
  logo: null,
  address_1: '1 Harbour Walk',
  address_2: '',
  address_3: 'Boston, MA',
  address_4: 'United States',
  time_zone: TIME_ZONE,
  booking_horizon_days: 365,
  sports: ['padel', 'tennis'],
};
const facts: Record<number, Partial<CourtDay>> = {
  11: {
    sport: 'padel',
    name: 'Centre Court',
    surface: 'Artificial grass',
    indoor: true,
    lights: true,
    session_minutes: [90],
  },
  12: { sport: 'padel', surface: 'Artificial grass', session_minutes: [90] },
  13: { sport: 'tennis', surface: 'Hard', lights: true },
};
const courts: CourtAvailability[] = [11, 12, 13].map((id) => ({
  ...SPEC_COURT,
  ...facts[id],
  court_id: id,
  court_number: id - 10,
  court_fee_hrs: '36.00',
  is_booked: false,
  unavailable_reason: null,
  unavailable_dates: [],
}));

let server: TestApiServer;

beforeEach(async () => {
  server = await startApiServer(
    byRoute({
      'GET /api/all_locations/': { status: 200, body: [club] },
      'GET /api/day_availability/': (request) => {
        const date = new URL(request.url, 'http://x').searchParams.get('date') ?? '';
        const day = courts.map((court) => ({
          ...court,
          slots: Array.from({ length: DAY_SLOTS }, () => 'free'),
        }));
        return ok(
          { location_id: 3, date, time_zone: TIME_ZONE, slot_minutes: 30, courts: day },
          'ok',
        );
      },
      'GET /api/month_availability/': (request) => {
        const month = new URL(request.url, 'http://x').searchParams.get('month') ?? '';
        const days = datesOfMonth(month).map((date) => ({ date, state: 'open' }));
        return ok({ location_id: 3, month, time_zone: TIME_ZONE, days }, 'ok');
      },
      'POST /api/quotes/': () => ok({ quotes: [] }, 'Quoted.'),
      'POST /api/fair-use-check/': () => ok({ refusal: null }, 'Fair-use limits checked.'),
      // Only the sport's courts, as the API answers them.
      'POST /api/check_court_availability/': (request) => {
        const { sport } = JSON.parse(request.body) as { sport?: string };
        return ok({ courts: courts.filter((court) => !sport || court.sport === sport) }, 'ok');
      },
    }),
  );
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});
afterEach(async () => {
  clearToasts();
  vi.unstubAllEnvs();
  await server.close();
});

const next = () => screen.getByRole('button', { name: 'NEXT' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const today = () => localDate(new Date(), TIME_ZONE);

describe('booking at a club with several sports', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('asks the sport, checks that sport’s courts, and keeps the choice', async () => {
    const user = userEvent.setup();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: club.name });
    const first = renderApp('/user-book-court');
    await stepHeading('Choose Date');
    const date = addDays(today(), 1);
    if (date.slice(5, 7) !== today().slice(5, 7)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    await user.click(screen.getByRole('button', { name: formatLongDate(date) }));
    // The date step asks nothing new.
    expect(screen.queryByRole('radiogroup', { name: 'Sport' })).toBeNull();
    await user.click(next());
    await stepHeading('Time Slot');

    const sports = screen.getByRole('radiogroup', { name: 'Sport' });
    await user.click(within(sports).getByRole('radio', { name: 'Tennis' }));
    const grid = await screen.findByRole('table', { name: /Tennis courts on/ });
    await user.click(within(grid).getByRole('button', { name: 'Court 3 at 6:00 PM, free' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '2 hours');
    await user.click(next());
    await stepHeading('Select Court');

    const checks = server.requests.filter((r) => r.url === '/api/check_court_availability/');
    expect(jsonBody(checks.at(-1))).toMatchObject({
      location_id: 3,
      date,
      start_time: '18:00:00',
      end_time: '20:00:00',
      sport: 'tennis',
    });
    expect(await screen.findByRole('radio', { name: 'Court 3' })).toBeChecked();
    expect(screen.getByText('Tennis · Hard · Lights')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Centre Court' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Your choices' })).toHaveTextContent('Tennis');
    expect(
      JSON.parse(sessionStorage.getItem(wizardStorageKey('/user-book-court')) ?? '{}'),
    ).toMatchObject({ sport: 'tennis', duration: 120 });

    // After a reload the wizard is where it was, at the same sport.
    first.unmount();
    renderApp('/user-book-court');
    await stepHeading('Select Court');
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    await stepHeading('Time Slot');
    expect(screen.getByRole('radio', { name: 'Tennis' })).toBeChecked();

    // Padel offers 90 minutes only: the 2 hours become 1.5, and its courts are checked.
    await user.click(screen.getByRole('radio', { name: 'Padel' }));
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('90');
    await user.click(await screen.findByRole('button', { name: 'Centre Court at 6:00 PM, free' }));
    await user.click(next());
    await stepHeading('Select Court');
    expect(await screen.findByRole('radio', { name: 'Centre Court' })).toBeChecked();
    expect(screen.getByText('Padel · Artificial grass · Indoor · Lights')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Court 2' })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: 'Court 3' })).toBeNull();
    const last = server.requests.filter((r) => r.url === '/api/check_court_availability/').at(-1);
    expect(jsonBody(last)).toMatchObject({ end_time: '19:30:00', sport: 'padel' });
  });
});
