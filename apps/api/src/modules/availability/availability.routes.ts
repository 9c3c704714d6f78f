import {
  answerOf,
  AvailabilityQuerySchema,
  AvailabilityResultSchema,
  DayAvailabilityQuerySchema,
  DayAvailabilitySchema,
} from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, errorResponses } from '../../lib/envelope';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.availability;

  app.post(
    '/check_court_availability/',
    {
      schema: {
        tags: ['availability'],
        summary:
          'Which courts of a location are free for a date and time (and the next three weeks with the weekly option). No token needed.',
        body: AvailabilityQuerySchema,
        response: {
          200: answerOf(AvailabilityResultSchema),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) =>
      answer(
        { courts: await service.checkCourts(request.body) },
        'Court availability fetched successfully.',
      ),
  );
  app.get(
    '/day_availability/',
    {
      schema: {
        tags: ['availability'],
        summary:
          "A location's day: every court, every half hour (free, booked, closed, outside_hours, past, skipped), never by whom. No token needed.",
        querystring: DayAvailabilityQuerySchema,
        response: {
          200: answerOf(DayAvailabilitySchema),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) =>
      answer(await service.day(request.query), 'Day availability fetched successfully.'),
  );
};
