import type { ContactMessage } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { PgErrorCode, pgErrorCode } from '../../db/errors';
import { contactMessages } from '../../db/schema';

export function createContactRepository(db: Database) {
  return {
    /** Stores a visitor's message; undefined when `location_id` names no club. */
    async insert(message: ContactMessage) {
      const rows = await db
        .insert(contactMessages)
        .values({
          firstName: message.first_name,
          lastName: message.last_name,
          email: message.email,
          phone: message.phone,
          message: message.message,
          locationId: message.location_id ?? null,
        })
        .returning({ id: contactMessages.id })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === PgErrorCode.ForeignKeyViolation) return [];
          throw error;
        });
      return rows[0];
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
