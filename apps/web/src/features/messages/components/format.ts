import type { ContactMessageRecord } from '@courtbook/shared';
import { BRAND_NAME } from '../../../config/env';

/** An ISO instant → "Mar 1, 2026, 10:00 AM" in the reader's time zone. */
export const formatReceived = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** The first line of a message, cut to `max` characters. */
export const previewOf = (text: string, max = 60): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Where a message was sent: its club, or the product's own team when it came from no club. */
export const clubOf = (message: Pick<ContactMessageRecord, 'location'>): string =>
  message.location ? `Sent from ${message.location.name}` : `Sent to the ${BRAND_NAME} team`;
