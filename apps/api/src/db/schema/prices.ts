import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity } from './columns';
import { courts } from './courts';
import { locations } from './locations';

/**
 * A location's price period (DESIGN.md section 5): on its weekdays (0 = Sunday), from
 * `start_minute` to `end_minute` of the local day, every court costs `hourly_fee_cents` an hour
 * unless it has its own fee below. A location's periods share no minute (the service checks).
 */
export const pricePeriods = pgTable(
  'price_periods',
  {
    id: identity(),
    locationId: belongsTo('location_id', () => locations.id, 'cascade'),
    name: text('name').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    hourlyFeeCents: integer('hourly_fee_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_periods_location_idx').on(t.locationId),
    check(
      'price_periods_minutes',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
    check('price_periods_fee_non_negative', sql`${t.hourlyFeeCents} >= 0`),
    check('price_periods_weekdays', sql`cardinality(${t.weekdays}) between 1 and 7`),
  ],
);

/** A court's own hourly fee during a period. */
export const pricePeriodCourtFees = pgTable(
  'price_period_court_fees',
  {
    periodId: belongsTo('period_id', () => pricePeriods.id, 'cascade'),
    courtId: belongsTo('court_id', () => courts.id, 'cascade'),
    hourlyFeeCents: integer('hourly_fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.courtId] }),
    check('price_period_court_fees_non_negative', sql`${t.hourlyFeeCents} >= 0`),
  ],
);
