import { timeOf } from './time-slots';

/** Where and when a booking is asked for: the court, the day, and minutes after midnight. */
export interface BookingChoice {
  courtId: number;
  date: string;
  start: number;
  end: number;
  weekly: boolean;
}

/**
 * The fields of where and when that POST /court-bookings/, /quote/ and /price-preview/ share, as
 * the API reads them. An end at midnight is "24:00:00", which the API reads as the end of the day.
 */
export const bookingRequestOf = (choice: BookingChoice) => ({
  court_id: choice.courtId,
  booking_date: choice.date,
  start_time: timeOf(choice.start),
  end_time: timeOf(choice.end),
  book_for_four_weeks: choice.weekly ? ('True' as const) : ('False' as const),
});
