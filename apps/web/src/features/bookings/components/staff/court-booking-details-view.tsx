import { BookingLoader } from '../booking-loader';
import { CourtBookingDetails } from './court-booking-details';

interface CourtBookingDetailsViewProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  backHref: string;
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function CourtBookingDetailsView({ id, backHref }: CourtBookingDetailsViewProps) {
  return (
    <BookingLoader
      id={id}
      title="Court booking details"
      headingSize="h2"
      skeletons={{ count: 2, height: 200 }}
      notFound={{
        text: 'We could not find this booking. The link may be wrong, or the booking is at a location you do not manage.',
        backHref,
        backLabel: 'Back to court bookings',
      }}
    >
      {(booking) => <CourtBookingDetails booking={booking} backHref={backHref} />}
    </BookingLoader>
  );
}
