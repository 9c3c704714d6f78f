import { answerOf, BookingQuoteRequestSchema, BookingQuoteSchema } from '@courtbook/shared';
import { BookingApiMessages } from './bookings.messages';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('bookings');

/** POST /quote/: the server's price for a booking, before it is made (no token needed). */
export const quoteRoutes: RoutePlugin = async (app) => {
  const { quoteBooking } = app.services;

  app.post(
    '/quote/',
    {
      schema: docs.open({
        summary:
          'What a booking of this court, date and time would cost if made now: the amount fields the booking would carry, checked as the booking would be. `total_price` is what POST /court-bookings/ expects. No token needed.',
        body: BookingQuoteRequestSchema,
        response: {
          200: answerOf(BookingQuoteSchema),
          ...errorResponses(400, 404, 409),
        },
      }),
    },
    async (request) => answer(await quoteBooking(request.body), BookingApiMessages.quoted),
  );
};
