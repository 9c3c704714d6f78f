import { UserType } from '@courtbook/shared';
import { paths } from '../config/paths';
import { canUsePlayerPages, isLoggedIn, isStaffUserType, type Session } from '../lib/session';

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

/** The Dashboard menu entry is only for user_type 0 or 1; it opens /reporting (DESIGN.md section 8). */
export const showsDashboard = (session: Session): boolean => isStaffUserType(session);

export const dashboardHref = (): string => paths.reporting.getHref();

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
