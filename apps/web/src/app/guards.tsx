import { Navigate, Outlet, useLocation, type To } from 'react-router';
import { paths } from '../config/paths';
import { readReturnTo } from '../features/auth/lib/nav-state';
import {
  canUsePlayerPages,
  canUseStaffPages,
  isLoggedIn,
  useSession,
  type Session,
} from '../lib/session';
import { sessionEndedHere } from '../lib/storage';
import { staffHomeHref } from './nav-targets';
import { NotFoundRoute } from './routes/not-found';

/**
 * Route guards (SPEC.md section 4). They only steer the UI; the API enforces access.
 * A logged-out visitor goes to the login for the page (the player's or the staff's) with the page
 * they wanted in `state.from`, and comes back to it after logging in; someone logged in with the
 * wrong role goes to /.
 */

function useFrom(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The player login for the stored club, or Search Court to choose one first. */
function playerLogin(session: Session, from: string): { to: To; state: object } {
  const club = session.selectedLocation;
  return club
    ? {
        to: paths.userLogin.getHref(),
        state: { locationId: club.id, locationName: club.name, from },
      }
    : { to: paths.userSelectLocation.getHref(), state: { from } };
}

/**
 * Where a refused visitor goes. Whoever ended the session in this tab (logout, a revoked token)
 * is already on the way to /: a login offered here would overtake it.
 */
function Refused({ to, state }: { to: To; state: object }) {
  return <Navigate to={sessionEndedHere() ? paths.home.getHref() : to} replace state={state} />;
}

/** Staff pages: token and role superadmin (or user_type 0 or 1). */
export function RequireStaff() {
  const session = useSession();
  const from = useFrom();
  if (canUseStaffPages(session)) return <Outlet />;
  return isLoggedIn(session) ? (
    <Refused to={paths.home.getHref()} state={{ from }} />
  ) : (
    <Refused to={paths.login.getHref()} state={{ from }} />
  );
}

/** Player pages: token and role user. */
export function RequirePlayer() {
  const session = useSession();
  const from = useFrom();
  if (canUsePlayerPages(session)) return <Outlet />;
  return isLoggedIn(session) ? (
    <Refused to={paths.home.getHref()} state={{ from }} />
  ) : (
    <Refused {...playerLogin(session, from)} />
  );
}

/** Pages for anyone logged in (checkout: players pay, and so can staff booking for someone). */
export function RequireLoggedIn() {
  const session = useSession();
  const from = useFrom();
  return isLoggedIn(session) ? <Outlet /> : <Refused {...playerLogin(session, from)} />;
}

/**
 * Unknown paths: the 404 page for everyone, inside the back-office layout (the outlet) for staff.
 */
export function StaffShellOrNotFound() {
  const session = useSession();
  return canUseStaffPages(session) ? <Outlet /> : <NotFoundRoute />;
}

/** /login: staff with a token go straight to the page they wanted, else their home. */
export function RedirectSignedInStaff() {
  const session = useSession();
  const returnTo = readReturnTo(useLocation().state);
  return canUseStaffPages(session) ? (
    <Navigate to={returnTo ?? staffHomeHref(session)} replace />
  ) : (
    <Outlet />
  );
}

/** User-login pages: a logged-in player goes to the page they wanted, else /user-book-court. */
export function RedirectSignedInPlayer() {
  const session = useSession();
  const returnTo = readReturnTo(useLocation().state);
  return canUsePlayerPages(session) ? (
    <Navigate to={returnTo ?? paths.userBookCourt.getHref()} replace />
  ) : (
    <Outlet />
  );
}
