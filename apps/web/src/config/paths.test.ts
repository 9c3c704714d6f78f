import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds detail URLs from ids', () => {
    expect(paths.userBookingDetails.getHref(42)).toBe('/user-booking-details/42');
    expect(paths.staffBookingDetails.getHref('7')).toBe('/user-booking-detail/7');
    expect(paths.updateRegistration.getHref(3)).toBe('/update-registraion/3');
    expect(paths.locationDetails.getHref(9)).toBe('/location-details/9');
    expect(paths.updateLocations.getHref(9)).toBe('/update-locations/9');
    expect(paths.courtDetails.getHref(12)).toBe('/court-details/12');
  });

  it('encodes ids so they cannot change the route', () => {
    expect(paths.userBookingDetails.getHref('a/b?c')).toBe('/user-booking-details/a%2Fb%3Fc');
  });

  it('refuses an empty id', () => {
    expect(() => paths.courtDetails.getHref('')).toThrow(/id is needed/);
  });

  it('keeps the spec spellings', () => {
    expect(paths.updateRegistration.path).toBe('/update-registraion/:id');
    expect(paths.userRegistration.path).toBe('/user-registraion');
  });

  it('builds the verify-email link with its uuid query', () => {
    expect(paths.verifyEmail.getHref('0b6f-1')).toBe('/verify-email?uuid=0b6f-1');
    expect(paths.verifyEmail.getHref()).toBe('/verify-email');
  });

  it('has one unique, absolute pattern per route', () => {
    const patterns = Object.values(paths).map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\//);
  });

  it('lists every route of SPEC.md section 2', () => {
    const patterns = new Set<string>(Object.values(paths).map((entry) => entry.path));
    const spec = [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/new-password',
      '/user-login',
      '/user-select-location',
      '/select-location',
      '/user-forgot-password',
      '/user-otp',
      '/user-new-password',
      '/user-book-court',
      '/book-court',
      '/user-bookings',
      '/bookings',
      '/user-booking-details/:id',
      '/user-booking-detail/:id',
      '/user-profile',
      '/profile',
      '/checkout-session',
      '/payment-success',
      '/payment-cancel',
      '/user-contact-us',
      '/how-it-works',
      '/verify-email',
      '/privacy-policy',
      '/404',
      '/500',
      '/dashboard',
      '/admin-registration',
      '/update-registraion/:id',
      '/messages',
      '/locations',
      '/location',
      '/location-details/:id',
      '/users',
      '/add-locations',
      '/update-locations/:id',
      '/reporting',
      '/user-registraion',
      '/price-configuration',
      '/court-bookings',
      '/court-details/:id',
    ];
    expect(spec.filter((route) => !patterns.has(route))).toEqual([]);
  });
});
