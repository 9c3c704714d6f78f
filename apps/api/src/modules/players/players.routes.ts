import {
  answerOf,
  IdParamsSchema,
  NoDataAnswerSchema,
  pageAnswerOf,
  PlayerCreateSchema,
  PlayerListQuerySchema,
  PlayerMessages,
  PlayerNoteCreateSchema,
  PlayerNoteListSchema,
  PlayerNoteParamsSchema,
  PlayerNoteSchema,
  PlayerRecordSchema,
} from '@courtbook/shared';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../lib/staff-scope';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('players');

/** Players for the back-office: super admins, and location admins with court bookings, in scope. */
export const playersRoutes: RoutePlugin = async (app) => {
  const service = app.services.players;
  const notes = app.services.playerNotes;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onRequest', async (request: FastifyRequest) =>
    requirePermission(currentUser(request), 'court_bookings', PlayerMessages.noPermission),
  );

  app.get(
    '/user_basic_data/',
    {
      schema: docs.withToken({
        summary:
          'Players in your scope (registered at, or booked at, one of your locations), newest first: search names, email, phone.',
        querystring: PlayerListQuerySchema,
        response: { 200: pageAnswerOf(PlayerRecordSchema), ...errorResponses(400, 401, 403) },
      }),
    },
    async (request) =>
      answer(await service.list(currentUser(request), request.query), PlayerMessages.listed),
  );

  app.post(
    '/user_basic_data/',
    {
      schema: docs.withToken({
        summary: 'Register a player at a location in your scope; verified at once, no email sent.',
        body: PlayerCreateSchema,
        response: { 201: answerOf(PlayerRecordSchema), ...errorResponses(400, 401, 403) },
      }),
    },
    async (request, reply) => {
      const player = await service.create(currentUser(request), request.body);
      return reply.status(201).send(answer(player, PlayerMessages.created, 201));
    },
  );

  app.get(
    '/players/:id/',
    {
      schema: docs.withToken({
        summary: 'One player in your scope: the list’s fields (the player detail page).',
        params: IdParamsSchema,
        response: { 200: answerOf(PlayerRecordSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(await service.get(currentUser(request), request.params.id), PlayerMessages.fetched),
  );

  app.get(
    '/players/:id/notes/',
    {
      schema: docs.withToken({
        summary: "Staff's notes on a player in your scope, newest first, with who wrote each.",
        params: IdParamsSchema,
        response: { 200: answerOf(PlayerNoteListSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(
        { notes: await notes.list(currentUser(request), request.params.id) },
        PlayerMessages.notesListed,
      ),
  );

  app.post(
    '/players/:id/notes/',
    {
      schema: docs.withToken({
        summary: 'Add a note to a player in your scope: plain text, 1 to 2000 characters, trimmed.',
        params: IdParamsSchema,
        body: PlayerNoteCreateSchema,
        response: { 201: answerOf(PlayerNoteSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request, reply) => {
      const note = await notes.create(currentUser(request), request.params.id, request.body);
      return reply.status(201).send(answer(note, PlayerMessages.noteCreated, 201));
    },
  );

  app.delete(
    '/players/:id/notes/:noteId/',
    {
      schema: docs.withToken({
        summary: 'Delete a note of a player in your scope.',
        params: PlayerNoteParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => {
      const { id, noteId } = request.params;
      await notes.remove(currentUser(request), id, noteId);
      return ok(null, PlayerMessages.noteDeleted);
    },
  );
};
