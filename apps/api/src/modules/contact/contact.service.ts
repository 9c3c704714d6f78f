import { ContactMessageMessages, type ContactMessage } from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { ContactRepository } from './contact.repository';

/** The public Contact Us form: anyone may write to the staff, or to one club's. */
export function createContactService(repository: ContactRepository) {
  return {
    /** Stores a visitor's message; refused when `location_id` names no club. */
    async send(message: ContactMessage): Promise<{ id: number }> {
      const row = await repository.insert(message);
      if (!row) throw AppError.badRequest(ContactMessageMessages.locationInvalid);
      return { id: row.id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
