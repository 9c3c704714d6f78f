import type { ContactMessage } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export function createContactRepository(db: Database) {
  return {
    async insert(message: ContactMessage) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          firstName: message.first_name,
          lastName: message.last_name,
          email: message.email,
          phone: message.phone,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message not stored');
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
