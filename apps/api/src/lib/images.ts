import type { IMAGE_TYPES } from '@courtbook/shared';
import { fileTypeFromBuffer } from 'file-type';

const EXTENSIONS: Record<(typeof IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The file extension for an accepted image (JPEG, PNG or WebP), judged by its content (magic
 * bytes), never by its name or declared type; null for anything else.
 */
export async function imageExtension(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  return (EXTENSIONS as Record<string, string | undefined>)[type.mime] ?? null;
}
