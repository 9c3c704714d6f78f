import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client';
import { paths } from '../config/paths';
import {
  RedirectSignedInPlayer,
  RedirectSignedInStaff,
  RequireLoggedIn,
  RequirePlayer,
  RequireStaff,
} from './guards';
import { AdminLayout } from './layouts/admin-layout';
import { RootLayout } from './layouts/root-layout';
import { HowItWorksRoute } from './routes/how-it-works';
import { LandingRoute } from './routes/landing';
import {
  AddLocationRoute,
  LocationDetailsRoute,
  LocationsRoute,
  MyLocationsRoute,
  UpdateLocationRoute,
} from './routes/locations';
import { NotFoundRoute } from './routes/not-found';
import {
  adminPlaceholders,
  checkoutPlaceholder,
  playerLoginPlaceholders,
  playerPlaceholders,
  publicPlaceholders,
  staffLoginPlaceholder,
  staffPlaceholders,
} from './routes/placeholders';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/route-error';
import { PrivacyPolicyRoute } from './routes/privacy-policy';
import { PlayerSelectLocationRoute, StaffSelectLocationRoute } from './routes/select-location';
import { ServerErrorRoute } from './routes/server-error';

/** The whole route tree (SPEC.md section 2). Tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // Page errors render inside the header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <LandingRoute /> },
          { path: paths.howItWorks.path, element: <HowItWorksRoute /> },
          { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
          { path: paths.notFound.path, element: <NotFoundRoute /> },
          { path: paths.serverError.path, element: <ServerErrorRoute /> },
          ...publicPlaceholders,
          { element: <RedirectSignedInStaff />, children: [staffLoginPlaceholder] },
          {
            element: <RedirectSignedInPlayer />,
            children: [
              ...playerLoginPlaceholders,
              { path: paths.userSelectLocation.path, element: <PlayerSelectLocationRoute /> },
            ],
          },
          { element: <RequirePlayer />, children: playerPlaceholders },
          { element: <RequireLoggedIn />, children: [checkoutPlaceholder] },
          {
            element: <RequireStaff />,
            children: [
              ...staffPlaceholders,
              { path: paths.selectLocation.path, element: <StaffSelectLocationRoute /> },
              {
                element: <AdminLayout />,
                // SPEC: any other path is the admin layout shell behind the admin guard.
                children: [
                  ...adminPlaceholders,
                  { path: paths.locations.path, element: <LocationsRoute /> },
                  { path: paths.addLocations.path, element: <AddLocationRoute /> },
                  { path: paths.updateLocations.path, element: <UpdateLocationRoute /> },
                  { path: paths.locationDetails.path, element: <LocationDetailsRoute /> },
                  { path: paths.myLocations.path, element: <MyLocationsRoute /> },
                  { path: '*', element: <NotFoundRoute /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * token_not_valid anywhere: the API client has already cleared the session; drop cached data
 * and send the visitor home. Returns the function that unhooks it.
 */
export function connectApiToRouter(
  router: { navigate: (to: string, options?: { replace?: boolean }) => Promise<void> },
  queryClient: QueryClient,
): () => void {
  return setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.home.getHref(), { replace: true });
  });
}
