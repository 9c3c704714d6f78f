import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, varchar } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { belongsTo, createdAt, identity, instant, updatedAt } from './columns';
import { courts } from './courts';
import { locations } from './locations';
import { users } from './users';

export const STORED_WAITLIST_STATUSES = ['waiting', 'offered', 'left', 'passed'] as const;
export type StoredWaitlistStatus = (typeof STORED_WAITLIST_STATUSES)[number];

/**
 * A player waiting for a session on a date (Step 18): any start within `from_time`–`to_time`
 * that leaves room for `duration_minutes`, on one court or on any court (of `sport`, when set).
 * Line order is `created_at`, then `id`. `waiting` until a freed slot is offered (`offered`, with
 * the hold made for them in `offer_booking_id`); `passed` when the offer lapsed untaken; `left`
 * when the player left the line. Whether an offer was taken, or the entry lapsed because play
 * would start (`expires_at`), is read from the booking and the clock, never stored twice.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: identity(),
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    locationId: belongsTo('location_id', () => locations.id, 'cascade'),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'cascade' }),
    sport: text('sport'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: varchar('status', { length: 12 })
      .$type<StoredWaitlistStatus>()
      .notNull()
      .default('waiting'),
    offerBookingId: integer('offer_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    /** The last moment a session of the entry could start: it lapses then. */
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_line_idx').on(t.locationId, t.entryDate, t.createdAt),
    index('waitlist_entries_user_idx').on(t.userId, t.expiresAt),
    check(
      'waitlist_entries_status_known',
      sql`${t.status} in ('waiting', 'offered', 'left', 'passed')`,
    ),
    check('waitlist_entries_range', sql`${t.toTime} > ${t.fromTime}`),
    check('waitlist_entries_duration', sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * The `slot.freed` events someone waits for (the bookings trigger writes one when a session
 * stops holding its court while a waitlist entry for that location and date is open). It is the
 * durable half of the event: the offer job handles each row once, in the transaction that makes
 * the offer (or finds none to make) and sets `handled_at`.
 */
export const freedSlots = pgTable(
  'freed_slots',
  {
    id: identity(),
    locationId: belongsTo('location_id', () => locations.id, 'cascade'),
    courtId: belongsTo('court_id', () => courts.id, 'cascade'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    freedAt: createdAt(),
    handledAt: instant('handled_at'),
  },
  (t) => [
    index('freed_slots_unhandled_idx')
      .on(t.freedAt)
      .where(sql`handled_at is null`),
  ],
);
