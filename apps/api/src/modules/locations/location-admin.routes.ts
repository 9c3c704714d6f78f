import {
  answerOf,
  flagField,
  IdParamsSchema,
  LocationCreateSchema,
  LocationDetailSchema,
  LocationListQuerySchema,
  LocationMessages,
  LocationOptionSchema,
  LocationSchema,
  LocationUpdateSchema,
  NoDataAnswerSchema,
  optionalField,
  pageAnswerOf,
  UserType,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { acceptImageForm, imageFileField, uploadedImage } from '../../lib/image-form';
import { requirePermission } from '../../lib/staff-scope';
import { currentUser } from '../../plugins/auth';
import type { LocationAdminService } from './location-admin.service';
import { LocationAdminMessages } from './locations.messages';
import { answer, errorResponses, ok, type RoutePlugin, routeSchemas } from '../../lib/routes';

const LocationCreateFormSchema = LocationCreateSchema.extend({ logo: imageFileField });
const LocationUpdateFormSchema = LocationUpdateSchema.extend({
  logo: imageFileField,
  /** true removes the current logo (a new file wins over it). */
  remove_logo: optionalField(flagField(LocationMessages.removeLogoInvalid)),
});

const DetailAnswer = answerOf(LocationDetailSchema);

const docs = routeSchemas('locations');

/** Staff's location management: list, read, create (super admin), edit, delete (super admin). */
export const locationAdminRoutes: RoutePlugin<{ service: LocationAdminService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  await acceptImageForm(app, { image: 'logo', fields: 30 });

  const superAdminOnly = (message: string) => async (request: FastifyRequest) => {
    if (currentUser(request).userType !== UserType.SuperAdmin) throw AppError.forbidden(message);
  };
  const canManage = async (request: FastifyRequest) =>
    requirePermission(currentUser(request), 'locations', LocationAdminMessages.noPermission);

  app.post(
    '/locations/',
    {
      onRequest: superAdminOnly(LocationAdminMessages.createSuperAdminOnly),
      schema: docs.withToken({
        summary:
          'Create a location (super admin). JSON, or a multipart form with an optional `logo` file.',
        consumes: ['application/json', 'multipart/form-data'],
        body: LocationCreateFormSchema,
        response: { 201: DetailAnswer, ...errorResponses(400, 401, 403) },
      }),
    },
    async (request, reply) => {
      const { logo, ...input } = request.body;
      const location = await service.create(currentUser(request), input, {
        bytes: uploadedImage(logo),
      });
      return reply.status(201).send(answer(location, LocationAdminMessages.created, 201));
    },
  );

  app.get(
    '/locations/',
    {
      schema: docs.withToken({
        summary:
          'Locations in your scope, newest first, 10 a page: search by name or city, filter by creation date.',
        querystring: LocationListQuerySchema,
        response: {
          200: pageAnswerOf(LocationSchema),
          ...errorResponses(400, 401, 403),
        },
      }),
    },
    async (request) =>
      answer(await service.list(currentUser(request), request.query), LocationAdminMessages.listed),
  );

  app.get(
    '/locations/:id/',
    {
      schema: docs.withToken({
        summary: 'One location in your scope, with its courts and their upcoming closures.',
        params: IdParamsSchema,
        response: { 200: DetailAnswer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(
        await service.get(currentUser(request), request.params.id),
        LocationAdminMessages.fetched,
      ),
  );

  app.put(
    '/locations/:id/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary:
          'Change a location in your scope: only the fields sent change. JSON, or a multipart form with an optional `logo` file.',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: LocationUpdateFormSchema,
        response: { 200: DetailAnswer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => {
      const { logo, remove_logo, ...input } = request.body;
      const location = await service.update(currentUser(request), request.params.id, input, {
        bytes: uploadedImage(logo),
        remove: remove_logo,
      });
      return answer(location, LocationAdminMessages.updated);
    },
  );

  app.delete(
    '/locations/:id/',
    {
      onRequest: superAdminOnly(LocationAdminMessages.deleteSuperAdminOnly),
      schema: docs.withToken({
        summary:
          'Delete a location with its courts (super admin). Refused with 409 once it has bookings: deactivate it instead.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok(null, LocationAdminMessages.deleted);
    },
  );

  app.get(
    '/my_location/',
    {
      schema: docs.withToken({
        summary: 'The locations you manage, by name (every location for a super admin).',
        response: { 200: z.array(LocationSchema), ...errorResponses(401, 403) },
      }),
    },
    async (request) => service.listMine(currentUser(request)),
  );

  app.get(
    '/get_locations_byAdmin/',
    {
      schema: docs.withToken({
        summary:
          'The locations you manage as short entries for pickers (id, name, logo, time zone).',
        response: { 200: z.array(LocationOptionSchema), ...errorResponses(401, 403) },
      }),
    },
    async (request) => service.listOptions(currentUser(request)),
  );
};
