/** The longest contact message or reply, in characters. */
export const CONTACT_MESSAGE_MAX = 5000;
