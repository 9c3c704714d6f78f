import { CourtEventsQuerySchema } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CourtEvent } from '../../plugins/court-events';

/** Long enough not to matter, short enough that proxies and phones keep the stream open. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser tries again after the stream drops (the EventSource `retry` field). */
const RETRY_MS = 2_000;

const frame = (event: CourtEvent) =>
  event.type === 'change'
    ? `event: change\ndata: ${JSON.stringify(event.change)}\n\n`
    : `event: resync\ndata: {}\n\n`;

/**
 * GET /court_events/?location_id=n: Server-Sent Events, one `change` event each time a court of the
 * location is taken, released, closed or changed (its date, or null for any date), and `resync`
 * when changes may have been missed. Says what changed, never who changed it.
 */
export const courtEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { availability } = app.services;
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/court_events/',
    {
      schema: {
        // An endless text/event-stream, which OpenAPI cannot describe; see the summary below.
        hide: true,
        tags: ['availability'],
        summary: 'Live court changes at a location, as Server-Sent Events. No token needed.',
        querystring: CourtEventsQuerySchema,
      },
    },
    async (request, reply) => {
      const location = await availability.followedLocation(request.query.location_id);

      reply.hijack();
      const raw = reply.raw;
      // The security headers the app's hooks have set on the reply, which hijacking bypasses.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx must pass each event on at once.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const unsubscribe = app.courtEvents.subscribe(location.id, (event) =>
        raw.write(frame(event)),
      );
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      request.raw.once('close', end);
    },
  );
};
