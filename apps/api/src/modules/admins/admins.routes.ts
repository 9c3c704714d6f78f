import {
  AdminCreateSchema,
  AdminListQuerySchema,
  AdminMessages,
  AdminRecordSchema,
  AdminUpdateSchema,
  answerOf,
  IdParamsSchema,
  NoDataAnswerSchema,
  pageAnswerOf,
  UserType,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, ok, type RoutePlugin, routeSchemas } from '../../lib/routes';

const Answer = answerOf(AdminRecordSchema);
const docs = routeSchemas('admins');

/** Staff accounts (user_type 0 and 1): super admins only, whatever a location admin's permissions. */
export const adminsRoutes: RoutePlugin = async (app) => {
  const service = app.services.admins;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (currentUser(request).userType !== UserType.SuperAdmin)
      throw AppError.forbidden(AdminMessages.superAdminOnly);
  });

  app.get(
    '/create_admin/',
    {
      schema: docs.withToken({
        summary:
          'Staff accounts, newest first, 10 a page: search names and email, filter by day created (UTC).',
        querystring: AdminListQuerySchema,
        response: {
          200: pageAnswerOf(AdminRecordSchema),
          ...errorResponses(400, 401, 403),
        },
      }),
    },
    async (request) => answer(await service.list(request.query), AdminMessages.listed),
  );

  app.post(
    '/create_admin/',
    {
      schema: docs.withToken({
        summary:
          'Create a super admin or a location admin (with locations and permissions); verified at once.',
        body: AdminCreateSchema,
        response: { 201: Answer, ...errorResponses(400, 401, 403) },
      }),
    },
    async (request, reply) => {
      const admin = await service.create(currentUser(request), request.body);
      return reply.status(201).send(answer(admin, AdminMessages.created, 201));
    },
  );

  app.get(
    '/create_admin/:id/',
    {
      schema: docs.withToken({
        summary: 'One staff account.',
        params: IdParamsSchema,
        response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => answer(await service.get(request.params.id), AdminMessages.fetched),
  );

  app.put(
    '/create_admin/:id/',
    {
      schema: docs.withToken({
        summary:
          'Change a staff account: every field; a blank password keeps the current one, a new one ends their sessions.',
        params: IdParamsSchema,
        body: AdminUpdateSchema,
        response: { 200: Answer, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) =>
      answer(
        await service.update(currentUser(request), request.params.id, request.body),
        AdminMessages.updated,
      ),
  );

  app.delete(
    '/create_admin/:id/',
    {
      schema: docs.withToken({
        summary:
          'Remove a staff account (deactivated: their bookings and audit trail stay). Not yourself, not the last super admin.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok(null, AdminMessages.deleted);
    },
  );
};
