import type { ContactMessageListQuery, ContactMessageRecord } from '@courtbook/shared';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// Messages belong to no location, so their day is the UTC day they arrived.
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
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

export const toRecord = (row: Row): ContactMessageRecord => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  message: row.message,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/** The staff's reads and writes of contact messages; every change is audited. */
export function createContactAdminRepository(db: Database) {
  return {
    async list(query: ContactMessageListQuery) {
      const filters: (SQL | undefined)[] = [];
      if (query.search) {
        const term = escapeLike(query.search);
        filters.push(
          or(
            ilike(contactMessages.firstName, term),
            ilike(contactMessages.lastName, term),
            ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, term),
            ilike(contactMessages.email, term),
            ilike(contactMessages.message, term),
          ),
        );
      }
      if (query.start_date) filters.push(gte(receivedOn, query.start_date));
      if (query.end_date) filters.push(lte(receivedOn, query.end_date));
      if (query.unread !== undefined) filters.push(eq(contactMessages.isRead, !query.unread));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ value: count() }).from(contactMessages).where(where),
      ]);
      return { rows: rows.map(toRecord), count: total?.value ?? 0 };
    },

    async setRead(id: number, isRead: boolean, actorUserId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ isRead })
          .where(eq(contactMessages.id, id))
          .returning(columns);
        if (!row) return undefined;
        await recordAudit(tx, {
          actorUserId,
          action: isRead ? 'contact_message.mark_read' : 'contact_message.mark_unread',
          entity: 'contact_message',
          entityId: id,
        });
        return toRecord(row);
      });
    },

    async remove(id: number, actorUserId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(contactMessages)
          .where(eq(contactMessages.id, id))
          .returning({ id: contactMessages.id, email: contactMessages.email });
        if (!row) return false;
        await recordAudit(tx, {
          actorUserId,
          action: 'contact_message.delete',
          entity: 'contact_message',
          entityId: id,
          details: { email: row.email },
        });
        return true;
      });
    },
  };
}
