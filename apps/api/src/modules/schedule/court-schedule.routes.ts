import {
  answerOf,
  CourtScheduleMessages,
  CourtScheduleQuerySchema,
  CourtScheduleSchema,
} from '@courtbook/shared';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('bookings');

/** The back-office day sheet (`/court-schedule`): staff with court bookings, at their locations. */
export const courtScheduleRoutes: RoutePlugin = async (app) => {
  const daySheet = app.services.courtSchedule;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/court_schedule/',
    {
      schema: docs.withToken({
        summary:
          "Staff: a location's day sheet: every court and half hour of a date, with the bookings, holds (and when they lapse) and closures that hold them, and who booked.",
        querystring: CourtScheduleQuerySchema,
        response: { 200: answerOf(CourtScheduleSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(await daySheet(currentUser(request), request.query), CourtScheduleMessages.fetched),
  );
};
