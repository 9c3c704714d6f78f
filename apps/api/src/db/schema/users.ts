import { TextLimits } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, updatedAt } from './columns';
import { locations } from './locations';

export const users = pgTable(
  'users',
  {
    id: identity(),
    /** Empty only for a walk-in who gave none: no email is sent to an empty address. */
    email: varchar('email', { length: TextLimits.email }).notNull(),
    /** Empty for a walk-in: no password matches it until they set one through password recovery. */
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: TextLimits.personName }).notNull(),
    lastName: varchar('last_name', { length: TextLimits.personName }).notNull(),
    phone: varchar('phone', { length: TextLimits.phone }).notNull().default(''),
    country: varchar('country', { length: TextLimits.country }).notNull().default('US'),
    image: text('image'),
    userType: smallint('user_type').notNull().default(2),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Booked at the desk by staff, with no account of their own (the day sheet). */
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    /** Bumped on logout and password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    homeLocationId: integer('home_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    lastLocationId: integer('last_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    /** Location admins only: full_access, locations, court_bookings, reporting. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    check('users_user_type_known', sql`${t.userType} in (0, 1, 2)`),
    check('users_email_unless_walk_in', sql`${t.email} <> '' or ${t.isWalkIn}`),
  ],
);

/** The locations a location admin manages. */
export const staffLocations = pgTable(
  'staff_locations',
  {
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    locationId: belongsTo('location_id', () => locations.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);
