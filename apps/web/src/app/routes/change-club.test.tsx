import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, byRoute, deferred, apiServerPerTest, type Reply } from '../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, jsonBody, toast } from '../../test/forms';
import { logInAs, renderApp } from '../../test/render';
import { saveSelectedLocation } from '../../lib/storage';

const club = (id: number, name: string) => ({
  id,
  name,
  logo: null,
  address_1: `${id} Main Street`,
  address_2: null,
  address_3: null,
  address_4: null,
  time_zone: 'America/New_York',
  booking_horizon_days: 365,
  sports: ['tennis'],
});

let changeStatus = 200;
/** When set, PUT /profile/location/ waits for the test to answer. */
let heldChange: ReturnType<typeof deferred<Reply>> | null = null;
const changed: Reply = ok({ location_id: 4 }, 'Your club has been changed.');

const testApi = apiServerPerTest();
beforeEach(async () => {
  changeStatus = 200;
  heldChange = null;
  await testApi.serve(
    byRoute({
      'GET /api/all_locations/': {
        status: 200,
        body: [club(3, 'Downtown Racquet Club'), club(4, 'Lakeside Pickleball Center')],
      },
      'PUT /api/profile/location/': () =>
        heldChange
          ? heldChange.promise
          : changeStatus === 200
            ? changed
            : refuse(400, 'Please choose a location.'),
    }),
  );
});
afterEach(clearToasts);

async function chooseLakeside(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByPlaceholderText('Search Organization...'), 'lake{Enter}');
  await user.click(await screen.findByRole('radio', { name: /Lakeside Pickleball Center/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Change club (signed-in player)', () => {
  it(
    'goes from the wizard through Search Court and back to the wizard at the new club',
    async () => {
      logInAs('player');
      saveSelectedLocation({ id: 3, name: 'Downtown Racquet Club' });
      const user = userEvent.setup();
      const { router } = renderApp('/user-book-court');
      await screen.findByText('Downtown Racquet Club');
      await user.click(screen.getByRole('link', { name: 'Change club' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user-select-location'));

      await chooseLakeside(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user-book-court'));
      // Search Court also shows the name (its radio), and may still be on screen for a moment
      // after the router has moved on: read the name from the wizard's own Change club row.
      const changeClub = await screen.findByRole('link', { name: 'Change club' });
      expect(changeClub.parentElement).toHaveTextContent('Lakeside Pickleball Center');
      expect(localStorage.getItem('selectedLocationId')).toBe('4');
      expect(localStorage.getItem('selectedLocation')).toBe('Lakeside Pickleball Center');
      // Still signed in: the same token.
      expect(localStorage.getItem('user_access_valid_token')).toBe('test-token');
      const put = testApi.requests.filter((r) => r.url === '/api/profile/location/');
      expect(jsonBody(put[0])).toEqual({ location: 4 });
      expect(put[0]?.headers.authorization).toBe('Bearer test-token');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('shows Continue busy while the change is recorded, and sends it once however often pressed', async () => {
    heldChange = deferred<Reply>();
    logInAs('player');
    saveSelectedLocation({ id: 3, name: 'Downtown Racquet Club' });
    const user = userEvent.setup();
    const { router } = renderApp('/user-select-location');
    await chooseLakeside(user);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toHaveAttribute('data-loading', 'true'));
    expect(continueButton).toBeDisabled();
    await user.click(continueButton);
    const puts = () => testApi.requests.filter((r) => r.url === '/api/profile/location/');
    expect(puts()).toHaveLength(1);

    heldChange.resolve(changed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-book-court'));
    expect(puts()).toHaveLength(1);
  });

  it('stays on Search Court and shows the message when the API refuses', async () => {
    changeStatus = 400;
    logInAs('player');
    saveSelectedLocation({ id: 3, name: 'Downtown Racquet Club' });
    const user = userEvent.setup();
    const { router } = renderApp('/user-select-location');
    await chooseLakeside(user);
    expect(await toast('Please choose a location.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-select-location');
    expect(localStorage.getItem('selectedLocationId')).toBe('3');
  });

  it('offers Change club in the user menu', async () => {
    logInAs('player');
    const user = userEvent.setup();
    renderApp('/how-it-works');
    await user.click(await screen.findByRole('button', { name: /Pat Player|Player/ }));
    expect(await screen.findByRole('menuitem', { name: 'Change club' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
  });
});
