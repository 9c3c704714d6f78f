import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { paths } from '../../../config/paths';
import { useBooking } from '../../../lib/queries/bookings';
import { useHoldCountdown } from '../../../lib/use-hold-countdown';

/** On /payment-cancel: back to the card page for the booking, while its hold lasts. */
export function BackToBooking({ bookingId }: { bookingId: number | undefined }) {
  const booking = useBooking(bookingId);
  const pending = booking.data?.status === 'pending';
  const secondsLeft = useHoldCountdown(pending ? booking.data?.hold_expires_at : null);
  if (bookingId === undefined || !secondsLeft) return null;
  return (
    <Button
      component={Link}
      to={`${paths.checkoutSession.getHref()}?booking=${bookingId}`}
      state={{ bookingId }}
      variant="light"
      size="md"
    >
      Back to your booking
    </Button>
  );
}
