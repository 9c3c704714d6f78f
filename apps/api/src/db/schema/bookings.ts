import {
  STORED_BOOKING_STATUSES,
  TextLimits,
  type FeeSegment,
  type StoredBookingStatus,
  type VenuePaymentMethod,
} from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { memberships } from './memberships';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, instant, tstzrange, updatedAt } from './columns';
import { courts } from './courts';
import { locations } from './locations';
import { users } from './users';

/** `in ('pending', 'confirmed', …)`: the check below, from the one list in packages/shared. */
const storedStatusList = sql.raw(STORED_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * One session on one court. A weekly series is four rows sharing `series_id`; a single booking is a
 * series of one. Amounts are integer cents: the per-session figures and the series totals.
 * The no-overlap rule is an exclusion constraint in the custom migration `booking_no_overlap`.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: identity(),
    seriesId: uuid('series_id').notNull().defaultRandom(),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: belongsTo('location_id', () => locations.id, 'restrict'),
    courtId: belongsTo('court_id', () => courts.id, 'restrict'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    timeRange: tstzrange('time_range')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: varchar('status', { length: 16 })
      .$type<StoredBookingStatus>()
      .notNull()
      .default('pending'),
    holdExpiresAt: instant('hold_expires_at'),
    /** When the reminder before play was queued (BOOKING_REMINDER_HOURS). */
    reminderSentAt: instant('reminder_sent_at'),
    bookForFourWeeks: boolean('book_for_four_weeks').notNull().default(false),
    /** 'online' (card) or 'venue' (confirmed by staff, paid at the club). */
    paymentDue: varchar('payment_due', { length: 8 }).notNull().default('online'),
    /** A pay-at-club booking staff marked paid at the desk: when, and how ('cash' or 'card'). */
    venuePaidAt: instant('venue_paid_at'),
    venuePaidMethod: varchar('venue_paid_method', { length: 8 }).$type<VenuePaymentMethod>(),
    /** Who took the money at the desk (Step 18); null when their account is gone, or before. */
    venuePaidById: integer('venue_paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The calendar file's SEQUENCE: raised each time staff move the session, so the player's
     * calendar replaces the event it already has (same UID).
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    sessionFeeCents: integer('session_fee_cents').notNull(),
    /** How one session's fee was made: minutes at each hourly fee (a price period's, or none). */
    feeLines: jsonb('fee_lines').$type<FeeSegment[]>().notNull().default([]),
    /** The membership that priced it (decision 0050); null at the public price. */
    membershipId: integer('membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    sessionTaxCents: integer('session_tax_cents').notNull(),
    sessionCardFeeCents: integer('session_card_fee_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    fullTaxCents: integer('full_tax_cents').notNull(),
    fullCardFeeCents: integer('full_card_fee_cents').notNull(),
    onAmountCents: integer('on_amount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_court_ends_idx').on(t.courtId, t.endsAt),
    index('bookings_user_starts_idx').on(t.userId, t.startsAt),
    index('bookings_location_starts_idx').on(t.locationId, t.startsAt),
    // The lists over every location (a super admin's, the public occupancy) read in this order.
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_series_idx').on(t.seriesId),
    index('bookings_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`status = 'confirmed' and reminder_sent_at is null`),
    index('bookings_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`status = 'pending'`),
    check('bookings_status_known', sql`${t.status} in (${storedStatusList})`),
    check('bookings_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // A session lies within its local day (25 hours on the day clocks go back); the upcoming
    // lists rely on it to start their index scans at now.
    check('bookings_within_a_day', sql`${t.endsAt} <= ${t.startsAt} + interval '25 hours'`),
    // Marked paid: both facts or neither, and only for a booking to be paid at the club.
    check(
      'bookings_venue_paid_known',
      sql`(${t.venuePaidAt} is null and ${t.venuePaidMethod} is null) or (${t.venuePaidAt} is not null and ${t.venuePaidMethod} in ('cash', 'card') and ${t.paymentDue} = 'venue')`,
    ),
    check(
      'bookings_amounts_non_negative',
      sql`${t.onAmountCents} >= 0 and ${t.totalPriceCents} >= 0`,
    ),
  ],
);

export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The card payment for a whole booking series. */
export const payments = pgTable(
  'payments',
  {
    id: identity(),
    seriesId: uuid('series_id').notNull(),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: TextLimits.paymentReference })
      .notNull()
      .unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull(),
    /**
     * What went back to the card so far, in all its refunds (Step 18); `status` turns
     * 'refunded' once it is the whole amount.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One payment (one intent) per series: two concurrent checkouts end up on the same row.
    uniqueIndex('payments_series_unique').on(t.seriesId),
    check(
      'payments_refunded_within_amount',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * One refund of a card payment, whole or part (Step 18): how much, why, who, and the provider's
 * answer. `pending` while the provider is asked (the amount already counts in the payment's
 * `refunded_cents`, so two refunds can never pass what was paid); `failed` gives it back.
 * `booking_id` names the session whose share it is, when staff cancelled one session.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identity(),
    paymentId: belongsTo('payment_id', () => payments.id, 'restrict'),
    seriesId: uuid('series_id').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** At most TextLimits.refundReason characters (the request schema's check). */
    reason: text('reason').notNull(),
    status: varchar('status', { length: 12 }).$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: TextLimits.paymentReference }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_series_idx').on(t.seriesId),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
