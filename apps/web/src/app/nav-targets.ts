import { UserType } from '@courtbook/shared';
import { paths } from '../config/paths';
import { canUsePlayerPages, isLoggedIn, isStaffUserType, type Session } from '../lib/session';
import { adminNavFor } from './layouts/admin-nav';
import { canAccess, type StaffAccess } from './staff-access';

/** My Bookings: superadmin → /bookings, user → /user-bookings, otherwise → /user-select-location. */
export function myBookingsHref(session: Session): string {
  if (session.role === 'superadmin') return paths.bookings.getHref();
  if (session.role === 'user') return paths.userBookings.getHref();
  return paths.userSelectLocation.getHref();
}

/**
 * Book a Court. Logged out → /user-select-location; user → /user-book-court;
 * user_type 0 without a selected location → /select-location; otherwise /book-court.
 */
export function bookCourtHref(session: Session): string {
  if (!isLoggedIn(session)) return paths.userSelectLocation.getHref();
  if (session.role === 'user') return paths.userBookCourt.getHref();
  if (session.user?.user_type === UserType.SuperAdmin && session.selectedLocation === null) {
    return paths.selectLocation.getHref();
  }
  return paths.bookCourt.getHref();
}

export function profileHref(session: Session): string {
  return session.role === 'user' ? paths.userProfile.getHref() : paths.profile.getHref();
}

/** Change club: a signed-in player goes through Search Court and back to the wizard there. */
export const showsChangeClub = (session: Session): boolean => canUsePlayerPages(session);

export const changeClubHref = (): string => paths.userSelectLocation.getHref();

/** The staff home in order of preference: a location admin without reporting starts elsewhere. */
const STAFF_HOMES: readonly [StaffAccess, string][] = [
  ['reporting', paths.reporting.getHref()],
  ['court_bookings', paths.courtBookings.getHref()],
  ['locations', paths.locations.getHref()],
];

/**
 * Where staff land after signing in: /reporting (DESIGN.md section 8) when their permissions
 * allow it, else the first of their screens, so no one lands on "No access".
 */
export function staffHomeHref(session: Session): string {
  const home = STAFF_HOMES.find(([access]) => canAccess(session, access));
  return home?.[1] ?? adminNavFor(session)[0]?.href ?? paths.profile.getHref();
}

/** The Dashboard menu entry is only for user_type 0 or 1; it opens the staff home. */
export const showsDashboard = (session: Session): boolean => isStaffUserType(session);

export const dashboardHref = (session: Session): string => staffHomeHref(session);

export function displayName(session: Session): string {
  const name = [session.user?.first_name, session.user?.last_name]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' ');
  return name || 'My account';
}

export function initials(session: Session): string {
  const letters = [session.user?.first_name, session.user?.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}
