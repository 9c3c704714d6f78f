import { TextLimits } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant } from './columns';
import { locations } from './locations';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identity(),
    firstName: varchar('first_name', { length: TextLimits.personName }).notNull(),
    lastName: varchar('last_name', { length: TextLimits.personName }).notNull(),
    email: varchar('email', { length: TextLimits.email }).notNull(),
    phone: varchar('phone', { length: TextLimits.phone }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The club the sender wrote from; none for a message to the whole product (super admins). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The one answer staff sent by email; the message is answered once it has one. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    // A reply outlives its author's account: only who sent it is forgotten.
    repliedByUserId: integer('replied_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_location_created_idx').on(t.locationId, t.createdAt),
    check('contact_messages_reply_complete', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/** What staff did, to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
