import { z } from 'zod';
import { PaginationQuerySchema } from '../api/envelope';
import { bookingDateField } from '../booking/availability';
import {
  emailField,
  firstNameField,
  lastNameField,
  phoneField,
  plainText,
  searchField,
} from '../validation/fields';
import { FieldLabels } from '../validation/labels';
import { ValidationMessages as M } from '../validation/messages';

export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact-us/ (no token): the Contact Us form; the message is capped at CONTACT_MESSAGE_MAX. */
export const ContactMessageSchema = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  phone: phoneField(),
  message: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    plainText(FieldLabels.message)
      .min(1, M.contactMessageRequired)
      .max(CONTACT_MESSAGE_MAX, M.contactMessageMax),
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

export const ContactMessageMessages = {
  listed: 'Messages fetched successfully.',
  updated: 'Message updated.',
  deleted: 'Message deleted.',
  notFound: 'Message not found.',
  noPermission: 'Only a super admin or an admin with full access can read messages.',
  readRequired: 'Please say whether the message is read: true or false.',
  unreadInvalid: 'unread must be true or false.',
  searchMax: 'Search must be no more than 100 characters.',
  startDateAfterEnd: 'The start date must be on or before the end date.',
} as const;

const booleanQuery = (message: string) =>
  z
    .enum(['true', 'false'], message)
    .transform((v) => v === 'true')
    .optional();

/** GET /contact-us/ (staff): newest first; search names, email and text; filter by day received (UTC). */
export const ContactMessageListQuerySchema = PaginationQuerySchema.extend({
  search: searchField(ContactMessageMessages.searchMax).optional(),
  start_date: bookingDateField().optional(),
  end_date: bookingDateField().optional(),
  unread: booleanQuery(ContactMessageMessages.unreadInvalid),
}).refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
  path: ['end_date'],
  message: ContactMessageMessages.startDateAfterEnd,
});
export type ContactMessageListQuery = z.output<typeof ContactMessageListQuerySchema>;

/** PATCH /contact-us/{id}/ (staff). */
export const ContactMessageUpdateSchema = z.object({
  is_read: z.boolean(ContactMessageMessages.readRequired),
});
export type ContactMessageUpdate = z.infer<typeof ContactMessageUpdateSchema>;
