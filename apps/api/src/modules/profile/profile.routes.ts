import multipart from '@fastify/multipart';
import {
  type AccountSchema,
  ChangeClubAnswerSchema,
  ChangeClubSchema,
  IMAGE_MAX_BYTES,
  ImageMessages,
  ProfileAnswerSchema,
  ProfileUpdateSchema,
  UserType,
} from '@courtbook/shared';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { ProfileMessages } from './profile.messages';
import {
  answer as fieldsAnswer,
  errorResponses,
  ok,
  routeSchemas,
  type RoutePlugin,
} from '../../lib/routes';

const docs = routeSchemas('profile');

/**
 * The form's fields; `image` is the uploaded file's bytes. A text value in `image` (the current
 * path, or an empty field) keeps the current photo. Any `email` is ignored: it cannot change here.
 */
const ProfileFormSchema = ProfileUpdateSchema.extend({
  image: z
    .union([z.instanceof(Buffer), z.string()])
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' }),
});

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: ImageMessages.tooLarge,
  FST_FILES_LIMIT: 'Please attach one image only.',
};

/** GET and PUT /profile/: the signed-in account's own details and photo. */
export const profileRoutes: RoutePlugin = async (app) => {
  const service = app.services.profile;

  app.addHook('onRequest', app.authenticate);

  // Multipart only here: fields become the body (validated by the schema), the file a Buffer.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  // The upload limits speak to the person; anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError) => {
    const message = error.code ? MULTIPART_ERRORS[error.code] : undefined;
    throw message ? AppError.badRequest(message) : error;
  });

  const answer = (account: z.infer<typeof AccountSchema>, message: string) => ({
    ...ok(account, message),
    image: account.image,
  });

  app.get(
    '/profile/',
    {
      schema: docs.withToken({
        summary: 'The signed-in account, with its photo path as `image`.',
        response: { 200: ProfileAnswerSchema, ...errorResponses(401) },
      }),
    },
    async (request) => answer(await service.get(currentUser(request).id), ProfileMessages.fetched),
  );

  app.put(
    '/profile/',
    {
      schema: docs.withToken({
        summary: 'Update names, phone, country and photo (multipart form; the email is read-only).',
        consumes: ['multipart/form-data', 'application/json'],
        body: ProfileFormSchema,
        response: { 200: ProfileAnswerSchema, ...errorResponses(400, 401) },
      }),
    },
    async (request) => {
      const { first_name, last_name, phone, country, image } = request.body;
      const account = await service.update({
        userId: currentUser(request).id,
        firstName: first_name,
        lastName: last_name,
        phone,
        country,
        image: Buffer.isBuffer(image) ? image : undefined,
      });
      return answer(account, ProfileMessages.updated);
    },
  );

  app.put(
    '/profile/location/',
    {
      preHandler: app.requireUserType(UserType.Player),
      schema: docs.withToken({
        summary: 'A player changes club: the location they book at, as a login there would record.',
        body: ChangeClubSchema,
        response: { 200: ChangeClubAnswerSchema, ...errorResponses(400, 401, 403) },
      }),
    },
    async (request) => {
      const account = await service.changeClub({
        userId: currentUser(request).id,
        locationId: request.body.location,
      });
      return fieldsAnswer(account, ProfileMessages.clubChanged);
    },
  );
};
