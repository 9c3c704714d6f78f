import { z } from 'zod';

/** What a history entry records, as `<entity>.<verb>` (the audit log's actions, and `booking.create`). */
export const BOOKING_HISTORY_ACTIONS = [
  'booking.create',
  'booking.confirm',
  'booking.cancel',
  'booking.mark_paid',
  'booking.move',
  'payment.refund',
] as const;
export type BookingHistoryAction = (typeof BOOKING_HISTORY_ACTIONS)[number];

export const BOOKING_PAYMENT_STATUSES = [
  'requires_payment',
  'succeeded',
  'failed',
  'refunded',
] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** One thing that happened to a booking's series: who did it and when. */
export const BookingHistoryEntrySchema = z.object({
  /** `audit-<id>` for an audit row; `created` for the booking itself. */
  id: z.string(),
  action: z.enum(BOOKING_HISTORY_ACTIONS),
  /** Null when the account was deleted since. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  /** A few facts the audit row kept (series id, booking ids, previous statuses, amount). */
  details: z.record(z.string(), z.unknown()),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

/** GET /court-bookings/{id}/history/ (staff): the series' card payment and its history, oldest first. */
export const BookingHistorySchema = z.object({
  payment: z
    .object({
      status: z.enum(BOOKING_PAYMENT_STATUSES),
      amount: z.string(),
      currency: z.string(),
      provider: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  entries: z.array(BookingHistoryEntrySchema),
});
export type BookingHistory = z.infer<typeof BookingHistorySchema>;
