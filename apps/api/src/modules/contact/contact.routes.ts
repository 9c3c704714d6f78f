import { ContactMessageSchema, envelopeOf } from '@courtbook/shared';
import { z } from 'zod';
import { created, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('contact');

export const contactRoutes: RoutePlugin = async (app) => {
  const { contact } = app.services;
  // The form needs no account, so each address may send only a few messages an hour.
  const perIp = app.limit({ name: 'contact', max: 5, timeWindow: 60 * 60_000 });

  app.post(
    '/contact-us/',
    {
      onRequest: perIp,
      schema: docs.open({
        summary:
          'Send a message to the staff (no token needed); with location_id, to that club as well.',
        body: ContactMessageSchema,
        response: {
          201: envelopeOf(z.object({ id: z.number().int() })),
          ...errorResponses(400, 429),
        },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await contact.send(request.body), 'Thank you! Your message has been sent.')),
  );
};
