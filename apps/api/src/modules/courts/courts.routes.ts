import {
  answerOf,
  ClosureCreateSchema,
  ClosureSchema,
  CourtCreateSchema,
  CourtSchema,
  CourtUpdateSchema,
  idParam,
  IdParamsSchema,
  NoDataAnswerSchema,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../lib/staff-scope';
import { currentUser } from '../../plugins/auth';
import { ClosureMessages, CourtMessages } from './courts.messages';
import { answer, errorResponses, ok, type RoutePlugin, routeSchemas } from '../../lib/routes';

const ClosureParams = z.object({ id: idParam(), closureId: idParam() });
const CourtAnswer = answerOf(CourtSchema);
const docs = routeSchemas('courts');

/** Staff's courts and closures: reads for staff in scope, writes for those who manage locations. */
export const courtsRoutes: RoutePlugin = async (app) => {
  const { courts, closures } = app.services;

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  const canManage = async (request: FastifyRequest) =>
    requirePermission(currentUser(request), 'locations', CourtMessages.noPermission);

  app.get(
    '/locations/:id/courts/',
    {
      schema: docs.withToken({
        summary: 'The courts of a location in your scope, by number, with upcoming closures.',
        params: IdParamsSchema,
        response: { 200: z.array(CourtSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => courts.listForLocation(currentUser(request), request.params.id),
  );

  app.post(
    '/courts/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary:
          'Add a court to a location in your scope; tax and card fee default to the location’s.',
        body: CourtCreateSchema,
        response: { 201: CourtAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          answer(
            await courts.create(currentUser(request), request.body),
            CourtMessages.created,
            201,
          ),
        ),
  );

  app.get(
    '/courts/:id/',
    {
      schema: docs.withToken({
        summary: 'One court in your scope, with upcoming closures.',
        params: IdParamsSchema,
        response: { 200: CourtAnswer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(await courts.get(currentUser(request), request.params.id), CourtMessages.fetched),
  );

  app.put(
    '/courts/:id/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary: 'Change a court in your scope: only the fields sent change.',
        params: IdParamsSchema,
        body: CourtUpdateSchema,
        response: { 200: CourtAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) =>
      answer(
        await courts.update(currentUser(request), request.params.id, request.body),
        CourtMessages.updated,
      ),
  );

  app.delete(
    '/courts/:id/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary:
          'Delete a court with its closures. Refused with 409 once it has bookings: deactivate it instead.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) => {
      await courts.remove(currentUser(request), request.params.id);
      return ok(null, CourtMessages.deleted);
    },
  );

  app.get(
    '/courts/:id/closures/',
    {
      schema: docs.withToken({
        summary: 'The court’s closures that have not ended yet, earliest first.',
        params: IdParamsSchema,
        response: { 200: z.array(ClosureSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => closures.listUpcoming(currentUser(request), request.params.id),
  );

  app.post(
    '/courts/:id/closures/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary:
          'Close a court from `start` to `end`, local date-times at the location on the half hour (e.g. 2030-05-01T08:00).',
        params: IdParamsSchema,
        body: ClosureCreateSchema,
        response: { 201: answerOf(ClosureSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const { closure, message } = await closures.create(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(answer(closure, message, 201));
    },
  );

  app.delete(
    '/courts/:id/closures/:closureId/',
    {
      onRequest: canManage,
      schema: docs.withToken({
        summary: 'Remove a closure of a court in your scope.',
        params: ClosureParams,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => {
      await closures.remove(currentUser(request), request.params.id, request.params.closureId);
      return ok(null, ClosureMessages.deleted);
    },
  );
};
