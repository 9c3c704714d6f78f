import { z } from 'zod';
import { LocationCardSchema } from '../locations/public-location';
import { centsToDecimal } from './pricing';
import { BookingRefundSchema } from './refunds';
import type { FeeSegment } from '../prices/periods';

/**
 * How one session's fee was made: its minutes at each hourly fee, in order; `period` names the
 * price period, null for the court's own fee. Empty for bookings made before price periods.
 */
export const PriceLineSchema = z.object({
  period: z.string().nullable(),
  minutes: z.number().int(),
  fee_hrs: z.string(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

export const priceLineOf = (segment: FeeSegment): PriceLine => ({
  period: segment.period ?? null,
  minutes: segment.minutes,
  fee_hrs: centsToDecimal(segment.hourlyFeeCents),
});

/** Stored statuses (DESIGN.md section 4); `completed` is derived for display. */
export const STORED_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export const BOOKING_STATUSES = [...STORED_BOOKING_STATUSES, 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type StoredBookingStatus = (typeof STORED_BOOKING_STATUSES)[number];

/** The status a booking shows: a confirmed booking whose end has passed is `completed`. */
export const displayStatus = (
  status: StoredBookingStatus,
  endsAt: Date,
  now: Date,
): BookingStatus =>
  status === 'confirmed' && endsAt.getTime() <= now.getTime() ? 'completed' : status;

/** "1.5", 1.5 or "01:30:00" → 90 minutes; NaN when it is none of those. */
export function durationMinutesOf(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 60);
  const text = value.trim();
  const clock = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 60) : Number.NaN;
}

/** How staff took a pay-at-club booking's money at the desk (DESIGN.md section 5). */
export const VENUE_PAYMENT_METHODS = ['cash', 'card'] as const;
export type VenuePaymentMethod = (typeof VENUE_PAYMENT_METHODS)[number];

/**
 * A pay-at-club booking paid at the desk: how, when, and who took the money (null when their
 * account is gone).
 */
export const VenuePaidSchema = z.object({
  method: z.enum(VENUE_PAYMENT_METHODS),
  paid_at: z.string(),
  taken_by: z.string().nullable(),
});
export type VenuePaid = z.infer<typeof VenuePaidSchema>;

const LocationSummarySchema = LocationCardSchema.extend({ currency: z.string() });

/** A booking as the API returns it (SPEC.md section 3; amounts as DESIGN.md section 5). */
export const BookingSchema = z.object({
  booking_id: z.number().int(),
  series_id: z.string(),
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_time: z.string(),
  /** The instants, for calendars and the hold countdown. */
  starts_at: z.string(),
  ends_at: z.string(),
  court_id: z.number().int(),
  court: z.object({
    court_id: z.number().int(),
    court_number: z.number().int(),
    /** Beside SPEC's fields: the court's own name (null: "Court {number}") and sport. */
    name: z.string().nullable(),
    sport: z.string(),
    location: LocationSummarySchema,
  }),
  location: z.number().int(),
  locationId: z.number().int(),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  status: z.enum(BOOKING_STATUSES),
  /** Until when a pending booking holds its court (ISO), else null. */
  hold_expires_at: z.string().nullable(),
  book_for_four_weeks: z.enum(['True', 'False']),
  /** The dates of the series (one, or four a week apart). */
  session_dates: z.array(z.string()),
  /** One session's court fee, tax and card fee. */
  fee: z.string(),
  price_lines: z.array(PriceLineSchema),
  tax: z.string(),
  cc_fees: z.string(),
  /**
   * What one session comes to: fee + tax + cc_fees (a weekly series' rows each show theirs; the
   * series' total is `on_amount`).
   */
  session_amount: z.string(),
  /** fee × sessions, and the totals over all sessions. */
  total_price: z.string(),
  full_tax: z.string(),
  full_cc_fees: z.string(),
  /** What is charged: total_price + full_tax + full_cc_fees; `summary` is the same figure. */
  on_amount: z.string(),
  summary: z.string(),
  /**
   * `card` (paid online, and still so once refunded), `venue` (confirmed by staff, paid at the
   * club), or null while unpaid.
   */
  payment_method: z.enum(['card', 'venue']).nullable(),
  /**
   * What the club refunded to the card so far (every refund, whole or part), and when the last one
   * went back (ISO); else both null.
   */
  refund_amount: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Each session of the series, earliest first: its booking and date, and whether staff cancelled it. */
  series_sessions: z.array(
    z.object({ booking_id: z.number().int(), booking_date: z.string(), cancelled: z.boolean() }),
  ),
  /** Each refund of the series' card payment that went back, oldest first. */
  refunds: z.array(BookingRefundSchema),
  /** What staff may still refund of the card payment ("0.00" when none, or no card payment). */
  refundable_amount: z.string(),
  /** A pay-at-club booking staff marked paid at the desk; null until then. */
  venue_paid: VenuePaidSchema.nullable(),
  /**
   * Beside SPEC's fields: how many times staff moved the session, its calendar file's SEQUENCE
   * (the player's calendar replaces the event of the same UID with a later one).
   */
  calendar_sequence: z.number().int(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * POST /court-bookings/{id}/move-quote/ (staff): what moving the session to a slot would cost
 * against what it carries. The stored amounts never change: staff refund or collect the
 * difference at the desk (decision 0053).
 */
export const MovePriceSchema = z.object({
  /** The session's court fee as booked. */
  fee: z.string(),
  /** The server's fee for the new slot (the player's member price where they have one). */
  new_fee: z.string(),
  /** new_fee − fee: positive when the new slot costs more ("-10.00" when less). */
  price_difference: z.string(),
  member_plan: z.string().nullable(),
});
export type MovePrice = z.infer<typeof MovePriceSchema>;

/** POST /court-bookings/{id}/move/ beside `code` and `message`: the price, and the moved session. */
export const MovedBookingSchema = MovePriceSchema.extend({ booking: BookingSchema });
export type MovedBooking = z.infer<typeof MovedBookingSchema>;

/**
 * POST /quote/: the amount fields a booking made now would carry, exactly as the booking would be
 * created (a session's `tax` and `cc_fees`, the series' totals).
 */
export const BookingQuoteSchema = BookingSchema.pick({
  price_lines: true,
  total_price: true,
  tax: true,
  cc_fees: true,
  full_tax: true,
  full_cc_fees: true,
  on_amount: true,
  summary: true,
}).extend({
  /** The membership plan that priced it ("Member price"), for a member's token; else null. */
  member_plan: z.string().nullable(),
});
export type BookingQuote = z.infer<typeof BookingQuoteSchema>;

/**
 * One court's price for one slot in POST /quotes/: what `total_price` the booking would carry,
 * and how it was priced. Courts that cannot be booked then are left out.
 */
export const CourtQuoteSchema = BookingSchema.pick({
  court_id: true,
  start_time: true,
  end_time: true,
  total_price: true,
  price_lines: true,
}).extend({ member_plan: z.string().nullable() });
export type CourtQuote = z.infer<typeof CourtQuoteSchema>;
export const CourtQuotesSchema = z.object({ quotes: z.array(CourtQuoteSchema) });
export type CourtQuotes = z.infer<typeof CourtQuotesSchema>;

/**
 * POST /court-bookings/ beside `code` and `message`: SPEC.md section 7 reads `status_code` and
 * `data[0]`, the first booking of the series (one, or four a week apart).
 */
export const CreatedBookingsSchema = z.object({
  status_code: z.literal(201),
  data: z.array(BookingSchema),
});
export type CreatedBookings = z.infer<typeof CreatedBookingsSchema>;

/**
 * PUT /court-bookings/{id}/ beside `code` and `message`: the booking, and `status_code` where the
 * create answer has it (SPEC.md section 7; the original client's cancel call reads it there).
 */
export const BookingStatusAnswerSchema = BookingSchema.extend({
  status_code: z.literal(200),
});
export type BookingStatusAnswer = z.infer<typeof BookingStatusAnswerSchema>;

/** GET /booked-locations/: where the player has bookings. */
export const BookedLocationSchema = LocationSummarySchema.extend({
  bookings_count: z.number().int(),
});
export type BookedLocation = z.infer<typeof BookedLocationSchema>;
