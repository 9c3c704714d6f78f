import type { ComponentType } from 'react';
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
  StaffShellOrNotFound,
} from './guards';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '../components/page-loader';
import { RequireAccess } from './require-access';
import type { StaffAccess } from './staff-access';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/route-error';
import { bookCourtLoader, bookCourtRevalidates } from './loaders';

/**
 * A page loaded on its first visit, in a chunk of its own: the landing page ships only what it
 * needs, and the staff area, the wizard and the payment libraries load when they are used. With
 * `access`, the page is a back-office screen for those whose role or permissions allow it.
 */
function lazyPage(
  load: () => Promise<ComponentType>,
  access?: StaffAccess,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await load();
      return {
        element: access ? (
          <RequireAccess access={access}>
            <Page />
          </RequireAccess>
        ) : (
          <Page />
        ),
      };
    },
  };
}

/**
 * The whole route tree (SPEC.md section 2), its loaders filling `queryClient`, the cache its pages
 * read. Tests mount it in a memory router.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    // Until the first page's code and data have loaded. The browser's first render comes after
    // (main.tsx); tests render before.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Page errors render inside the header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <LandingRoute /> },
          {
            path: paths.howItWorks.path,
            ...lazyPage(() => import('./routes/how-it-works').then((m) => m.HowItWorksRoute)),
          },
          {
            path: paths.privacyPolicy.path,
            ...lazyPage(() => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyRoute)),
          },
          { path: paths.notFound.path, element: <NotFoundRoute /> },
          {
            path: paths.serverError.path,
            ...lazyPage(() => import('./routes/server-error').then((m) => m.ServerErrorRoute)),
          },
          {
            path: paths.userContactUs.path,
            ...lazyPage(() => import('./routes/contact-us').then((m) => m.ContactUsRoute)),
          },
          {
            path: paths.paymentSuccess.path,
            ...lazyPage(() => import('./routes/payments').then((m) => m.PaymentSuccessRoute)),
          },
          {
            path: paths.paymentCancel.path,
            ...lazyPage(() => import('./routes/payments').then((m) => m.PaymentCancelRoute)),
          },
          // Accounts: sign in, registration, recovery (SPEC.md section 2).
          {
            path: paths.register.path,
            ...lazyPage(() => import('./routes/auth/register').then((m) => m.StaffRegisterRoute)),
          },
          {
            path: paths.forgotPassword.path,
            ...lazyPage(() =>
              import('./routes/auth/forgot-password').then((m) => m.StaffForgotPasswordRoute),
            ),
          },
          {
            path: paths.newPassword.path,
            ...lazyPage(() =>
              import('./routes/auth/new-password').then((m) => m.StaffNewPasswordRoute),
            ),
          },
          {
            path: paths.userForgotPassword.path,
            ...lazyPage(() =>
              import('./routes/auth/user-forgot-password').then((m) => m.UserForgotPasswordRoute),
            ),
          },
          {
            path: paths.userOtp.path,
            ...lazyPage(() => import('./routes/auth/user-otp').then((m) => m.UserOtpRoute)),
          },
          {
            path: paths.userNewPassword.path,
            ...lazyPage(() =>
              import('./routes/auth/user-new-password').then((m) => m.UserNewPasswordRoute),
            ),
          },
          {
            path: paths.verifyEmail.path,
            ...lazyPage(() => import('./routes/auth/verify-email').then((m) => m.VerifyEmailRoute)),
          },
          {
            element: <RedirectSignedInStaff />,
            children: [
              {
                path: paths.login.path,
                ...lazyPage(() => import('./routes/auth/login').then((m) => m.StaffLoginRoute)),
              },
            ],
          },
          {
            element: <RedirectSignedInPlayer />,
            children: [
              {
                path: paths.userLogin.path,
                ...lazyPage(() => import('./routes/auth/user-login').then((m) => m.UserLoginRoute)),
              },
            ],
          },
          // Search Court: for a signed-in player it is where they change club (not redirected).
          {
            path: paths.userSelectLocation.path,
            ...lazyPage(() =>
              import('./routes/select-location').then((m) => m.PlayerSelectLocationRoute),
            ),
          },
          {
            element: <RequirePlayer />,
            children: [
              {
                path: paths.userBookCourt.path,
                loader: bookCourtLoader(queryClient, 'player'),
                shouldRevalidate: bookCourtRevalidates,
                ...lazyPage(() =>
                  import('./routes/book-court').then((m) => m.PlayerBookCourtRoute),
                ),
              },
              {
                path: paths.userBookings.path,
                ...lazyPage(() => import('./routes/bookings').then((m) => m.UserBookingsRoute)),
              },
              {
                path: paths.userBookingDetails.path,
                ...lazyPage(() => import('./routes/bookings').then((m) => m.BookingDetailsRoute)),
              },
              {
                path: paths.userProfile.path,
                ...lazyPage(() => import('./routes/profile').then((m) => m.UserProfileRoute)),
              },
              {
                path: paths.waitlistOffer.path,
                ...lazyPage(() =>
                  import('./routes/waitlist-offer').then((m) => m.WaitlistOfferRoute),
                ),
              },
            ],
          },
          {
            element: <RequireLoggedIn />,
            children: [
              {
                path: paths.checkoutSession.path,
                ...lazyPage(() => import('./routes/payments').then((m) => m.CheckoutRoute)),
              },
            ],
          },
          {
            element: <RequireStaff />,
            children: [
              {
                path: paths.bookCourt.path,
                loader: bookCourtLoader(queryClient, 'staff'),
                shouldRevalidate: bookCourtRevalidates,
                ...lazyPage(() => import('./routes/book-court').then((m) => m.StaffBookCourtRoute)),
              },
              {
                path: paths.bookings.path,
                ...lazyPage(() => import('./routes/bookings').then((m) => m.StaffBookingsRoute)),
              },
              {
                path: paths.staffBookingDetails.path,
                ...lazyPage(() => import('./routes/bookings').then((m) => m.BookingDetailsRoute)),
              },
              {
                path: paths.selectLocation.path,
                ...lazyPage(() =>
                  import('./routes/select-location').then((m) => m.StaffSelectLocationRoute),
                ),
              },
              {
                lazy: () =>
                  import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
                children: [
                  {
                    path: paths.profile.path,
                    ...lazyPage(() => import('./routes/profile').then((m) => m.StaffProfileRoute)),
                  },
                  {
                    path: paths.reporting.path,
                    ...lazyPage(
                      () => import('./routes/reporting').then((m) => m.ReportingRoute),
                      'reporting',
                    ),
                  },
                  {
                    path: paths.locations.path,
                    ...lazyPage(
                      () => import('./routes/locations').then((m) => m.LocationsRoute),
                      'locations',
                    ),
                  },
                  {
                    path: paths.messages.path,
                    ...lazyPage(
                      () => import('./routes/messages').then((m) => m.MessagesRoute),
                      'any_staff',
                    ),
                  },
                  {
                    path: paths.priceConfiguration.path,
                    ...lazyPage(
                      () =>
                        import('./routes/price-configuration').then(
                          (m) => m.PriceConfigurationRoute,
                        ),
                      'locations',
                    ),
                  },
                  {
                    path: paths.membershipPlans.path,
                    ...lazyPage(
                      () => import('./routes/membership-plans').then((m) => m.MembershipPlansRoute),
                      'locations',
                    ),
                  },
                  {
                    path: paths.courtBookings.path,
                    ...lazyPage(
                      () => import('./routes/court-bookings').then((m) => m.CourtBookingsRoute),
                      'court_bookings',
                    ),
                  },
                  {
                    path: paths.courtSchedule.path,
                    ...lazyPage(
                      () => import('./routes/court-schedule').then((m) => m.CourtScheduleRoute),
                      'court_bookings',
                    ),
                  },
                  {
                    path: paths.courtDetails.path,
                    ...lazyPage(
                      () => import('./routes/court-bookings').then((m) => m.CourtDetailsRoute),
                      'court_bookings',
                    ),
                  },
                  {
                    path: paths.addLocations.path,
                    ...lazyPage(
                      () => import('./routes/locations').then((m) => m.AddLocationRoute),
                      'super_admin',
                    ),
                  },
                  {
                    path: paths.updateLocations.path,
                    ...lazyPage(
                      () => import('./routes/locations').then((m) => m.UpdateLocationRoute),
                      'locations',
                    ),
                  },
                  {
                    path: paths.locationDetails.path,
                    ...lazyPage(
                      () => import('./routes/locations').then((m) => m.LocationDetailsRoute),
                      'locations',
                    ),
                  },
                  {
                    path: paths.myLocations.path,
                    ...lazyPage(() => import('./routes/locations').then((m) => m.MyLocationsRoute)),
                  },
                  {
                    path: paths.dashboard.path,
                    ...lazyPage(
                      () => import('./routes/admins').then((m) => m.AdminsRoute),
                      'super_admin',
                    ),
                  },
                  {
                    path: paths.adminRegistration.path,
                    ...lazyPage(
                      () => import('./routes/admins').then((m) => m.AddAdminRoute),
                      'super_admin',
                    ),
                  },
                  {
                    path: paths.updateRegistration.path,
                    ...lazyPage(
                      () => import('./routes/admins').then((m) => m.UpdateAdminRoute),
                      'super_admin',
                    ),
                  },
                  {
                    path: paths.users.path,
                    ...lazyPage(
                      () => import('./routes/players').then((m) => m.PlayersRoute),
                      'court_bookings',
                    ),
                  },
                  {
                    path: paths.playerDetails.path,
                    ...lazyPage(
                      () => import('./routes/players').then((m) => m.PlayerDetailsRoute),
                      'court_bookings',
                    ),
                  },
                  {
                    path: paths.userRegistration.path,
                    ...lazyPage(
                      () => import('./routes/players').then((m) => m.AddPlayerRoute),
                      'court_bookings',
                    ),
                  },
                ],
              },
            ],
          },
          {
            // SPEC: any other path is the admin layout shell behind the admin guard; anyone else
            // sees the 404 page there (not a login: there is nothing to log in for).
            element: <StaffShellOrNotFound />,
            children: [
              {
                lazy: () =>
                  import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
                children: [{ path: '*', element: <NotFoundRoute staff /> }],
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
