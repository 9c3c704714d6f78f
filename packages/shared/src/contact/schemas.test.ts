import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX } from './limits';
import { ContactMessageMessages } from './messages';
import { ContactMessageSchema, ContactReplySchema } from './schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ContactReplySchema', () => {
  it('trims the reply and keeps its line breaks', () => {
    expect(ContactReplySchema.parse({ reply: '  Yes, we open at 7.\n\nSee you!  ' })).toEqual({
      reply: 'Yes, we open at 7.\n\nSee you!',
    });
  });

  it.each([
    [{}, ContactMessageMessages.replyRequired],
    [{ reply: null }, ContactMessageMessages.replyRequired],
    [{ reply: '   \n ' }, ContactMessageMessages.replyRequired],
    [{ reply: 42 }, ContactMessageMessages.replyRequired],
    [{ reply: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, ContactMessageMessages.replyMax],
  ])('refuses %j with a clear message', (input, message) => {
    expect(firstError(ContactReplySchema.safeParse(input))).toBe(message);
  });

  it('accepts a reply of exactly the longest length', () => {
    expect(ContactReplySchema.safeParse({ reply: 'x'.repeat(CONTACT_MESSAGE_MAX) }).success).toBe(
      true,
    );
  });
});

describe('ContactMessageSchema location_id', () => {
  const message = {
    first_name: 'Jo',
    last_name: 'Park',
    email: 'jo@example.com',
    phone: '2155550123',
    message: 'Hello',
  };

  it('is optional, may be null, and reads digits as a number', () => {
    expect(ContactMessageSchema.parse(message).location_id).toBeUndefined();
    expect(ContactMessageSchema.parse({ ...message, location_id: null }).location_id).toBeNull();
    expect(ContactMessageSchema.parse({ ...message, location_id: '7' }).location_id).toBe(7);
  });

  it.each([0, -1, 1.5, 'abc', true])('refuses location_id %j', (locationId) => {
    const result = ContactMessageSchema.safeParse({ ...message, location_id: locationId });
    expect(firstError(result)).toBe(ContactMessageMessages.locationInvalid);
  });
});
