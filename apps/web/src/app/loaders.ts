import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { loadBookingLocation } from '../features/booking-wizard/hooks/use-booking-location';
import { canUsePlayerPages, canUseStaffPages, getSessionSnapshot } from '../lib/session';

/**
 * The route loaders (router.tsx). Each puts what its page reads first into the query cache, so the
 * page renders whole: the router fetches it alongside the page's code, on the first visit as on
 * every navigation, and renders the page once both have arrived.
 */

/** /user-book-court and /book-court: the wizard waits for its location's list. */
export const bookCourtLoader =
  (queryClient: QueryClient, mode: 'player' | 'staff'): LoaderFunction =>
  async () => {
    const session = getSessionSnapshot();
    // Anyone else is sent elsewhere by the route's guard: nothing of theirs to fetch.
    const allowed = mode === 'player' ? canUsePlayerPages(session) : canUseStaffPages(session);
    if (allowed) {
      await loadBookingLocation(queryClient, {
        mode,
        selected: session.selectedLocation,
        userType: session.user?.user_type,
      });
    }
    return null;
  };

/**
 * The wizard's steps are `?step=` of one address (Back and Forward move between them): moving
 * between them is not arriving at the page, and fetches nothing again.
 */
export const bookCourtRevalidates: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
