import type { Booking, BookingStatus } from '@courtbook/shared';
import { createEvents, type EventAttributes, type EventStatus } from 'ics';

const CALENDAR_STATUS: Record<BookingStatus, EventStatus> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  expired: 'CANCELLED',
};

export const calendarFileName = (bookingId: number) => `booking-${bookingId}.ics`;

/** "Court 3 at Greenlake Club" */
export const sessionTitle = (booking: Booking) =>
  `Court ${booking.court.court_number} at ${booking.court.location.name}`;

export const addressOf = (booking: Booking) => {
  const { address_1, address_2, address_3, address_4 } = booking.court.location;
  return [address_1, address_2, address_3, address_4].filter((line) => line.trim()).join(', ');
};

/**
 * An iCalendar file with one event per session of a series, times in UTC. Each event's UID is its
 * booking's, so a calendar that imports the file again updates the events instead of doubling them.
 * Its SEQUENCE is the booking's `calendar_sequence`, raised by each move, so a file sent later
 * replaces the one before (RFC 5545). `CANCEL` (RFC 5546) removes them: same UIDs, a SEQUENCE
 * one later still, status CANCELLED.
 * The `ics` library escapes text and folds long lines as RFC 5545 asks.
 */
export function bookingCalendar(
  series: Booking[],
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  const events: EventAttributes[] = series.map((booking) => ({
    uid: `booking-${booking.booking_id}@arisecourt`,
    start: new Date(booking.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(booking.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: sessionTitle(booking),
    location: addressOf(booking),
    description: `Booking ${booking.booking_id}: court ${booking.court.court_number}, ${booking.court.location.name}.`,
    status: method === 'CANCEL' ? 'CANCELLED' : CALENDAR_STATUS[booking.status],
    // Each move raised the booking's sequence; a cancellation comes after its last version.
    sequence: booking.calendar_sequence + (method === 'CANCEL' ? 1 : 0),
    productId: 'arisecourt/bookings',
  }));
  const { error, value } = createEvents(events, { method });
  if (error || !value) throw error ?? new Error('calendar not created');
  return value;
}
