import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { refuse, apiServerPerTest, unreachableBaseUrl, type Reply } from '../test/api-server';
import { JOURNEY_TIMEOUT_MS } from '../test/forms';
import { logInAs, renderApp } from '../test/render';
import { saveSelectedLocation } from '../lib/storage';

// The session check at start calls GET /profile/; a real local server answers it.
let profileReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  profileReply = refuse(404, 'Not found');
  await testApi.serve(() => profileReply);
});

const PAGE_LOAD_MS = 10_000;
const landingHeading = () => screen.findByRole('heading', { level: 1, name: 'Ready to Play?' });

describe('guards', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it.each(['/dashboard', '/reporting', '/update-registraion/4', '/book-court', '/bookings'])(
    'sends a logged-out visitor on staff page %s to /login, to come back after',
    async (path) => {
      const { router } = renderApp(path);
      // The first case also loads the login page's code.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Staff sign in' },
          { timeout: PAGE_LOAD_MS },
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it.each([
    '/user-book-court',
    '/user-bookings',
    '/user-booking-details/8',
    '/user-profile',
    '/checkout-session',
  ])('sends a logged-out visitor on user page %s to Search Court without a club', async (path) => {
    const { router } = renderApp(path);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Search Court' },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/user-select-location');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it('sends a logged-out visitor on a user page to the login of the stored club', async () => {
    saveSelectedLocation({ id: 3, name: 'Park' });
    const { router } = renderApp('/user-bookings?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/user-login');
    expect(router.state.location.state).toEqual({
      locationId: '3',
      locationName: 'Park',
      from: '/user-bookings?page=2',
    });
  });

  it.each([null, 'player'] as const)(
    'shows the 404 page on an unknown path (logged in as %s)',
    async (who) => {
      if (who) logInAs(who);
      const { router } = renderApp('/no-such-page');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Back-office' })).toBeNull();
      expect(router.state.location.pathname).toBe('/no-such-page');
    },
  );

  it.each([
    ['a player', 'staff', 'player', '/reporting'],
    ['staff', 'player', 'superAdmin', '/user-bookings'],
  ] as const)('sends %s away from %s pages', async (_who, _pages, account, path) => {
    logInAs(account);
    const { router } = renderApp(path);
    expect(await landingHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a superadmin into staff pages, inside the admin layout', async () => {
    logInAs('superAdmin');
    const { router } = renderApp('/reporting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reporting');
  });

  it.each([
    ['a location admin (user_type 1)', 'staff', 'locationAdmin', '/locations', 'Locations'],
    ['a player', 'player', 'player', '/user-booking-details/8', 'Booking Details'],
  ] as const)('lets %s into %s pages', async (_who, _pages, account, path, heading) => {
    logInAs(account);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets staff whose stored role is missing in by user_type 0 or 1', async () => {
    logInAs('locationAdmin');
    localStorage.removeItem('role');
    const { router } = renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('lets players and staff reach checkout', async () => {
    logInAs('locationAdmin');
    renderApp('/checkout-session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('shows staff the 404 page inside the admin layout on an unknown path', async () => {
    logInAs('superAdmin');
    const { router } = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the back-office' })).toHaveAttribute(
      'href',
      '/reporting',
    );
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('sends a superadmin with a token from /login to /reporting', async () => {
    logInAs('superAdmin');
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reporting');
  });

  it('shows /login to a logged-out visitor', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign in' }),
    ).toBeInTheDocument();
  });

  it.each(['/user-login'])('sends a logged-in player from %s to /user-book-court', async (path) => {
    logInAs('player');
    const { router } = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a Court' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-book-court');
  });

  it.each([
    ['/how-it-works', 'How It Works'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/user-contact-us', 'Contact Us'],
    ['/payment-success', 'Payment Failed'],
    ['/payment-cancel', 'Payment Failed'],
    ['/404', 'Page not found'],
    ['/500', 'Something went wrong'],
  ])('leaves %s open to everyone', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('session check at start', () => {
  it('asks for the profile with the stored token and leaves a 404 alone', async () => {
    logInAs('superAdmin', 'tok-1');
    saveSelectedLocation({ id: 1, name: 'Park' });
    const { router } = renderApp('/reporting');
    // The page's own calls aside (the report), the profile is asked for once.
    const profileCalls = () => testApi.requests.filter((r) => r.url === '/api/profile/');
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(profileCalls()[0]).toMatchObject({ method: 'GET', url: '/api/profile/' });
    expect(profileCalls()[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reporting');
    expect(localStorage.getItem('user_access_valid_token')).toBe('tok-1');
  });

  it('does not call the API without a token', async () => {
    renderApp('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    expect(testApi.requests).toHaveLength(0);
  });

  it('on token_not_valid clears the token and user data and goes to /', async () => {
    profileReply = {
      status: 401,
      body: { code: 'token_not_valid', message: 'Token expired', data: null },
    };
    logInAs('player');
    const { router } = renderApp('/user-bookings');
    expect(await landingHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user_access_valid_token')).toBeNull();
    expect(localStorage.getItem('logged_user_data')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('goes to / when the API cannot be reached', async () => {
    vi.stubEnv('VITE_API_BASE_URL', await unreachableBaseUrl());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logInAs('player');
    const { router } = renderApp('/user-bookings');
    expect(await landingHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
