import type { ReactNode } from 'react';
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
import { RequireAccess } from './require-access';
import type { StaffAccess } from './staff-access';
import { StaffForgotPasswordRoute } from './routes/auth/forgot-password';
import { StaffLoginRoute } from './routes/auth/login';
import { StaffNewPasswordRoute } from './routes/auth/new-password';
import { StaffRegisterRoute } from './routes/auth/register';
import { BookingDetailsRoute, StaffBookingsRoute, UserBookingsRoute } from './routes/bookings';
import { CourtBookingsRoute, CourtDetailsRoute } from './routes/court-bookings';
import { UserForgotPasswordRoute } from './routes/auth/user-forgot-password';
import { UserLoginRoute } from './routes/auth/user-login';
import { UserNewPasswordRoute } from './routes/auth/user-new-password';
import { UserOtpRoute } from './routes/auth/user-otp';
import { VerifyEmailRoute } from './routes/auth/verify-email';
import { ContactUsRoute } from './routes/contact-us';
import { HowItWorksRoute } from './routes/how-it-works';
import { LandingRoute } from './routes/landing';
import {
  AddLocationRoute,
  LocationDetailsRoute,
  LocationsRoute,
  MyLocationsRoute,
  UpdateLocationRoute,
} from './routes/locations';
import { MessagesRoute } from './routes/messages';
import { PriceConfigurationRoute } from './routes/price-configuration';
import { NotFoundRoute } from './routes/not-found';
import { PlayerBookCourtRoute, StaffBookCourtRoute } from './routes/book-court';
import { CheckoutRoute, PaymentCancelRoute, PaymentSuccessRoute } from './routes/payments';
import { AddAdminRoute, AdminsRoute, UpdateAdminRoute } from './routes/admins';
import { AddPlayerRoute, PlayersRoute } from './routes/players';
import { StaffProfileRoute, UserProfileRoute } from './routes/profile';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/route-error';
import { PrivacyPolicyRoute } from './routes/privacy-policy';
import { PlayerSelectLocationRoute, StaffSelectLocationRoute } from './routes/select-location';
import { ReportingRoute } from './routes/reporting';
import { ServerErrorRoute } from './routes/server-error';

const withAccess = (access: StaffAccess, page: ReactNode) => (
  <RequireAccess access={access}>{page}</RequireAccess>
);

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
          { path: paths.userContactUs.path, element: <ContactUsRoute /> },
          { path: paths.paymentSuccess.path, element: <PaymentSuccessRoute /> },
          { path: paths.paymentCancel.path, element: <PaymentCancelRoute /> },
          // Accounts: sign in, registration, recovery (SPEC.md section 2).
          { path: paths.register.path, element: <StaffRegisterRoute /> },
          { path: paths.forgotPassword.path, element: <StaffForgotPasswordRoute /> },
          { path: paths.newPassword.path, element: <StaffNewPasswordRoute /> },
          { path: paths.userForgotPassword.path, element: <UserForgotPasswordRoute /> },
          { path: paths.userOtp.path, element: <UserOtpRoute /> },
          { path: paths.userNewPassword.path, element: <UserNewPasswordRoute /> },
          { path: paths.verifyEmail.path, element: <VerifyEmailRoute /> },
          {
            element: <RedirectSignedInStaff />,
            children: [{ path: paths.login.path, element: <StaffLoginRoute /> }],
          },
          {
            element: <RedirectSignedInPlayer />,
            children: [
              { path: paths.userLogin.path, element: <UserLoginRoute /> },
              { path: paths.userSelectLocation.path, element: <PlayerSelectLocationRoute /> },
            ],
          },
          {
            element: <RequirePlayer />,
            children: [
              { path: paths.userBookCourt.path, element: <PlayerBookCourtRoute /> },
              { path: paths.userBookings.path, element: <UserBookingsRoute /> },
              { path: paths.userBookingDetails.path, element: <BookingDetailsRoute /> },
              { path: paths.userProfile.path, element: <UserProfileRoute /> },
            ],
          },
          {
            element: <RequireLoggedIn />,
            children: [{ path: paths.checkoutSession.path, element: <CheckoutRoute /> }],
          },
          {
            element: <RequireStaff />,
            children: [
              { path: paths.bookCourt.path, element: <StaffBookCourtRoute /> },
              { path: paths.bookings.path, element: <StaffBookingsRoute /> },
              { path: paths.staffBookingDetails.path, element: <BookingDetailsRoute /> },
              { path: paths.selectLocation.path, element: <StaffSelectLocationRoute /> },
              {
                element: <AdminLayout />,
                // SPEC: any other path is the admin layout shell behind the admin guard.
                children: [
                  { path: paths.profile.path, element: <StaffProfileRoute /> },
                  {
                    path: paths.reporting.path,
                    element: withAccess('reporting', <ReportingRoute />),
                  },
                  {
                    path: paths.locations.path,
                    element: withAccess('locations', <LocationsRoute />),
                  },
                  {
                    path: paths.messages.path,
                    element: withAccess('full_access', <MessagesRoute />),
                  },
                  {
                    path: paths.priceConfiguration.path,
                    element: withAccess('locations', <PriceConfigurationRoute />),
                  },
                  {
                    path: paths.courtBookings.path,
                    element: withAccess('court_bookings', <CourtBookingsRoute />),
                  },
                  {
                    path: paths.courtDetails.path,
                    element: withAccess('court_bookings', <CourtDetailsRoute />),
                  },
                  {
                    path: paths.addLocations.path,
                    element: withAccess('super_admin', <AddLocationRoute />),
                  },
                  {
                    path: paths.updateLocations.path,
                    element: withAccess('locations', <UpdateLocationRoute />),
                  },
                  {
                    path: paths.locationDetails.path,
                    element: withAccess('locations', <LocationDetailsRoute />),
                  },
                  { path: paths.myLocations.path, element: <MyLocationsRoute /> },
                  {
                    path: paths.dashboard.path,
                    element: withAccess('super_admin', <AdminsRoute />),
                  },
                  {
                    path: paths.adminRegistration.path,
                    element: withAccess('super_admin', <AddAdminRoute />),
                  },
                  {
                    path: paths.updateRegistration.path,
                    element: withAccess('super_admin', <UpdateAdminRoute />),
                  },
                  {
                    path: paths.users.path,
                    element: withAccess('court_bookings', <PlayersRoute />),
                  },
                  {
                    path: paths.userRegistration.path,
                    element: withAccess('court_bookings', <AddPlayerRoute />),
                  },
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
