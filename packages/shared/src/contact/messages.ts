import { CONTACT_MESSAGE_MAX } from './limits';

/** The contact messages' texts: the Contact Us form, staff's list and replies (decision 0027). */
export const ContactMessageMessages = {
  listed: 'Messages fetched successfully.',
  updated: 'Message updated.',
  deleted: 'Message deleted.',
  replied: 'Your reply has been sent.',
  notFound: 'Message not found.',
  readRequired: 'Please say whether the message is read: true or false.',
  unreadInvalid: 'unread must be true or false.',
  searchMax: 'Search must be no more than 100 characters.',
  locationInvalid: 'That club could not be found. Please send your message without it.',
  replyRequired: 'Please write your reply.',
  replyMax: `The reply must be no more than ${CONTACT_MESSAGE_MAX} characters.`,
  alreadyAnswered: 'This message has already been answered.',
} as const;
