import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, instant, updatedAt } from './columns';
import { locations } from './locations';

export const courts = pgTable(
  'courts',
  {
    id: identity(),
    locationId: belongsTo('location_id', () => locations.id, 'restrict'),
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
    id: identity(),
    courtId: belongsTo('court_id', () => courts.id, 'cascade'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('court_closures_court_ends_idx').on(t.courtId, t.endsAt),
    check('court_closures_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
