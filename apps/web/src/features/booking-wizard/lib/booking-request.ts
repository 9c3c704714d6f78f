import {
  WEEKLY_SESSIONS,
  centsToDecimal,
  decimalToCents,
  priceBooking,
  timeOf,
  type CreateBookingInput,
} from '@courtbook/shared';

export interface BookingChoices {
  locationId: string;
  date: string;
  /** Minutes after midnight. */
  start: number;
  duration: number;
  weekly: boolean;
  courtId: number;
  /** Staff booking for a player; empty = the staff member's own account. */
  playerEmail: string;
}

/** The court fee the player sees: hourly fee × hours × sessions, in cents (DESIGN.md section 5). */
export function courtPriceCents(hourlyFee: string, duration: number, weekly: boolean): number {
  const hourlyFeeCents = decimalToCents(hourlyFee) ?? 0;
  return priceBooking({
    hourlyFeeCents,
    durationMinutes: duration,
    taxBasisPoints: 0,
    cardFeeBasisPoints: 0,
    sessions: weekly ? WEEKLY_SESSIONS : 1,
  }).totalPriceCents;
}

/** POST /court-bookings/ from the wizard's choices; the server recomputes on_amount. */
export function createBookingBody(choices: BookingChoices, hourlyFee: string): CreateBookingInput {
  const total = centsToDecimal(courtPriceCents(hourlyFee, choices.duration, choices.weekly));
  const email = choices.playerEmail.trim();
  return {
    location: Number(choices.locationId),
    court_id: choices.courtId,
    booking_date: choices.date,
    start_time: timeOf(choices.start),
    // An end at midnight is "24:00:00", which the API reads as the end of the day.
    end_time: timeOf(choices.start + choices.duration),
    book_for_four_weeks: choices.weekly ? 'True' : 'False',
    total_price: total,
    on_amount: total,
    ...(email === '' ? {} : { user_email: email }),
  };
}

/** Same choices, same booking: going back and forward does not book twice. */
export const choicesKey = (choices: BookingChoices): string =>
  JSON.stringify([
    choices.locationId,
    choices.date,
    choices.start,
    choices.duration,
    choices.weekly,
    choices.courtId,
    choices.playerEmail.trim().toLowerCase(),
  ]);
