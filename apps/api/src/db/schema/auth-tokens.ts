import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/**
 * Password-recovery codes: only a hash of the 6 digits is kept, and once the code is verified, a
 * hash of the reset token given to the client that verified it (only that client may reset).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull().default('password_reset'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * When a reset code was last asked for, per email, whether or not it has an account: the 59-second
 * rule answers alike for both. The email is kept only as an HMAC; rows older than an hour go.
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    emailHash: text('email_hash').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('code_requests_sent_at_idx').on(t.sentAt)],
);
