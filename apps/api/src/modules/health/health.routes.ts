import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@courtbook/shared';
import { z } from 'zod';

const HealthSchema = envelopeOf(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    database_kind: z.enum(['pglite', 'postgres']),
    uptime_seconds: z.number(),
  }),
);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up, and can it reach its database?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const databaseUp = await app.database.ping().then(
        () => true,
        (err: unknown) => {
          request.log.error({ err }, 'database unreachable');
          return false;
        },
      );
      const status = databaseUp ? 200 : 503;
      return reply.status(status).send({
        code: status,
        message: databaseUp ? 'OK' : 'The database cannot be reached.',
        data: {
          status: databaseUp ? 'ok' : 'degraded',
          database: databaseUp ? 'up' : 'down',
          database_kind: app.database.kind,
          uptime_seconds: Math.round(process.uptime()),
        },
      });
    },
  );
};
