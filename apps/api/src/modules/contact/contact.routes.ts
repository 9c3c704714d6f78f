import { ContactMessageSchema, envelopeOf } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/envelope';
import { createContactRepository } from './contact.repository';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createContactRepository(app.db);

  app.post(
    '/contact-us/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the staff (no token needed).',
        body: ContactMessageSchema,
        response: { 201: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const row = await repository.insert(request.body);
      return reply
        .status(201)
        .send(created({ id: row.id }, 'Thank you! Your message has been sent.'));
    },
  );
};
