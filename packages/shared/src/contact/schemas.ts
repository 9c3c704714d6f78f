import { z } from 'zod';
import { PaginationQuerySchema } from '../api/envelope';
import { dateRangeFields, startOnOrBeforeEnd } from '../booking/availability';
import {
  emailField,
  firstNameField,
  idField,
  lastNameField,
  phoneField,
  plainText,
  searchField,
} from '../validation/fields';
import { FieldLabels } from '../validation/labels';
import { ValidationMessages } from '../validation/messages';
import { CONTACT_MESSAGE_MAX } from './limits';
import { ContactMessageMessages } from './messages';

/**
 * POST /contact-us/ (no token): the Contact Us form; the message is capped at CONTACT_MESSAGE_MAX.
 * `location_id` is the club the visitor chose before writing, when they chose one: its admins
 * read the message too.
 */
export const ContactMessageSchema = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  phone: phoneField(),
  message: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    plainText(FieldLabels.message)
      .min(1, ValidationMessages.contactMessageRequired)
      .max(CONTACT_MESSAGE_MAX, ValidationMessages.contactMessageMax),
  ),
  location_id: idField(ContactMessageMessages.locationInvalid).nullable().optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const ContactReplyRecordSchema = z.object({
  message: z.string(),
  replied_at: z.string(),
  /** Who answered; null once that staff account is deleted. */
  replied_by: z.string().nullable(),
});
export type ContactReplyRecord = z.infer<typeof ContactReplyRecordSchema>;

export const ContactMessageRecordSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** The club it was sent from; null for a message to the whole product. */
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The answer emailed to the sender; null until the message is answered. */
  reply: ContactReplyRecordSchema.nullable(),
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>;

const booleanQuery = (message: string) =>
  z
    .enum(['true', 'false'], message)
    .transform((v) => v === 'true')
    .optional();

/** GET /contact-us/ (staff): newest first; search names, email and text; filter by day received (UTC). */
export const ContactMessageListQuerySchema = startOnOrBeforeEnd(
  PaginationQuerySchema.extend({
    search: searchField(ContactMessageMessages.searchMax).optional(),
    ...dateRangeFields(),
    unread: booleanQuery(ContactMessageMessages.unreadInvalid),
  }),
);
export type ContactMessageListQuery = z.output<typeof ContactMessageListQuerySchema>;

/** PATCH /contact-us/{id}/ (staff). */
export const ContactMessageUpdateSchema = z.object({
  is_read: z.boolean(ContactMessageMessages.readRequired),
});
export type ContactMessageUpdate = z.infer<typeof ContactMessageUpdateSchema>;

/** POST /contact-us/{id}/reply/ (staff): the answer, emailed to the sender; trimmed, 1 to 5000 characters. */
export const ContactReplySchema = z.object({
  reply: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    plainText('Reply', ContactMessageMessages.replyRequired)
      .min(1, ContactMessageMessages.replyRequired)
      .max(CONTACT_MESSAGE_MAX, ContactMessageMessages.replyMax),
  ),
});
export type ContactReplyInput = z.input<typeof ContactReplySchema>;
export type ContactReply = z.output<typeof ContactReplySchema>;
