import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localPaymentIntents } from '../../db/schema';

export type LocalIntentRow = typeof localPaymentIntents.$inferSelect;

/** The local test provider's payment intents, in the app's own database. */
export function createLocalIntentsRepository(db: Database) {
  return {
    /** Inserts the intent unless one with its idempotency key exists; answers the one stored. */
    async insertOnce(intent: typeof localPaymentIntents.$inferInsert): Promise<LocalIntentRow> {
      await db
        .insert(localPaymentIntents)
        .values(intent)
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey });
      const [stored] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, intent.idempotencyKey));
      if (!stored) throw new Error('local payment intent vanished after insert');
      return stored;
    },

    async findById(id: string): Promise<LocalIntentRow | undefined> {
      const [intent] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, id));
      return intent;
    },

    async findByClientSecret(clientSecret: string) {
      const [intent] = await db
        .select({ id: localPaymentIntents.id, status: localPaymentIntents.status })
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.clientSecret, clientSecret));
      return intent;
    },

    /**
     * Refunds `amountCents` of a charged intent in one conditional UPDATE: false when it has less
     * than that left. What went back so far is kept on the intent, under `refunded_cents` in its
     * metadata (as Stripe keeps a charge's `amount_refunded`; the app never reads it back); the
     * intent is `refunded` once that is the whole amount.
     */
    async refund(id: string, amountCents: number): Promise<boolean> {
      const refunded = sql`coalesce((${localPaymentIntents.metadata} ->> 'refunded_cents')::integer, 0) + ${amountCents}::integer`;
      const moved = await db
        .update(localPaymentIntents)
        .set({
          metadata: sql`${localPaymentIntents.metadata} || jsonb_build_object('refunded_cents', (${refunded})::text)`,
          status: sql`case when ${refunded} = ${localPaymentIntents.amountCents} then 'refunded' else ${localPaymentIntents.status} end`,
        })
        .where(
          and(
            eq(localPaymentIntents.id, id),
            inArray(localPaymentIntents.status, ['succeeded', 'refunded']),
            sql`${refunded} <= ${localPaymentIntents.amountCents}`,
          ),
        )
        .returning({ id: localPaymentIntents.id });
      return moved.length > 0;
    },

    /**
     * Charges or declines an intent not yet settled, in one conditional UPDATE (two payments racing
     * on one intent charge it once). Answers false when it was settled meanwhile.
     */
    async settle(id: string, declined: string | undefined): Promise<boolean> {
      const moved = await db
        .update(localPaymentIntents)
        .set(
          declined
            ? { status: 'failed', lastError: declined }
            : { status: 'succeeded', lastError: null },
        )
        .where(
          and(
            eq(localPaymentIntents.id, id),
            notInArray(localPaymentIntents.status, ['succeeded', 'refunded']),
          ),
        )
        .returning({ status: localPaymentIntents.status });
      return moved.length > 0;
    },
  };
}
