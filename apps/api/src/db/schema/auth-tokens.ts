import { index, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, instant } from './columns';
import { users } from './users';

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
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
    id: identity(),
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    purpose: varchar('purpose', { length: 32 }).notNull().default('password_reset'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
    verifiedAt: instant('verified_at'),
    resetTokenHash: text('reset_token_hash'),
    consumedAt: instant('consumed_at'),
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
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('code_requests_sent_at_idx').on(t.sentAt)],
);
