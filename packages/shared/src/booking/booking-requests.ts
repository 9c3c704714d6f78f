import { z } from 'zod';
import { PaginationQuerySchema } from '../api/envelope';
import {
  bookingDateField,
  gridTimeField,
  slotProblem,
  slotRuleMessages,
  weeklyFlag,
} from './availability';
import { idField, plainText, searchField } from '../validation/fields';
import { FieldLabels } from '../validation/labels';
import { TextLimits } from '../validation/limits';
import { ValidationMessages } from '../validation/messages';
import { BOOKING_STATUSES, durationMinutesOf, VENUE_PAYMENT_METHODS } from './bookings';
import { WalkInSchema } from './court-schedule';
import {
  AvailabilityMessages,
  BookingMessages,
  CourtScheduleMessages,
  RefundMessages,
} from './messages';
import { CANCEL_SCOPES } from './refunds';
import { decimalToCents } from './pricing';
import { BASE_SLOT_RULES, DEFAULT_SLOT_RULES, type SlotRules } from './slot-rules';

// What the API parses from requests about bookings. Apart from bookings.ts (what it answers with)
// so a page that only reads bookings does not build these schemas when its code loads.

/** A duration the rules allow (hours, or HH:mm:ss) → minutes. */
const durationField = (rules: SlotRules) => {
  const message = slotRuleMessages(rules).durationInvalid;
  return z.union([z.number(), z.string()], message).transform((value, ctx) => {
    const minutes = durationMinutesOf(value);
    if (
      !Number.isFinite(minutes) ||
      minutes < rules.minDurationMinutes ||
      (minutes - rules.minDurationMinutes) % rules.durationStepMinutes !== 0 ||
      minutes > rules.dayEnd - rules.dayStart ||
      minutes > (rules.maxDurationMinutes ?? Infinity)
    ) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minutes;
  });
};

const amountField = (message: string) =>
  z.union([z.number(), z.string()], message).transform((value, ctx) => {
    const cents = decimalToCents(value);
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });

/** When a requested slot is under `rules`: the fields the booking and price-preview requests share. */
export const requestedSlotFieldsOf = (rules: SlotRules = DEFAULT_SLOT_RULES) => ({
  booking_date: bookingDateField(),
  start_time: gridTimeField(false, rules),
  end_time: gridTimeField(true, rules).optional(),
  duration: durationField(rules).optional(),
  book_for_four_weeks: weeklyFlag,
});
export const requestedSlotFields = requestedSlotFieldsOf(BASE_SLOT_RULES);

/**
 * The end of a requested slot, from `end_time` or else `start_time + duration` (minutes). When
 * neither gives a valid slot it adds the issue, on `end_time`, and returns undefined.
 */
export function requestedSlotEnd(
  value: { start_time: number; end_time?: number | undefined; duration?: number | undefined },
  ctx: z.RefinementCtx,
  rules: SlotRules = BASE_SLOT_RULES,
): number | undefined {
  const end =
    value.end_time ??
    (value.duration === undefined ? undefined : value.start_time + value.duration);
  const problem =
    end === undefined ? BookingMessages.timesRequired : slotProblem(value.start_time, end, rules);
  if (end === undefined || problem) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: problem });
    return undefined;
  }
  return end;
}

/**
 * POST /court-bookings/ under `rules`: the wizard's form. `end_time` or `duration` (hours, or
 * HH:mm:ss) gives the end. `total_price` is what the player saw; `on_amount` is accepted and
 * ignored (the server recomputes it). Staff may name the player by `user_id` or `user_email`.
 * `replaces_booking_id` (beyond the spec) names the hold this request replaces.
 */
