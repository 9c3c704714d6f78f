/**
 * Every route of the app (SPEC.md section 2), in one typed object.
 * `path` is the router pattern; `getHref` builds a concrete URL.
 * Some spellings (`update-registraion`, `user-registraion`) follow the spec on purpose.
 */

type Id = string | number;

interface StaticPath<P extends string> {
  readonly path: P;
  readonly getHref: () => P;
}

interface IdPath<P extends string> {
  readonly path: P;
  readonly getHref: (id: Id) => string;
}

const fixed = <P extends string>(path: P): StaticPath<P> => ({ path, getHref: () => path });

const withId = <P extends `/${string}/:id`>(path: P): IdPath<P> => ({
  path,
  getHref: (id: Id) => {
    const value = String(id);
    if (value === '') throw new Error(`An id is needed to build ${path}`);
    return path.replace(':id', encodeURIComponent(value));
  },
});

export const paths = {
  home: fixed('/'),

  // Staff auth
  login: fixed('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  newPassword: fixed('/new-password'),

  // Player auth
  userLogin: fixed('/user-login'),
  userSelectLocation: fixed('/user-select-location'),
  userForgotPassword: fixed('/user-forgot-password'),
  userOtp: fixed('/user-otp'),
  userNewPassword: fixed('/user-new-password'),
  verifyEmail: {
    path: '/verify-email',
    getHref: (uuid?: string) =>
      uuid ? `/verify-email?${new URLSearchParams({ uuid }).toString()}` : '/verify-email',
  },

  // Booking (player / staff versions)
  selectLocation: fixed('/select-location'),
  userBookCourt: fixed('/user-book-court'),
  bookCourt: fixed('/book-court'),
  userBookings: fixed('/user-bookings'),
  bookings: fixed('/bookings'),
  userBookingDetails: withId('/user-booking-details/:id'),
  staffBookingDetails: withId('/user-booking-detail/:id'),
  userProfile: fixed('/user-profile'),
  checkoutSession: fixed('/checkout-session'),
  /** The page an offer email links to: it takes the held court and goes to payment. */
  waitlistOffer: withId('/waitlist/:id'),
  paymentSuccess: fixed('/payment-success'),
  paymentCancel: fixed('/payment-cancel'),

  // Information and status
  userContactUs: fixed('/user-contact-us'),
  howItWorks: fixed('/how-it-works'),
  privacyPolicy: fixed('/privacy-policy'),
  notFound: fixed('/404'),
  serverError: fixed('/500'),

  // Back-office (admin layout)
  reporting: fixed('/reporting'),
  dashboard: fixed('/dashboard'),
  adminRegistration: fixed('/admin-registration'),
  updateRegistration: withId('/update-registraion/:id'),
  messages: fixed('/messages'),
  locations: fixed('/locations'),
  myLocations: fixed('/location'),
  locationDetails: withId('/location-details/:id'),
  addLocations: fixed('/add-locations'),
  updateLocations: withId('/update-locations/:id'),
  users: fixed('/users'),
  playerDetails: withId('/users/:id'),
  userRegistration: fixed('/user-registraion'),
  priceConfiguration: fixed('/price-configuration'),
  membershipPlans: fixed('/membership-plans'),
  courtBookings: fixed('/court-bookings'),
  courtSchedule: fixed('/court-schedule'),
  courtDetails: withId('/court-details/:id'),
  profile: fixed('/profile'),
} as const;

export type PathKey = keyof typeof paths;
