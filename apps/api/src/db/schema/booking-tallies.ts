import { char, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * How many bookings each location and each player has, by month and by day of play and by
 * tally status (the stored status, with a pending hold told apart as 'held'): the "of Z entries"
 * of a long list is read from here for the days whose bookings are all over, instead of counted
 * row by row. A row is a location's (`user_id` 0) or a player's (`location_id` 0).
 *
 * Triggers on `bookings` never write here: each change appends a row to `booking_tally_changes`
 * (an insert, so bookings at one club never wait on one counter row), and a sweep folds those
 * into this table (decision 0032). A count sums both, in one snapshot, so it is exact.
 */
export const bookingTallies = pgTable(
  'booking_tallies',
  {
    locationId: integer('location_id').notNull(),
    userId: integer('user_id').notNull(),
    /** 'm': the month starting on `period`; 'd': the day `period`. */
    grain: char('grain', { length: 1 }).$type<'m' | 'd'>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<TallyStatus>().notNull(),
    bookings: integer('bookings').notNull(),
  },
  // A location's rows lead with its id, a player's with 0 and then theirs; the second index
  // serves a count over every location (user_id 0, any location_id).
  (t) => [
    primaryKey({ columns: [t.locationId, t.userId, t.grain, t.period, t.status] }),
    index('booking_tallies_user_period_idx').on(t.userId, t.grain, t.period),
  ],
);

/** One row per booking row added (+1) or taken away (-1) since the last fold. */
export const bookingTallyChanges = pgTable(
  'booking_tally_changes',
  {
    locationId: integer('location_id').notNull(),
    userId: integer('user_id').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<TallyStatus>().notNull(),
    change: integer('change').notNull(),
  },
  (t) => [
    index('booking_tally_changes_location_idx').on(t.locationId, t.bookingDate),
    index('booking_tally_changes_user_idx').on(t.userId, t.bookingDate),
  ],
);

/** A stored status, with a pending row that has a hold time ('held') told from one that has not. */
export type TallyStatus = 'pending' | 'held' | 'confirmed' | 'cancelled' | 'expired';
