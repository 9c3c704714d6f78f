import {
  answerOf,
  BookingQuoteRequestSchema,
  BookingQuoteSchema,
  BookingQuotesRequestSchema,
  CourtQuotesSchema,
  QUOTE_SLOTS_LIMIT,
} from '@courtbook/shared';
import { BookingApiMessages } from './bookings.messages';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('bookings');

/** POST /quote/ and /quotes/: the server's prices for bookings before they are made (no token needed). */
export const quoteRoutes: RoutePlugin = async (app) => {
  const { quotes } = app.services;
  // Open to all; a player's token gets the member's price.
  app.addHook('onRequest', app.identifyIfSigned);

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
    async (request) =>
      answer(await quotes.quote(request.body, request.user), BookingApiMessages.quoted),
  );

  app.post(
    '/quotes/',
    {
      schema: docs.open({
        summary: `Many slots of one date at once (up to ${QUOTE_SLOTS_LIMIT}), each at every court of the location: the \`total_price\` a booking made now would carry, and its price lines. A court and slot that could not be booked (an inactive court, a closed hour, a passed start, beyond the booking horizon) is left out; whether the court is free is availability's to say. No token needed.`,
        body: BookingQuotesRequestSchema,
        response: {
          200: answerOf(CourtQuotesSchema),
          ...errorResponses(400, 404),
        },
      }),
    },
    async (request) =>
      answer(
        { quotes: await quotes.quoteCourts(request.body, request.user) },
        BookingApiMessages.quoted,
      ),
  );
};
