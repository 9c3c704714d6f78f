import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
  type MemberRuleKind,
} from '@courtbook/shared';
import { belongsTo, createdAt, identity } from './columns';
import { locations } from './locations';
import { users } from './users';

/**
 * A location's membership plan (Step 17, decision 0050): what it costs (recorded as expected
 * revenue), how far ahead members may book (null: the location's horizon), and how it changes
 * hourly fees: `rule_kind` with `rule_value` (cents for `fixed_fee`, basis points for
 * `percent_off`) for every minute, unless a period has a rule of its own below.
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: identity(),
    locationId: belongsTo('location_id', () => locations.id, 'cascade'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    horizonDays: integer('horizon_days'),
    ruleKind: text('rule_kind').$type<MemberRuleKind>(),
    ruleValue: integer('rule_value'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_plans_location_name_key').on(t.locationId, sql`lower(${t.name})`),
    check('membership_plans_price_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'membership_plans_horizon_range',
      sql`${t.horizonDays} between ${sql.raw(String(MIN_BOOKING_HORIZON_DAYS))} and ${sql.raw(String(MAX_BOOKING_HORIZON_DAYS))}`,
    ),
    check(
      'membership_plans_rule',
      sql`(${t.ruleKind} is null and ${t.ruleValue} is null) or (${t.ruleKind} in ('fixed_fee', 'percent_off') and ${t.ruleValue} >= 0)`,
    ),
  ],
);

/** A plan's rule for one of the location's price periods, by the period's name. */
export const membershipPlanPeriodRules = pgTable(
  'membership_plan_period_rules',
  {
    planId: belongsTo('plan_id', () => membershipPlans.id, 'cascade'),
    periodName: text('period_name').notNull(),
    ruleKind: text('rule_kind').$type<MemberRuleKind>().notNull(),
    ruleValue: integer('rule_value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.periodName] }),
    check(
      'membership_plan_period_rules_rule',
      sql`${t.ruleKind} in ('fixed_fee', 'percent_off') and ${t.ruleValue} >= 0`,
    ),
  ],
);

/**
 * A player's membership of a plan, from `starts_on` to `ends_on` (the location's dates, both
 * included), at the price the plan had when staff gave it. A plan with memberships cannot be
 * deleted (it can be deactivated).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: identity(),
    planId: belongsTo('plan_id', () => membershipPlans.id, 'restrict'),
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsOn),
    index('memberships_plan_idx').on(t.planId),
    check('memberships_dates', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
