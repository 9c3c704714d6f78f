import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { canUsePlayerPages, canUseStaffPages, isLoggedIn, useSession } from '../lib/session';

/**
 * Route guards (SPEC.md section 4). They only steer the UI; the API enforces access.
 * Refused visitors go to / with the page they wanted in `state.from`.
 */

function useFrom() {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** Staff pages: token and role superadmin (or user_type 0 or 1). */
export function RequireStaff() {
  const session = useSession();
  const state = useFrom();
  return canUseStaffPages(session) ? (
    <Outlet />
  ) : (
    <Navigate to={paths.home.getHref()} replace state={state} />
  );
}

/** Player pages: token and role user. */
export function RequirePlayer() {
  const session = useSession();
  const state = useFrom();
  return canUsePlayerPages(session) ? (
    <Outlet />
  ) : (
    <Navigate to={paths.home.getHref()} replace state={state} />
  );
}

/** Pages for anyone logged in (checkout: players pay, and so can staff booking for someone). */
export function RequireLoggedIn() {
  const session = useSession();
  const state = useFrom();
  return isLoggedIn(session) ? (
    <Outlet />
  ) : (
    <Navigate to={paths.home.getHref()} replace state={state} />
  );
}

/** /login: a superadmin with a token goes straight to /reporting. */
export function RedirectSignedInStaff() {
  const session = useSession();
  return isLoggedIn(session) && session.role === 'superadmin' ? (
    <Navigate to={paths.reporting.getHref()} replace />
  ) : (
    <Outlet />
  );
}

/** User-login pages: a logged-in player goes straight to /user-book-court. */
export function RedirectSignedInPlayer() {
  const session = useSession();
  return canUsePlayerPages(session) ? (
    <Navigate to={paths.userBookCourt.getHref()} replace />
  ) : (
    <Outlet />
  );
}