export const createBookingSchema = (rules: SlotRules = DEFAULT_SLOT_RULES) =>
  z
    .object({
      location: idField(AvailabilityMessages.locationRequired),
      court_id: idField(BookingMessages.courtRequired),
      ...requestedSlotFieldsOf(rules),
      total_price: amountField(BookingMessages.totalPriceRequired),
      on_amount: z.unknown().optional(),
      user_id: idField(BookingMessages.playerNotFound).optional(),
      user_email: plainText(FieldLabels.user_email)
        .trim()
        .max(TextLimits.email, ValidationMessages.emailMax)
        .toLowerCase()
        .email(BookingMessages.playerNotFound)
        .optional(),
      /** Staff at the desk: book for someone with no account (the day sheet). */
      walk_in: WalkInSchema.optional(),
      /** The wizard's earlier pending hold, released in the same transaction (DESIGN.md section 4). */
      replaces_booking_id: idField(BookingMessages.bookingNotFound).optional(),
    })
    .transform((value, ctx) => {
      if (value.walk_in && (value.user_id !== undefined || value.user_email !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: CourtScheduleMessages.walkInOrPlayer,
          path: ['walk_in'],
        });
        return z.NEVER;
      }
      const end = requestedSlotEnd(value, ctx, rules);
      if (end === undefined) return z.NEVER;
      const { duration: _duration, on_amount: _ignored, ...rest } = value;
      return { ...rest, end_time: end };
    });

/** POST /court-bookings/: the base grid; the service applies the location's own rules. */
export const CreateBookingSchema = createBookingSchema(BASE_SLOT_RULES);

/**
 * POST /quote/: the booking's own fields of where and when (`end_time` or `duration`), priced as a
 * booking made now would be.
 */
export const BookingQuoteRequestSchema = z
  .object({
    location_id: idField(AvailabilityMessages.locationRequired),
    court_id: idField(BookingMessages.courtRequired),
    ...requestedSlotFields,
  })
  .transform((value, ctx) => {
    const end = requestedSlotEnd(value, ctx);
    if (end === undefined) return z.NEVER;
    const { duration: _duration, ...rest } = value;
    return { ...rest, end_time: end };
  });

/**
 * POST /fair-use-check/: would the caller's booking of this slot at the location pass its
 * fair-use limits (asked before a court is chosen)?
 */
export const FairUseCheckRequestSchema = z
  .object({
    location_id: idField(AvailabilityMessages.locationRequired),
    ...requestedSlotFields,
  })
  .transform((value, ctx) => {
    const end = requestedSlotEnd(value, ctx);
    if (end === undefined) return z.NEVER;
    const { duration: _duration, ...rest } = value;
    return { ...rest, end_time: end };
  });
export type FairUseCheckRequest = z.output<typeof FairUseCheckRequestSchema>;

/** The most times one POST /quotes/ prices: every quarter hour of a day. */
export const QUOTE_SLOTS_LIMIT = 96;

/**
 * POST /quotes/: many slots of one date at once, each priced at every court of the location (the
 * wizard's start times, and its courts for one slot). The location's own rules apply per court.
 */
export const BookingQuotesRequestSchema = z.object({
  location_id: idField(AvailabilityMessages.locationRequired),
  booking_date: bookingDateField(),
  book_for_four_weeks: weeklyFlag,
  slots: z
    .array(
      z
        .object({
          start_time: gridTimeField(false, BASE_SLOT_RULES),
          end_time: gridTimeField(true, BASE_SLOT_RULES),
        })
        .superRefine((slot, ctx) => {
          const problem = slotProblem(slot.start_time, slot.end_time, BASE_SLOT_RULES);
          if (problem) ctx.addIssue({ code: 'custom', path: ['end_time'], message: problem });
        }),
      BookingMessages.quoteSlotsRequired,
    )
    .min(1, BookingMessages.quoteSlotsRequired)
    .max(QUOTE_SLOTS_LIMIT, BookingMessages.quoteSlotsTooMany(QUOTE_SLOTS_LIMIT)),
});
export type BookingQuotesRequest = z.output<typeof BookingQuotesRequestSchema>;
export type BookingQuotesRequestInput = z.input<typeof BookingQuotesRequestSchema>;
export type BookingQuoteRequestInput = z.input<typeof BookingQuoteRequestSchema>;
export type BookingQuoteRequest = z.output<typeof BookingQuoteRequestSchema>;
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;
export type CreateBooking = z.output<typeof CreateBookingSchema>;

