import {
  type AccountSchema,
  ChangeClubAnswerSchema,
  ChangeClubSchema,
  ProfileAnswerSchema,
  ProfileUpdateSchema,
  UserType,
} from '@courtbook/shared';
import type { z } from 'zod';
import { acceptImageForm, imageFileField, uploadedImage } from '../../lib/image-form';
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

/** The form's fields and its photo, `image`. Any `email` is ignored: it cannot change here. */
const ProfileFormSchema = ProfileUpdateSchema.extend({ image: imageFileField });

/** GET and PUT /profile/: the signed-in account's own details and photo. */
export const profileRoutes: RoutePlugin = async (app) => {
  const service = app.services.profile;

  app.addHook('onRequest', app.authenticate);

  await acceptImageForm(app, { image: 'image', fields: 20 });

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
        image: uploadedImage(image),
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
