import {
  ContactMessageMessages,
  type ContactMessageListQuery,
  type ContactMessageRecord,
  type Paginated,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import type { MailSender } from '../../lib/email/mailer';
import { paginate } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import type { ContactAdminRepository } from './contact-admin.repository';
import { contactReplyEmail } from './contact-reply-email';

export interface ContactAdminServiceOptions {
  db: Database;
  repository: ContactAdminRepository;
  /** The email outbox: the reply is queued in the transaction that stores it. */
  outbox: MailSender;
}

export interface ReplyOptions {
  actor: StaffActor;
  id: number;
  reply: string;
}

/**
 * The staff's inbox (DESIGN.md section 2): a super admin works on every message, a location admin
 * on those sent from their clubs; a message out of scope is not found.
 */
export function createContactAdminService({ db, repository, outbox }: ContactAdminServiceOptions) {
  return {
    async list(
      actor: StaffActor,
      query: ContactMessageListQuery,
    ): Promise<Paginated<ContactMessageRecord>> {
      const { rows, count } = await repository.list(scopeOf(actor), query);
      return paginate(rows, count, query);
    },

    async setRead(actor: StaffActor, id: number, isRead: boolean): Promise<ContactMessageRecord> {
      const change = { scope: scopeOf(actor), id, isRead, actorUserId: actor.id };
      const row = await db.transaction((tx) => repository.setRead(tx, change));
      if (!row) throw AppError.notFound(ContactMessageMessages.notFound);
      return row;
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      const removed = await db.transaction((tx) =>
        repository.remove(tx, { scope: scopeOf(actor), id, actorUserId: actor.id }),
      );
      if (!removed) throw AppError.notFound(ContactMessageMessages.notFound);
    },

    /**
     * Answers a message once: the reply is stored, the message marked read and answered, and the
     * email to the sender queued, all in one transaction, so there is never a stored reply that
     * was not sent nor an email about a reply that was not stored.
     */
    async reply({ actor, id, reply }: ReplyOptions): Promise<ContactMessageRecord> {
      return db.transaction(async (tx) => {
        const inTransaction = tx as unknown as Database;
        const outcome = await repository.answer(inTransaction, {
          scope: scopeOf(actor),
          id,
          reply,
          actorUserId: actor.id,
        });
        if (outcome.kind === 'not_found') throw AppError.notFound(ContactMessageMessages.notFound);
        if (outcome.kind === 'already_answered')
          throw AppError.conflict(ContactMessageMessages.alreadyAnswered);
        const { record } = outcome;
        if (!record.reply) throw new Error('an answered contact message has no reply');
        await outbox.send(contactReplyEmail(record, record.reply), { db: inTransaction });
        return record;
      });
    },
  };
}
