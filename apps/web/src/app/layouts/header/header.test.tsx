import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { COLOR_SCHEME_STORAGE_KEY, saveSelectedLocation } from '../../../lib/storage';
import { ok, byRoute, apiServerPerTest, unreachableBaseUrl } from '../../../test/api-server';
import { logInAs, renderWithProviders } from '../../../test/render';
import { Header } from './header';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

function renderHeader(path = '/somewhere') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path },
  );
}

// The desktop bar; the compact bar and drawer repeat the same targets for small screens.
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const link = (name: string | RegExp) => within(mainNav()).getByRole('link', { name });

async function openUserMenu(name: string) {
  await userEvent.click(await within(mainNav()).findByRole('button', { name }));
  return screen.findByRole('menu');
}

const testApi = apiServerPerTest();
beforeEach(async () => {
  vi.spyOn(console, 'error');
  await testApi.serve(
    byRoute({
      'POST /api/logout/': ok({ data: null }, 'You have been logged out.'),
    }),
  );
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
});

describe('Header', () => {
  it('shows the banner text exactly', () => {
    renderHeader();
    expect(screen.getByText('Not a business? Book on the arisecourt app')).toBeInTheDocument();
  });

  it('logged out: Book a Court → /user-select-location, Staff Sign In opens /login in a new tab', () => {
    renderHeader();
    expect(link('Book a Court')).toHaveAttribute('href', '/user-select-location');
    const staff = link(/Staff Sign In/);
    expect(staff).toHaveAttribute('href', '/login');
    expect(staff).toHaveAttribute('target', '_blank');
    expect(staff.getAttribute('rel')).toContain('noopener');
    expect(within(mainNav()).queryByRole('link', { name: 'My Bookings' })).toBeNull();
  });

  it('superadmin (user_type 0) with no selected location', async () => {
    logInAs('superAdmin');
    renderHeader();
    expect(link('My Bookings')).toHaveAttribute('href', '/bookings');
    expect(link('Book a Court')).toHaveAttribute('href', '/select-location');
    expect(within(mainNav()).queryByRole('link', { name: /Staff Sign In/ })).toBeNull();
    const menu = await openUserMenu('Sam Super');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/reporting',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('superadmin (user_type 0) with a selected location books at /book-court', () => {
    logInAs('superAdmin');
    saveSelectedLocation({ id: 3, name: 'Park' });
    renderHeader();
    expect(link('Book a Court')).toHaveAttribute('href', '/book-court');
  });

  it('location admin (user_type 1)', async () => {
    logInAs('locationAdmin');
    renderHeader();
    expect(link('My Bookings')).toHaveAttribute('href', '/bookings');
    expect(link('Book a Court')).toHaveAttribute('href', '/book-court');
    const menu = await openUserMenu('Lee Local');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/reporting',
    );
  });

  it('player (role user)', async () => {
    logInAs('player');
    renderHeader();
    expect(link('My Bookings')).toHaveAttribute('href', '/user-bookings');
    expect(link('Book a Court')).toHaveAttribute('href', '/user-book-court');
    const menu = await openUserMenu('Pat Player');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
  });

  it('on a phone leaves the hidden desktop user menu out, and the phone menu button in', async () => {
    const matchMedia = window.matchMedia.bind(window);
    // The phone query is the one the header asks; every other query stays unmatched.
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.startsWith('not all'),
    });
    try {
      logInAs('player');
      renderHeader();
      expect(link('My Bookings')).toHaveAttribute('href', '/user-bookings');
      // The user menu would be lazy-loaded at the first render; the phone menu loads later, on the
      // tap. Once the user menu's code is in and the phone menu has shown, the user menu would have.
      await import('./user-menu');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const phoneMenu = await screen.findByRole('navigation', { name: 'Mobile' });
      expect(within(phoneMenu).getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
      expect(within(mainNav()).queryByRole('button', { name: 'Pat Player' })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('the header follows a login made after it rendered', async () => {
    renderHeader();
    expect(within(mainNav()).queryByRole('link', { name: 'My Bookings' })).toBeNull();
    logInAs('player');
    expect(await within(mainNav()).findByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
  });

  it('Logout tells the API, clears all local storage but the colour mode, and goes to /', async () => {
    logInAs('player', 'player-token');
    saveSelectedLocation({ id: 3, name: 'Park' });
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    renderHeader('/user-bookings');
    const menu = await openUserMenu('Pat Player');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(link('Book a Court')).toHaveAttribute('href', '/user-select-location');
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(testApi.requests[0]).toMatchObject({ method: 'POST', url: '/api/logout/' });
    expect(testApi.requests[0]?.headers.authorization).toBe('Bearer player-token');
  });

  it('Logout does not wait for the API: the session ends even when the call fails', async () => {
    logInAs('player');
    vi.stubEnv('VITE_API_BASE_URL', await unreachableBaseUrl());
    vi.mocked(console.error).mockImplementation(() => {});
    renderHeader('/user-bookings');
    const menu = await openUserMenu('Pat Player');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('user_access_valid_token')).toBeNull();
    // The failed call is only logged (SPEC.md section 8).
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    vi.mocked(console.error).mockClear();
  });

  it('has a labelled colour-mode switch that stores and applies the choice', async () => {
    renderHeader();
    const group = within(mainNav()).getByRole('radiogroup', { name: 'Colour mode' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('has a labelled menu button for small screens', () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
