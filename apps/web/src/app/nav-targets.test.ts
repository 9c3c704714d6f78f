import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session';
import {
  bookCourtHref,
  displayName,
  initials,
  myBookingsHref,
  profileHref,
  showsDashboard,
} from './nav-targets';

const session = (overrides: Partial<Session>): Session => ({
  token: 'tok',
  role: null,
  user: null,
  selectedLocation: null,
  ...overrides,
});
const user = (user_type: number) => ({ first_name: 'Ann', last_name: 'Lee', user_type });

describe('header targets', () => {
  it('My Bookings: superadmin → /bookings, user → /user-bookings, otherwise → /user-select-location', () => {
    expect(myBookingsHref(session({ role: 'superadmin', user: user(1) }))).toBe('/bookings');
    expect(myBookingsHref(session({ role: 'user', user: user(2) }))).toBe('/user-bookings');
    expect(myBookingsHref(session({ role: null, user: user(2) }))).toBe('/user-select-location');
  });

  it('Book a Court: user → /user-book-court', () => {
    expect(bookCourtHref(session({ role: 'user', user: user(2) }))).toBe('/user-book-court');
  });

  it('Book a Court: user_type 0 without a selected location → /select-location, with one → /book-court', () => {
    expect(bookCourtHref(session({ role: 'superadmin', user: user(0) }))).toBe('/select-location');
    expect(
      bookCourtHref(
        session({ role: 'superadmin', user: user(0), selectedLocation: { id: '4', name: 'Park' } }),
      ),
    ).toBe('/book-court');
  });

  it('Book a Court: other staff → /book-court; logged out → /user-select-location', () => {
    expect(bookCourtHref(session({ role: 'superadmin', user: user(1) }))).toBe('/book-court');
    expect(bookCourtHref(session({ token: null }))).toBe('/user-select-location');
  });

  it('Profile and Dashboard follow the role and user_type', () => {
    expect(profileHref(session({ role: 'user', user: user(2) }))).toBe('/user-profile');
    expect(profileHref(session({ role: 'superadmin', user: user(0) }))).toBe('/profile');
    expect(showsDashboard(session({ role: 'superadmin', user: user(0) }))).toBe(true);
    expect(showsDashboard(session({ role: 'superadmin', user: user(1) }))).toBe(true);
    expect(showsDashboard(session({ role: 'user', user: user(2) }))).toBe(false);
  });

  it('names the user, with a fallback', () => {
    expect(displayName(session({ user: user(2) }))).toBe('Ann Lee');
    expect(initials(session({ user: user(2) }))).toBe('AL');
    expect(displayName(session({ user: { first_name: '', last_name: ' ', user_type: 2 } }))).toBe(
      'My account',
    );
  });
});
