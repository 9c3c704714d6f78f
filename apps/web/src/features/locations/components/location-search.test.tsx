import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicLocation } from '@courtbook/shared';
import { refuse, apiServerPerTest } from '../../../test/api-server';
import { lakeside } from '../../../test/locations';
import { renderApp } from '../../../test/render';
import { getSelectedLocation } from '../../../lib/storage';
import { logInAs } from '../../../test/render';
import { filterLocations } from './location-search';

const clubs: PublicLocation[] = [
  {
    id: 1,
    name: 'Downtown Racquet Club',
    logo: null,
    address_1: '120 Market Street',
    address_2: 'Suite 4',
    address_3: 'Philadelphia, PA',
    address_4: 'United States',
    time_zone: 'America/New_York',
    booking_horizon_days: 365,
    sports: ['tennis'],
  },
  {
    id: 2,
    name: 'Sunset Padel & Tennis',
    logo: null,
    address_1: '2450 Ocean Avenue',
    address_2: '',
    address_3: 'Santa Monica, CA',
    address_4: 'United States',
    time_zone: 'America/New_York',
    booking_horizon_days: 365,
    sports: ['padel', 'tennis'],
  },
  lakeside,
  {
    id: 4,
    name: 'Harbour Club',
    logo: null,
    address_1: '1 Harbour Walk',
    address_2: '',
    address_3: 'Boston, MA',
    address_4: '',
    time_zone: 'America/New_York',
    booking_horizon_days: 365,
    sports: ['padel', 'squash'],
  },
];

const testApi = apiServerPerTest();
beforeEach(async () => {
  await testApi.serve((request) =>
    request.url.startsWith('/api/all_locations/')
      ? { status: 200, body: clubs }
      : refuse(404, 'Not found'),
  );
});

// The header's colour-mode switch is a radio group too: look only at the results.
const results = () => within(screen.getByRole('radiogroup', { name: 'Search results' }));

describe('filterLocations', () => {
  it('matches names case-insensitively from three characters on', () => {
    expect(filterLocations(clubs, 'te').map((c) => c.id)).toEqual([]);
    expect(filterLocations(clubs, 'TEN').map((c) => c.id)).toEqual([2]);
    expect(filterLocations(clubs, ' club ').map((c) => c.id)).toEqual([1, 4]);
  });

  it("finds the clubs with courts for a sport by the sport's whole name", () => {
    expect(filterLocations(clubs, 'Padel').map((c) => c.id)).toEqual([2, 4]);
    expect(filterLocations(clubs, 'squash').map((c) => c.id)).toEqual([4]);
    // Part of a sport's name is no sport: it matches names only.
    expect(filterLocations(clubs, 'squ').map((c) => c.id)).toEqual([]);
  });
});

describe('Search Court', () => {
  it('searches on Enter, selects with a tick, and continues to the player login with the location', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user-select-location');
    const box = await screen.findByPlaceholderText('Search Organization...');
    expect(screen.getByText('Enter at least 3 characters')).toBeInTheDocument();

    await user.type(box, 'la{Enter}');
    expect(results().queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'lake{Enter}');
    const result = await screen.findByRole('radio', { name: /Lakeside Pickleball Center/ });
    expect(result).toHaveTextContent('88 Harbor Drive');
    expect(results().getAllByRole('radio')).toHaveLength(1);

    await user.click(result);
    expect(result).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(router.state.location.state).toEqual({
      locationName: 'Lakeside Pickleball Center',
      locationId: 3,
    });
  });

  it('searches with the search icon and clears the list under three characters', async () => {
    const user = userEvent.setup();
    renderApp('/user-select-location');
    const box = await screen.findByPlaceholderText('Search Organization...');
    await user.type(box, 'racquet');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await results().findAllByRole('radio')).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'cl{Enter}');
    expect(results().queryAllByRole('radio')).toHaveLength(0);
  });

  it("shows each club's sports on its card, and finds clubs by a sport", async () => {
    const user = userEvent.setup();
    renderApp('/user-select-location');
    await user.type(await screen.findByPlaceholderText('Search Organization...'), 'squash{Enter}');
    const harbour = await results().findByRole('radio', { name: /Harbour Club/ });
    expect(results().getAllByRole('radio')).toHaveLength(1);
    expect(within(harbour).getByText('Padel')).toBeInTheDocument();
    expect(within(harbour).getByText('Squash')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/user-select-location');
    await user.type(await screen.findByPlaceholderText('Search Organization...'), 'zzz{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No organization matches');
  });

  it('remembers the staff choice and goes on to /book-court', async () => {
    logInAs('superAdmin');
    const user = userEvent.setup();
    const { router } = renderApp('/select-location');
    await user.type(await screen.findByPlaceholderText('Search Organization...'), 'sunset{Enter}');
    await user.click(await screen.findByRole('radio', { name: /Sunset Padel/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-court'));
    expect(getSelectedLocation()).toEqual({ id: '2', name: 'Sunset Padel & Tennis' });
  });
});
