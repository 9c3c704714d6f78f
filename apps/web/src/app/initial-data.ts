import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { myLocationsQueryOptions, publicLocationsQueryOptions } from '../lib/queries/locations';
import { canUsePlayerPages, canUseStaffPages, type Session } from '../lib/session';

/**
 * Fetches the data the first page shows, alongside its code (main.tsx), so that page renders whole
 * in one go instead of rendering a loading state and then again. Only the booking page needs it: its
 * wizard waits for the location list. Never throws; the page shows any error itself.
 */
export async function prefetchInitialData(
  pathname: string,
  session: Session,
  queryClient: QueryClient,
): Promise<void> {
  if (pathname === paths.userBookCourt.path && canUsePlayerPages(session)) {
    if (session.selectedLocation) await queryClient.prefetchQuery(publicLocationsQueryOptions());
  } else if (pathname === paths.bookCourt.path && canUseStaffPages(session)) {
    await queryClient.prefetchQuery(myLocationsQueryOptions());
  }
}
