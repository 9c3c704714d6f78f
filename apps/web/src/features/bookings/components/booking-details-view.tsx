import { BookingDetails } from './booking-details';
import { BookingLoader } from './booking-loader';

interface BookingDetailsViewProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  bookCourtHref: string;
  backHref: string;
  viewerEmail?: string | undefined;
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function BookingDetailsView({
  id,
  bookCourtHref,
  backHref,
  viewerEmail,
}: BookingDetailsViewProps) {
  return (
    <BookingLoader
      id={id}
      title="Booking Details"
      skeletons={{ count: 3, height: 220 }}
      notFound={{
        text: 'We could not find this booking. The link may be wrong, or the booking belongs to another account.',
        backHref,
        backLabel: 'Back to My Bookings',
      }}
    >
      {(booking) => (
        <BookingDetails
          booking={booking}
          bookCourtHref={bookCourtHref}
          backHref={backHref}
          viewerEmail={viewerEmail}
        />
      )}
    </BookingLoader>
  );
}
