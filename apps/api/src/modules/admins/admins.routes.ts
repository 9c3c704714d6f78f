import {
  AdminCreateSchema,
  AdminListQuerySchema,
  AdminMessages,
  AdminRecordSchema,
  AdminUpdateSchema,
  answerOf,
  envelopeOf,
  idParam,
  pageAnswerOf,
  UserType,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, errorResponses, ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';

const IdParamsSchema = z.object({ id: idParam() });
const Answer = answerOf(AdminRecordSchema);
const bearer = [{ bearerAuth: [] }];
const tags = ['admins'];

/** Staff accounts (user_type 0 and 1): super admins only, whatever a location admin's permissions. */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admins;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (currentUser(request).userType !== UserType.SuperAdmin)
      throw AppError.forbidden(AdminMessages.superAdminOnly);
  });

  app.get(
    '/create_admin/',
    {
      schema: {
        tags,
        summary:
          'Staff accounts, newest first, 10 a page: search names and email, filter by day created (UTC).',
        security: bearer,
        querystring: AdminListQuerySchema,
        response: {
          200: pageAnswerOf(AdminRecordSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => answer(await service.list(request.query), AdminMessages.listed),
  );

  app.post(
    '/create_admin/',
    {
      schema: {
        tags,
        summary:
          'Create a super admin or a location admin (with locations and permissions); verified at once.',
        security: bearer,
        body: AdminCreateSchema,
        response: { 201: Answer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = await service.create(currentUser(request), request.body);
      return reply.status(201).send(answer(admin, AdminMessages.created, 201));
    },
  );

  app.get(
    '/create_admin/:id/',
    {
      schema: {
        tags,
        summary: 'One staff account.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => answer(await service.get(request.params.id), AdminMessages.fetched),
  );

  app.put(
    '/create_admin/:id/',
    {
      schema: {
        tags,
        summary:
          'Change a staff account: every field; a blank password keeps the current one, a new one ends their sessions.',
        security: bearer,
        params: IdParamsSchema,
        body: AdminUpdateSchema,
        response: { 200: Answer, ...errorResponses(400, 401, 403, 404, 409) },
      },
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
      schema: {
        tags,
        summary:
          'Remove a staff account (deactivated: their bookings and audit trail stay). Not yourself, not the last super admin.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok(null, AdminMessages.deleted);
    },
  );
};
