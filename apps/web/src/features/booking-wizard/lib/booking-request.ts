import { bookingRequestOf, type BookingQuote, type CreateBookingInput } from '@courtbook/shared';
import type { QuoteRequest } from '../../../lib/queries/quote';

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

/** Where and when the wizard's choices book, as a quote or a booking asks for it. */
export const quoteRequestOf = (choices: BookingChoices): QuoteRequest => ({
  locationId: Number(choices.locationId),
  courtId: choices.courtId,
  date: choices.date,
  start: choices.start,
  end: choices.start + choices.duration,
  weekly: choices.weekly,
});

/**
 * POST /court-bookings/ from the wizard's choices at the price the server quoted them, which the
 * player saw; the server recomputes on_amount.
 */
export function createBookingBody(
  choices: BookingChoices,
  quote: BookingQuote,
): CreateBookingInput {
  const { locationId, ...choice } = quoteRequestOf(choices);
  const email = choices.playerEmail.trim();
  return {
    location: locationId,
    ...bookingRequestOf(choice),
    total_price: quote.total_price,
    on_amount: quote.on_amount,
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
