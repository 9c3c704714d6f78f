import {
  answerOf,
  BookingIdParamsSchema,
  ReceiptListSchema,
  ReceiptMessages,
  ReceiptNumberParamsSchema,
} from '@courtbook/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, type RoutePlugin, routeSchemas } from '../../lib/routes';

const docs = routeSchemas('receipts');

/** Receipts of card payments, desk payments and refunds: listed by booking, each a PDF. */
export const receiptsRoutes: RoutePlugin = async (app) => {
  const { receipts } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/bookings/:id/receipts/',
    {
      schema: docs.withToken({
        summary:
          "The receipts of a booking's series, oldest first: its card payment (P-…), its payment at the desk (D-…) and each refund (R-…). For the booking's player, or staff of its location; 404 for anyone else.",
        params: BookingIdParamsSchema,
        response: { 200: answerOf(ReceiptListSchema), ...errorResponses(400, 401, 404) },
      }),
    },
    async (request) =>
      answer(
        { receipts: await receipts.list(currentUser(request), request.params.id) },
        ReceiptMessages.listed,
      ),
  );

  app.get(
    '/receipts/:number/pdf/',
    {
      schema: docs.withToken({
        summary:
          "A receipt as a PDF file (application/pdf, downloaded as receipt-{number}.pdf). For the booking's player, or staff of its location; 404 for anyone else.",
        params: ReceiptNumberParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('A PDF file'),
          ...errorResponses(400, 401, 404),
        },
      }),
    },
    async (request, reply) => {
      const file = await receipts.pdf(currentUser(request), request.params.number);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
};
