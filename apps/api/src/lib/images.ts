import { IMAGE_MAX_BYTES, ImageMessages, type IMAGE_TYPES } from '@courtbook/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors';
import type { ImageStore, StoredImage } from './image-store';

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

/** Checks an upload by size and content, then stores it under a new name (not yet in use). */
export async function storeImage(store: ImageStore, bytes: Uint8Array): Promise<StoredImage> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw AppError.badRequest(ImageMessages.tooLarge);
  const extension = await imageExtension(bytes);
  if (!extension) throw AppError.badRequest(ImageMessages.wrongType);
  return store.save(bytes, extension);
}
