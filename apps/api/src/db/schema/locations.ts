import { TextLimits } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  DEFAULT_WAITLIST_OFFER_MINUTES,
  MAX_WAITLIST_OFFER_MINUTES,
  MIN_WAITLIST_OFFER_MINUTES,
  DEFAULT_BOOKING_HORIZON_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
  type OpeningHours,
} from '@courtbook/shared';
import { createdAt, identity, updatedAt } from './columns';

export const locations = pgTable(
  'locations',
  {
    id: identity(),
    name: varchar('name', { length: TextLimits.locationName }).notNull(),
    logo: text('logo'),
    address1: varchar('address_1', { length: TextLimits.addressLine }).notNull().default(''),
    address2: varchar('address_2', { length: TextLimits.addressLine }).notNull().default(''),
    address3: varchar('address_3', { length: TextLimits.addressLine }).notNull().default(''),
    address4: varchar('address_4', { length: TextLimits.addressLine }).notNull().default(''),
    city: varchar('city', { length: TextLimits.city }).notNull().default(''),
    state: varchar('state', { length: TextLimits.state }).notNull().default(''),
    country: varchar('country', { length: TextLimits.country }).notNull().default('US'),
    phone: varchar('phone', { length: TextLimits.phone }).notNull().default(''),
    email: varchar('email', { length: TextLimits.email }).notNull().default(''),
    website: varchar('website', { length: TextLimits.website }).notNull().default(''),
    description: text('description').notNull().default(''),
    timeZone: varchar('time_zone', { length: TextLimits.timeZone }).notNull(),
    currency: varchar('currency', { length: TextLimits.currency }).notNull().default('USD'),
    defaultTaxBasisPoints: integer('default_tax_bp').notNull().default(0),
    defaultCardFeeBasisPoints: integer('default_card_fee_bp').notNull().default(0),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default({}),
    /** Bookings open up to this many days after today at the location. */
    bookingHorizonDays: integer('booking_horizon_days')
      .notNull()
      .default(DEFAULT_BOOKING_HORIZON_DAYS),
    /** Fair use (Step 17): each limit for players, null for none. */
    maxUpcomingBookings: integer('max_upcoming_bookings'),
    maxHoursPerWeek: integer('max_hours_per_week'),
    maxBookingsPerDay: integer('max_bookings_per_day'),
    /** How long a freed slot is held for the player a waitlist offers it to (Step 18). */
    waitlistOfferMinutes: integer('waitlist_offer_minutes')
      .notNull()
      .default(DEFAULT_WAITLIST_OFFER_MINUTES),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'locations_booking_horizon_days_range',
      sql`${t.bookingHorizonDays} between ${sql.raw(String(MIN_BOOKING_HORIZON_DAYS))} and ${sql.raw(String(MAX_BOOKING_HORIZON_DAYS))}`,
    ),
    check('locations_max_upcoming_bookings_positive', sql`${t.maxUpcomingBookings} > 0`),
    check('locations_max_hours_per_week_positive', sql`${t.maxHoursPerWeek} > 0`),
    check('locations_max_bookings_per_day_positive', sql`${t.maxBookingsPerDay} > 0`),
    check(
      'locations_waitlist_offer_minutes_range',
      sql`${t.waitlistOfferMinutes} between ${sql.raw(String(MIN_WAITLIST_OFFER_MINUTES))} and ${sql.raw(String(MAX_WAITLIST_OFFER_MINUTES))}`,
    ),
  ],
);
