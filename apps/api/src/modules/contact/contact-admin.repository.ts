import type { ContactMessageListQuery, ContactMessageRecord } from '@courtbook/shared';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { countedPage, countOf } from '../../db/counted-page';
import { inLocationScope } from '../../db/scope';
import { contactMessages, locations, users } from '../../db/schema';
import type { ScopedAction, StaffScope } from '../../lib/staff-scope';
import { personNames, searchIn } from '../../db/search';

// The day a message arrived is its UTC day: one rule for the whole inbox, clubs or not.
const receivedOn = sql<string>`(${contactMessages.createdAt} at time zone 'UTC')::date`;

const columns = {
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
  locationId: contactMessages.locationId,
  locationName: locations.name,
  reply: contactMessages.reply,
  repliedAt: contactMessages.repliedAt,
  repliedByFirstName: users.firstName,
  repliedByLastName: users.lastName,
};

/** Each message with its club's name and the name of whoever answered it, and any `extra` fields. */
const selectMessages = <Extra extends Record<string, SQL>>(
  executor: Database,
  extra: Extra = {} as Extra,
) =>
  executor
    .select({ ...columns, ...extra })
    .from(contactMessages)
    .leftJoin(locations, eq(locations.id, contactMessages.locationId))
    .leftJoin(users, eq(users.id, contactMessages.repliedByUserId));
type Row = Awaited<ReturnType<typeof selectMessages<Record<never, SQL>>>>[number];

const toRecord = (row: Row): ContactMessageRecord => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  message: row.message,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
  location:
    row.locationId !== null && row.locationName !== null
      ? { id: row.locationId, name: row.locationName }
      : null,
  reply:
    row.reply !== null && row.repliedAt !== null
      ? {
          message: row.reply,
          replied_at: row.repliedAt.toISOString(),
          replied_by:
            row.repliedByFirstName !== null
              ? `${row.repliedByFirstName} ${row.repliedByLastName ?? ''}`.trim()
              : null,
        }
      : null,
});

/** What one reply changes, for `answer`. */
export interface AnswerInput {
  scope: StaffScope;
  id: number;
  reply: string;
  actorUserId: number;
}

export type AnswerOutcome =
  | { kind: 'answered'; record: ContactMessageRecord }
  | { kind: 'not_found' }
  | { kind: 'already_answered' };

/**
 * The staff's reads and writes of contact messages, each limited to the actor's scope in the query
 * itself: a location admin sees the messages sent from their clubs, a super admin every message.
 * Every change is audited.
 */
export function createContactAdminRepository(db: Database) {
  const inScope = (executor: Database, scope: StaffScope) =>
    inLocationScope(executor, scope, contactMessages.locationId);

  const findIn = async (executor: Database, id: number) => {
    const [row] = await selectMessages(executor).where(eq(contactMessages.id, id));
    return row ? toRecord(row) : undefined;
  };

  return {
    async list(scope: StaffScope, query: ContactMessageListQuery) {
      const filters: (SQL | undefined)[] = [inScope(db, scope)];
      filters.push(
        searchIn(query.search, [
          ...personNames(contactMessages),
          contactMessages.email,
          contactMessages.message,
        ]),
      );
      if (query.start_date) filters.push(gte(receivedOn, query.start_date));
      if (query.end_date) filters.push(lte(receivedOn, query.end_date));
      if (query.unread !== undefined) filters.push(eq(contactMessages.isRead, !query.unread));
      const where = and(...filters);
      const total = countOf(db.select({ value: count() }).from(contactMessages).where(where));
      const rows = await selectMessages(db, { total })
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const page = await countedPage(db, rows, total);
      return { rows: page.rows.map(toRecord), count: page.count };
    },

    async setRead(tx: Database, options: ScopedAction & { isRead: boolean }) {
      const { scope, id, isRead, actorUserId } = options;
      const [row] = await tx
        .update(contactMessages)
        .set({ isRead })
        .where(and(eq(contactMessages.id, id), inScope(tx, scope)))
        .returning({ id: contactMessages.id });
      if (!row) return undefined;
      await recordAudit(
        tx,
        actorUserId,
        isRead ? 'contact_message.mark_read' : 'contact_message.mark_unread',
        id,
      );
      return findIn(tx, id);
    },

    async remove(tx: Database, options: ScopedAction) {
      const { scope, id, actorUserId } = options;
      const [row] = await tx
        .delete(contactMessages)
        .where(and(eq(contactMessages.id, id), inScope(tx, scope)))
        .returning({ id: contactMessages.id, email: contactMessages.email });
      if (!row) return false;
      await recordAudit(tx, actorUserId, 'contact_message.delete', id, { email: row.email });
      return true;
    },

    /**
     * Stores the one reply to a message in scope, marks it read, and audits it, on `executor`
     * (the caller's transaction, which queues the email too). The row is locked first, so two
     * staff answering at once give one answer and one `already_answered`.
     */
    async answer(executor: Database, input: AnswerInput): Promise<AnswerOutcome> {
      const { scope, id, reply, actorUserId } = input;
      const [current] = await executor
        .select({ repliedAt: contactMessages.repliedAt })
        .from(contactMessages)
        .where(and(eq(contactMessages.id, id), inScope(executor, scope)))
        .for('update');
      if (!current) return { kind: 'not_found' };
      if (current.repliedAt !== null) return { kind: 'already_answered' };
      await executor
        .update(contactMessages)
        .set({ reply, repliedAt: sql`now()`, repliedByUserId: actorUserId, isRead: true })
        .where(eq(contactMessages.id, id));
      await recordAudit(executor, actorUserId, 'contact_message.reply', id);
      const record = await findIn(executor, id);
      if (!record) throw new Error('an answered contact message vanished in its own transaction');
      return { kind: 'answered', record };
    },
  };
}
export type ContactAdminRepository = ReturnType<typeof createContactAdminRepository>;
