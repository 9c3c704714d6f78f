import {
  answerOf,
  IdParamsSchema,
  JoinWaitlistSchema,
  NoDataAnswerSchema,
  StaffWaitlistEntrySchema,
  StaffWaitlistQuerySchema,
  WaitlistEntrySchema,
  WaitlistMessages,
} from '@courtbook/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('waitlist');

const EntriesSchema = z.object({ results: z.array(WaitlistEntrySchema) });
const StaffEntriesSchema = z.object({ results: z.array(StaffWaitlistEntrySchema) });
const TakenSchema = z.object({ booking_id: z.number().int() });

/** The waitlist (Step 18): a player's entries, and a location's for staff. */
export const waitlistRoutes: RoutePlugin = async (app) => {
  const service = app.services.waitlist;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/waitlist/',
    {
      schema: docs.withToken({
        summary:
          'Your waitlist entries still to play (or played in the last day), each with its place in line or the court held for you.',
        response: { 200: answerOf(EntriesSchema), ...errorResponses(401) },
      }),
    },
    async (request) =>
      answer({ results: await service.list(currentUser(request)) }, WaitlistMessages.fetched),
  );

  app.post(
    '/waitlist/',
    {
      schema: docs.withToken({
        summary:
          'Join the waitlist for a session of `duration_minutes` within `from_time`–`to_time` on a date, on one court or any (of a sport). At most 5 open entries per location.',
        body: JoinWaitlistSchema,
        response: {
          201: answerOf(WaitlistEntrySchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request, reply) => {
      const entry = await service.join(currentUser(request), request.body);
      return reply.status(201).send(answer(entry, WaitlistMessages.joined, 201));
    },
  );

  app.get(
    '/waitlist/:id/',
    {
      schema: docs.withToken({
        summary: 'One of your waitlist entries.',
        params: IdParamsSchema,
        response: { 200: answerOf(WaitlistEntrySchema), ...errorResponses(400, 401, 404) },
      }),
    },
    async (request) =>
      answer(await service.get(currentUser(request), request.params.id), WaitlistMessages.fetched),
  );

  app.delete(
    '/waitlist/:id/',
    {
      schema: docs.withToken({
        summary: 'Leave the waitlist; a court held for you is given back to the next in line.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 404) },
      }),
    },
    async (request) => {
      await service.leave(currentUser(request), request.params.id);
      return ok(null, WaitlistMessages.left);
    },
  );

  app.post(
    '/waitlist/:id/take/',
    {
      schema: docs.withToken({
        summary:
          'Take the court held for you: the fair-use limits are checked as for a booking; answers the held booking to pay at checkout.',
        params: IdParamsSchema,
        response: { 200: answerOf(TakenSchema), ...errorResponses(400, 401, 404, 409) },
      }),
    },
    async (request) =>
      answer(await service.take(currentUser(request), request.params.id), WaitlistMessages.taken),
  );

  app.get(
    '/court-schedule/waitlist/',
    {
      schema: docs.withToken({
        summary:
          "Staff: a location's open waitlist entries on a date (in your scope), with each player and place in line.",
        querystring: StaffWaitlistQuerySchema,
        response: {
          200: answerOf(StaffEntriesSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request) =>
      answer(
        { results: await service.staffList(currentUser(request), request.query) },
        WaitlistMessages.fetched,
      ),
  );
};
