import { TextLimits } from '@courtbook/shared';
import { integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

export const LOCAL_INTENT_STATUSES = [
  'requires_payment_method',
  'succeeded',
  'failed',
  'refunded',
] as const;
export type LocalIntentStatus = (typeof LOCAL_INTENT_STATUSES)[number];

/** The local test card processor's payment intents (used when Stripe is not configured). */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  clientSecret: varchar('client_secret', { length: TextLimits.clientSecret }).notNull().unique(),
  /** Like Stripe's idempotency key: the same key answers the same intent. */
  idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 32 }).$type<LocalIntentStatus>().notNull(),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stripe webhook events already handled: the event id is inserted with the change it made. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 64 }).notNull(),
  processedAt: instant('processed_at').notNull().defaultNow(),
});
