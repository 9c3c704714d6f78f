import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { isLoggedIn, useSession } from '../../lib/session';
import { BackToBooking } from '../../features/payments/components/back-to-booking';
import { CheckoutPage } from '../../features/payments/components/checkout-page';
import { PaymentFailed } from '../../features/payments/components/payment-failed';
import { PaymentSuccessPage } from '../../features/payments/components/payment-success-page';
import { myBookingsHref } from '../nav-targets';

/** A field of navigation state, if it has the expected type (state survives only in memory). */
function stateField<T>(state: unknown, key: string, guard: (value: unknown) => value is T) {
  if (typeof state !== 'object' || state === null) return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  return guard(value) ? value : undefined;
}

const isBookingId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Where the checkout's booking id is kept for a reload of the page (and for /payment-cancel). */
const CHECKOUT_BOOKING_KEY = 'courtbook.checkout-booking';

function storedCheckoutBooking(): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(CHECKOUT_BOOKING_KEY));
    return isBookingId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /checkout-session: the wizard's CONFIRM & PAY NOW sends `state.bookingId` (SPEC.md, read
 * first); My Bookings' Pay now also puts it in the address (`?booking=`), and session storage
 * keeps it, so a reload still finds the booking.
 */
export function CheckoutRoute() {
  const session = useSession();
  const state: unknown = useLocation().state;
  const [search] = useSearchParams();
  const fromAddress = Number(search.get('booking'));
  const bookingId =
    stateField(state, 'bookingId', isBookingId) ??
    (isBookingId(fromAddress) ? fromAddress : undefined) ??
    storedCheckoutBooking();
  useEffect(() => {
    if (bookingId === undefined) return;
    try {
      window.sessionStorage.setItem(CHECKOUT_BOOKING_KEY, String(bookingId));
    } catch {
      // Without storage a reload forgets the booking, as SPEC.md's navigation state does.
    }
  }, [bookingId]);
  return <CheckoutPage bookingId={bookingId} myBookingsHref={myBookingsHref(session)} />;
}

/** /payment-success?payment_intent=…: unguarded (SPEC.md section 4); verifying needs the token. */
export function PaymentSuccessRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const paymentIntentId = search.get('payment_intent')?.trim() || undefined;
  return (
    <PaymentSuccessPage
      paymentIntentId={paymentIntentId}
      loggedIn={isLoggedIn(session)}
      myBookingsHref={myBookingsHref(session)}
      loginHref={paths.userLogin.getHref()}
    />
  );
}

/** /payment-cancel: Payment Failed, with the card provider's message when the form passed it. */
export function PaymentCancelRoute() {
  const state: unknown = useLocation().state;
  return (
    <PaymentFailed providerMessage={stateField(state, 'message', isText)}>
      <BackToBooking bookingId={storedCheckoutBooking()} />
    </PaymentFailed>
  );
}
