import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { locations } from './locations';

export const courts = pgTable(
  'courts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    courtNumber: integer('court_number').notNull(),
    hourlyFeeCents: integer('hourly_fee_cents').notNull(),
    taxBasisPoints: integer('tax_bp').notNull(),
    cardFeeBasisPoints: integer('card_fee_bp').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courts_location_number_key').on(t.locationId, t.courtNumber),
    check('courts_fee_non_negative', sql`${t.hourlyFeeCents} >= 0`),
    check('courts_tax_bp_range', sql`${t.taxBasisPoints} between 0 and 10000`),
    check('courts_card_fee_bp_range', sql`${t.cardFeeBasisPoints} between 0 and 10000`),
  ],
);

/** A span when a court cannot be booked (maintenance, events). */
export const courtClosures = pgTable(
  'court_closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('court_closures_court_ends_idx').on(t.courtId, t.endsAt),
    check('court_closures_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
