import { and, eq, notInArray } from 'drizzle-orm';
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

    async markRefunded(id: string): Promise<void> {
      await db
        .update(localPaymentIntents)
        .set({ status: 'refunded' })
        .where(eq(localPaymentIntents.id, id));
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
