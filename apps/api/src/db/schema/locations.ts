import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
  type OpeningHours,
} from '@courtbook/shared';
import { createdAt, updatedAt } from './columns';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    logo: text('logo'),
    address1: varchar('address_1', { length: 200 }).notNull().default(''),
    address2: varchar('address_2', { length: 200 }).notNull().default(''),
    address3: varchar('address_3', { length: 200 }).notNull().default(''),
    address4: varchar('address_4', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 100 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default('US'),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    website: varchar('website', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    defaultTaxBasisPoints: integer('default_tax_bp').notNull().default(0),
    defaultCardFeeBasisPoints: integer('default_card_fee_bp').notNull().default(0),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
    /** Bookings open up to this many days after today at the location. */
    bookingHorizonDays: integer('booking_horizon_days')
      .notNull()
      .default(DEFAULT_BOOKING_HORIZON_DAYS),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'locations_booking_horizon_days_range',
      sql`${t.bookingHorizonDays} between ${sql.raw(String(MIN_BOOKING_HORIZON_DAYS))} and ${sql.raw(String(MAX_BOOKING_HORIZON_DAYS))}`,
    ),
  ],
);
