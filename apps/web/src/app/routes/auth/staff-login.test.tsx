import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refuse, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { loginAnswer, superAdminAccount } from '../../../test/accounts';
import { renderApp } from '../../../test/render';

let loginReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  loginReply = loginAnswer(superAdminAccount, 'staff-tok');
  await testApi.serve({ 'POST /api/login/': () => loginReply });
});
afterEach(clearToasts);

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Staff sign in' });
  await fill(user, screen.getByLabelText(/^Email/), 'sam@example.com');
  await fill(user, screen.getByLabelText(/^Password/), 'Secret1!x');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login (staff)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('validates with the login messages of the spec', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Staff sign in' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.type(screen.getByLabelText(/^Email/), 'sam@');
    expect(await screen.findByText('Email is required and must be valid.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(testApi.requests).toHaveLength(0);
  });

  it('signs staff in without a location and goes to /reporting', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting'));
    expect(jsonBody(testApi.requests.find((request) => request.url === '/api/login/'))).toEqual({
      email: 'sam@example.com',
      password: 'Secret1!x',
    });
    expect(localStorage.getItem('user_access_valid_token')).toBe('staff-tok');
    expect(localStorage.getItem('role')).toBe('superadmin');
    expect(JSON.parse(localStorage.getItem('logged_user_data') ?? 'null')).toEqual(
      superAdminAccount,
    );
  });

  it('lands a location admin with only the court bookings permission on /court-bookings', async () => {
    loginReply = loginAnswer(
      { ...superAdminAccount, user_type: 1, permissions: ['court_bookings'] },
      'staff-tok',
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/court-bookings'));
    expect(screen.queryByText('No access')).toBeNull();
  });

  it('returns to the staff page a guard sent a logged-out visitor from', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/messages');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('tells a player to use the player login', async () => {
    loginReply = refuse(400, 'Please choose a location.');
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signIn(user);
    expect(
      await toast('This sign-in is for staff. Players log in from their club’s page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your club' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
    // Beside the toast, one message on the page: the box with its link, no red alert.
    expect(
      within(screen.getByRole('form', { name: 'Staff sign in' })).queryByRole('alert'),
    ).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user_access_valid_token')).toBeNull();
  });

  it('shows the server message otherwise', async () => {
    loginReply = refuse(401, 'The email or password is incorrect.');
    const user = userEvent.setup();
    renderApp('/login');
    await signIn(user);
    expect(await toast('The email or password is incorrect.')).toBeInTheDocument();
    // Also under the form, where it stays after the toast has gone.
    const form = screen.getByRole('form', { name: 'Staff sign in' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
  });
});

describe('/register (staff side)', () => {
  it('explains who creates staff accounts and links to both sign-ins', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create a staff account' });
    expect(screen.getByText(/Staff accounts are created by a super admin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to staff sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Register as a player' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
  });
});
