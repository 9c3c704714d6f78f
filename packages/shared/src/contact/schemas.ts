import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneField } from '../validation/fields';
import { ValidationMessages as M } from '../validation/messages';

export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact-us/ (no token): the Contact Us form. */
export const ContactMessageSchema = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  phone: phoneField(),
  message: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z
      .string()
      .min(1, M.contactMessageRequired)
      .max(CONTACT_MESSAGE_MAX, 'Description must be no more than 5000 characters.'),
  ),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const ContactMessageRecordSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>;
