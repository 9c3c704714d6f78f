import {
  answerOf,
  AvailabilityQuerySchema,
  AvailabilityResultSchema,
  DayAvailabilityQuerySchema,
  DayAvailabilitySchema,
  MonthAvailabilityQuerySchema,
  MonthAvailabilitySchema,
} from '@courtbook/shared';
import { createSerializedAnswerCache } from '../../lib/serialized-answer-cache';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('availability');

export const availabilityRoutes: RoutePlugin = async (app) => {
  const service = app.services.availability;
  const sendCachedJson = createSerializedAnswerCache();

  app.post(
    '/check_court_availability/',
    {
      schema: docs.open({
        summary:
          'Which courts of a location are free for a date and time (and the next three weeks with the weekly option). No token needed.',
        body: AvailabilityQuerySchema,
        response: {
          200: answerOf(AvailabilityResultSchema),
          ...errorResponses(400, 404),
        },
      }),
    },
    async (request) => {
      const courts = await service.checkCourts(request.body);
      return answer({ courts }, 'Court availability fetched successfully.');
    },
  );
  app.get(
    '/day_availability/',
    {
      schema: docs.open({
        summary:
          "A location's day: every court, every half hour (free, booked, closed, outside_hours, past, skipped), never by whom. No token needed.",
        querystring: DayAvailabilityQuerySchema,
        response: {
          200: answerOf(DayAvailabilitySchema),
          ...errorResponses(400, 404),
        },
      }),
    },
    async (request, reply) => {
      const day = await service.day(request.query);
      return sendCachedJson(reply, day, () =>
        answer(day, 'Day availability fetched successfully.'),
      );
    },
  );
  app.get(
    '/month_availability/',
    {
      schema: docs.open({
        summary:
          "A location's month for the date step: each date open, closed, full, past or beyond_horizon. No token needed.",
        querystring: MonthAvailabilityQuerySchema,
        response: {
          200: answerOf(MonthAvailabilitySchema),
          ...errorResponses(400, 404),
        },
      }),
    },
    async (request, reply) => {
      const month = await service.month(request.query);
      return sendCachedJson(reply, month, () =>
        answer(month, 'Month availability fetched successfully.'),
      );
    },
  );
};
