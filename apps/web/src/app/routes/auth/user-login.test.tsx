import type { PublicLocation } from '@courtbook/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSelectedLocation } from '../../../lib/storage';
import { ok, refuse, byRoute, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { loginAnswer, playerAccount } from '../../../test/accounts';
import { renderApp } from '../../../test/render';

// Typed as the API answers it: the booking page this journey ends on reads the zone and horizon.
const location: PublicLocation = {
  id: 3,
  name: 'Downtown Racquet Club',
  logo: '/uploads/logos/downtown.svg',
  address_1: '120 Market Street',
  address_2: 'Suite 4',
  address_3: 'Philadelphia, PA 19106',
  address_4: 'United States',
  time_zone: 'America/New_York',
  booking_horizon_days: 365,
  sports: ['tennis'],
};

let loginReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  loginReply = loginAnswer(playerAccount, 'tok-123');
  await testApi.serve(
    byRoute({
      // The list itself, as the API answers it.
      'GET /api/all_locations/': { status: 200, body: [location] },
      'POST /api/login/': () => loginReply,
      'POST /api/resend-verification/': ok(
        { data: null },
        'If the account needs it, we have sent a new link.',
      ),
      'POST /api/user-register/': ok(
        { data: { id: 9, email: 'ann@example.com' } },
        'Registration successful. Please check your email to verify your account.',
        201,
      ),
    }),
  );
});
afterEach(clearToasts);

const atLocation = {
  pathname: '/user-login',
  state: { locationName: 'Downtown Racquet Club', locationId: 3 },
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const requestsTo = (url: string) => testApi.requests.filter((request) => request.url === url);

describe('/user-login', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('without a chosen location, points to the location search', async () => {
    renderApp('/user-login');
    await heading('Choose your club first');
    expect(screen.getByRole('link', { name: 'Search for your club' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
  });

  it('shows the location from navigation state, with its address from all_locations', async () => {
    renderApp(atLocation);
    await heading('Log in');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Downtown Racquet Club')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Search Court' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
    expect(
      await within(main).findByText(
        '120 Market Street, Suite 4, Philadelphia, PA 19106, United States',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('/api/all_locations/')).toHaveLength(1);
    expect(within(main).getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/user-forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(main).getByText(/you agree to our Terms & Conditions/)).toBeInTheDocument();
  });

  it('falls back to the stored selectedLocation and selectedLocationId', async () => {
    saveSelectedLocation({ id: 3, name: 'Stored Club' });
    renderApp('/user-login');
    await heading('Log in');
    expect(within(screen.getByRole('main')).getByText('Stored Club')).toBeInTheDocument();
  });

  it('shows the login messages of the spec on submit', async () => {
    const user = userEvent.setup();
    renderApp(atLocation);
    await heading('Log in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required and must be valid.')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(requestsTo('/api/login/')).toHaveLength(0);
  });

  it('logs in: stores the session and location, updates the header, goes to /user-book-court', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(atLocation);
    await heading('Log in');
    await fill(user, screen.getByLabelText(/^Email/), 'pat@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-book-court'));
    expect(jsonBody(requestsTo('/api/login/')[0])).toEqual({
      email: 'pat@example.com',
      password: 'Secret1!x',
      location: 3,
    });
    expect(localStorage.getItem('user_access_valid_token')).toBe('tok-123');
    expect(localStorage.getItem('role')).toBe('user');
    expect(JSON.parse(localStorage.getItem('logged_user_data') ?? 'null')).toEqual(playerAccount);
    expect(localStorage.getItem('selectedLocation')).toBe('Downtown Racquet Club');
    expect(localStorage.getItem('selectedLocationId')).toBe('3');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
    expect(within(nav).getByRole('button', { name: /Pat Player/ })).toBeInTheDocument();
  });

  it('shows the server message when the login is refused', async () => {
    loginReply = refuse(401, 'The email or password is incorrect.');
    const user = userEvent.setup();
    const { router } = renderApp(atLocation);
    await heading('Log in');
    await fill(user, screen.getByLabelText(/^Email/), 'pat@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'wrong');
    await user.keyboard('{Enter}');
    expect(await toast('The email or password is incorrect.')).toBeInTheDocument();
    // Also under the form, where it stays after the toast has gone.
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(router.state.location.pathname).toBe('/user-login');
    expect(localStorage.getItem('user_access_valid_token')).toBeNull();
  });

  it('offers a new verification email when the account is not verified (403)', async () => {
    loginReply = {
      status: 403,
      body: {
        code: 403,
        message: 'Please verify your email before logging in. We can send you a new link.',
        data: { can_resend_verification: true },
      },
    };
    const user = userEvent.setup();
    renderApp(atLocation);
    await heading('Log in');
    await fill(user, screen.getByLabelText(/^Email/), 'pat@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await toast('Please verify your email before logging in. We can send you a new link.'),
    ).toBeInTheDocument();
    // Beside the toast, one message on the page: the box with its resend offer, no red alert.
    expect(await screen.findByText('Please verify your email')).toBeVisible();
    expect(within(screen.getByRole('form', { name: 'Log in' })).queryByRole('alert')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await toast('If the account needs it, we have sent a new link.')).toBeInTheDocument();
    expect(jsonBody(requestsTo('/api/resend-verification/')[0])).toEqual({
      email: 'pat@example.com',
    });
  });

  it('switches to registration and back, moving focus to the new heading', async () => {
    const user = userEvent.setup();
    renderApp(atLocation);
    await heading('Log in');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await heading('Create an account')).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await heading('Log in')).toHaveFocus();
    expect(screen.queryByLabelText(/First name/)).toBeNull();
  });

  it('after registering, returns to the login form with the email filled in', async () => {
    const user = userEvent.setup();
    renderApp(atLocation);
    await heading('Log in');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await fill(user, screen.getByLabelText(/First name/), 'Ann');
    await fill(user, screen.getByLabelText(/Last name/), 'Lee');
    await fill(user, screen.getByLabelText(/^Email/), 'ann@example.com');
    await fill(
      user,
      await screen.findByLabelText(/Phone number/, {}, { timeout: 5000 }),
      '+17025550123',
    );
    await fill(user, screen.getByLabelText(/^Password/), 'Secret1!x');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await toast('Registration successful. Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(await heading('Log in')).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(jsonBody(requestsTo('/api/user-register/')[0])).toMatchObject({ location_id: 3 });
  });
});
