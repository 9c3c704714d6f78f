import {
  ContactMessageListQuerySchema,
  ContactMessageMessages as M,
  ContactMessageRecordSchema,
  ContactMessageUpdateSchema,
  answerOf,
  envelopeOf,
  idParam,
  pageAnswerOf,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, errorResponses, ok, paginate } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requirePermission } from '../../lib/staff-scope';
import { currentUser } from '../../plugins/auth';
import { createContactAdminRepository } from './contact-admin.repository';

const IdParamsSchema = z.object({ id: idParam() });
const bearer = [{ bearerAuth: [] }];

/** The staff's inbox of Contact Us messages: super admins and admins with full access. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createContactAdminRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onRequest', async (request: FastifyRequest) =>
    requirePermission(currentUser(request), 'full_access', M.noPermission),
  );

  app.get(
    '/contact-us/',
    {
      schema: {
        tags: ['contact'],
        summary:
          'Contact messages, newest first: search names, email and text, filter by day received or unread.',
        security: bearer,
        querystring: ContactMessageListQuerySchema,
        response: {
          200: pageAnswerOf(ContactMessageRecordSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, count } = await repository.list(query);
      return answer(
        paginate({ results: rows, count, page: query.page, pageSize: query.page_size }),
        M.listed,
      );
    },
  );

  app.patch(
    '/contact-us/:id/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Mark a contact message read or unread.',
        security: bearer,
        params: IdParamsSchema,
        body: ContactMessageUpdateSchema,
        response: {
          200: answerOf(ContactMessageRecordSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await repository.setRead(
        request.params.id,
        request.body.is_read,
        currentUser(request).id,
      );
      if (!row) throw AppError.notFound(M.notFound);
      return answer(row, M.updated);
    },
  );

  app.delete(
    '/contact-us/:id/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Delete a contact message.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await repository.remove(request.params.id, currentUser(request).id);
      if (!removed) throw AppError.notFound(M.notFound);
      return ok(null, M.deleted);
    },
  );
};
