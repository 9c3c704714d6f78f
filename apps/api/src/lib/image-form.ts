import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, ImageMessages } from '@courtbook/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/**
 * An image's field in a multipart form: the uploaded file's bytes. A text value (the current
 * path, or an empty field) keeps the current image.
 */
export const imageFileField = z
  .union([z.instanceof(Buffer), z.string()])
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' });

/** The uploaded file of an image field, or undefined when the form sent text. */
export const uploadedImage = (field: Buffer | string | undefined) =>
  Buffer.isBuffer(field) ? field : undefined;

/**
 * Lets the routes of this plugin take a multipart form with one image (or JSON): the fields
 * become the body, validated by each route's schema, the file a Buffer. The upload limits are
 * refused with a message for people; any other error goes on to the app's error handler.
 */
export async function acceptImageForm(
  app: FastifyInstance,
  form: { image: 'logo' | 'image'; fields: number },
) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: form.fields,
      fieldSize: 10_000,
      parts: form.fields + 5,
    },
  });
  const refusals: Record<string, string> = {
    FST_REQ_FILE_TOO_LARGE: ImageMessages.tooLarge,
    FST_FILES_LIMIT: `Please attach one ${form.image} only.`,
    FST_FIELDS_LIMIT: 'The form has too many fields.',
    FST_PARTS_LIMIT: 'The form has too many fields.',
  };
  app.setErrorHandler((error: FastifyError) => {
    const message = error.code ? refusals[error.code] : undefined;
    throw message ? AppError.badRequest(message) : error;
  });
}
