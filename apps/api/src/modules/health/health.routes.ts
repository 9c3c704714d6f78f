import { envelopeOf } from '@courtbook/shared';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import { routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('health');

const HealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  database_kind: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
/** A 503 is the health report, or the plain envelope while the process is closing. */
const UnhealthySchema = envelopeOf(HealthDataSchema.nullable());

/**
 * A database check is shared by every health request within this window, so a flood of health
 * checks (the route is public) costs the database at most one query a second. Failures are not kept.
 */
const DATABASE_CHECK_MS = 1_000;

export const healthRoutes: RoutePlugin = async (app) => {
  const databaseCheck = createTtlCache(DATABASE_CHECK_MS, () => app.database.ping());

  app.get(
    '/health/',
    {
      schema: docs.open({
        summary: 'Is the API up, and can it reach its database?',
        response: { 200: envelopeOf(HealthDataSchema), 503: UnhealthySchema },
      }),
    },
    async (request, reply) => {
      const databaseUp = await databaseCheck.get().then(
        () => true,
        (err: unknown) => {
          request.log.error({ err }, 'database unreachable');
          return false;
        },
      );
      const status = databaseUp ? 200 : 503;
      if (!databaseUp) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
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
