import { IMAGE_MAX_BYTES, IMAGE_TYPES, ImageMessages } from '@courtbook/shared';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The same checks as the server, before uploading: the message to show, or null when fine. */
export function checkImage(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return ImageMessages.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return ImageMessages.tooLarge;
  return null;
}
