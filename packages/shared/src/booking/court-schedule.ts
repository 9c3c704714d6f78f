import { z } from 'zod';
import {
  emailField,
  firstNameField,
  idField,
  lastNameField,
  phoneField,
} from '../validation/fields';
import { bookingDateField } from './availability';
import { VenuePaidSchema } from './bookings';
import { CourtDaySchema } from './day-availability';
import { AvailabilityMessages } from './messages';

/** GET /court_schedule/: a location and a date (any date: staff look back too). */
export const CourtScheduleQuerySchema = z.object({
  location_id: idField(AvailabilityMessages.locationRequired),
  date: bookingDateField(),
});
export type CourtScheduleQuery = z.output<typeof CourtScheduleQuerySchema>;

/** Someone at the desk with no account: a name and a phone; with an email they get the emails too. */
export const WalkInSchema = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  phone: phoneField(),
  email: z
    .union([z.literal(''), emailField()])
    .optional()
    .transform((email) => (email ? email.toLowerCase() : undefined)),
});
export type WalkInInput = z.input<typeof WalkInSchema>;
export type WalkIn = z.output<typeof WalkInSchema>;

export const SchedulePlayerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a walk-in who gave none. */
  email: z.string().nullable(),
  phone: z.string(),
  walk_in: z.boolean(),
});
export type SchedulePlayer = z.infer<typeof SchedulePlayerSchema>;

/**
 * Something that holds a court on the day: a confirmed booking, a pending hold (with the instant
 * it lapses), or a closure. `first_slot` and `end_slot` index the day's half hours, clipped to it.
 */
export const ScheduleEntrySchema = z.object({
  kind: z.enum(['booking', 'hold', 'closure']),
  /** The booking's id, or the closure's. */
  id: z.number().int(),
  court_id: z.number().int(),
  first_slot: z.number().int(),
  end_slot: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  hold_expires_at: z.string().nullable(),
  player: SchedulePlayerSchema.nullable(),
  /** Bookings: 'online' (card) or 'venue' (to be paid at the club). */
  payment_due: z.enum(['online', 'venue']).nullable(),
  total_price: z.string().nullable(),
  /** Bookings to be paid at the club: paid at the desk (how, when, by whom), or null. */
  venue_paid: VenuePaidSchema.nullable(),
  /** Closures: why the court is shut. */
  reason: z.string().nullable(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** GET /court_schedule/ beside `code` and `message`. */
export const CourtScheduleSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  date: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  /** The sheet's cells are this long: the location's slot rules. */
  slot_minutes: z.number().int().positive(),
  /** Each court's half hours as the player's grid shows them (staff also see booked past slots). */
  courts: z.array(CourtDaySchema.extend({ is_active: z.boolean() })),
  entries: z.array(ScheduleEntrySchema),
});
export type CourtSchedule = z.infer<typeof CourtScheduleSchema>;