export const BOOKING_LIST_TYPES = ['upcoming', 'past', 'all'] as const;
export type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

/**
 * The caller's own lists: `lapsed` is their unpaid holds whose time ran out in the last day,
 * listed apart from `past` (which never shows them: they were never games).
 */
export const OWN_BOOKING_LIST_TYPES = [...BOOKING_LIST_TYPES, 'lapsed'] as const;
export type OwnBookingListType = (typeof OWN_BOOKING_LIST_TYPES)[number];

/** How long a lapsed hold stays in its player's `lapsed` list. */
export const LAPSED_HOLD_SHOWN_HOURS = 24;

/** GET /court-bookings/: the caller's own bookings. */
export const BookingListQuerySchema = PaginationQuerySchema.extend({
  type: z.enum(OWN_BOOKING_LIST_TYPES).default('upcoming'),
});
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;

/**
 * GET /get_booking_byadmin/: in the staff member's scope; expired holds (lapsed, swept or given
 * back) only with `status: expired`.
 */
export const StaffBookingListQuerySchema = BookingListQuerySchema.extend({
  type: z.enum(BOOKING_LIST_TYPES).default('all'),
  search: searchField(BookingMessages.searchMax).optional(),
  start_date: bookingDateField().optional(),
  end_date: bookingDateField().optional(),
  location: idField(AvailabilityMessages.locationRequired).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export type StaffBookingListQuery = z.output<typeof StaffBookingListQuerySchema>;

export const BookingIdParamsSchema = z.object({
  id: idField(BookingMessages.bookingNotFound),
});

/**
 * PUT /court-bookings/{id}/ (staff): a confirm applies to the whole series; a cancel to its `scope`
 * (the whole series by default, the one session, or it and the later ones).
 */
export const UpdateBookingStatusSchema = z.object({
  status: z.enum(['confirmed', 'cancelled'], BookingMessages.statusRequired),
  /**
   * With `cancelled`: refund through the provider too, the cancelled sessions' share of the card
   * payment (all that is left of it for the whole series).
   */
  refund: z.boolean(BookingMessages.refundChoice).optional(),
  /** With `cancelled`: what to cancel; the whole series when absent. */
  scope: z.enum(CANCEL_SCOPES, RefundMessages.scopeInvalid).optional(),
});
export type UpdateBookingStatus = z.infer<typeof UpdateBookingStatusSchema>;

/** POST /court-bookings/{id}/mark-paid/ (staff): a pay-at-club series paid at the desk. */
export const MarkPaidSchema = z.object({
  method: z.enum(VENUE_PAYMENT_METHODS, BookingMessages.paidMethodRequired),
});
export type MarkPaid = z.infer<typeof MarkPaidSchema>;

/**
 * POST /court-bookings/{id}/move/ and /move-quote/ (staff): the one session's new court (of the
 * same location), date and times; the service applies the court's own slot rules.
 */
export const MoveBookingSchema = z
  .object({
    court_id: idField(BookingMessages.courtRequired),
    booking_date: bookingDateField(),
    start_time: gridTimeField(false, BASE_SLOT_RULES),
    end_time: gridTimeField(true, BASE_SLOT_RULES),
  })
  .superRefine((slot, ctx) => {
    const problem = slotProblem(slot.start_time, slot.end_time, BASE_SLOT_RULES);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end_time'], message: problem });
  });
export type MoveBookingInput = z.input<typeof MoveBookingSchema>;
export type MoveBooking = z.output<typeof MoveBookingSchema>;
