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
    sport: text('sport').notNull().default('tennis'),
    name: text('name'),
    surface: text('surface'),
    indoor: boolean('indoor').notNull().default(false),
    lights: boolean('lights').notNull().default(false),
    startStepMinutes: integer('start_step_minutes').notNull().default(30),
    minSessionMinutes: integer('min_session_minutes').notNull().default(60),
    maxSessionMinutes: integer('max_session_minutes'),
    sessionStepMinutes: integer('session_step_minutes').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courts_location_number_key').on(t.locationId, t.courtNumber),
    check('courts_start_step', sql`${t.startStepMinutes} in (15, 30)`),
    check(
      'courts_sessions_on_grid',
      sql`${t.minSessionMinutes} between 15 and 1440 and ${t.minSessionMinutes} % ${t.startStepMinutes} = 0
        and ${t.sessionStepMinutes} between 15 and 1440 and ${t.sessionStepMinutes} % ${t.startStepMinutes} = 0
        and (${t.maxSessionMinutes} is null or (${t.maxSessionMinutes} between ${t.minSessionMinutes} and 1440
          and (${t.maxSessionMinutes} - ${t.minSessionMinutes}) % ${t.sessionStepMinutes} = 0))`,
    ),
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
