import { CourtEventsQuerySchema } from '@courtbook/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { CourtEvent } from '../../plugins/court-events';
import { routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('availability');

/** Long enough not to matter, short enough that proxies and phones keep the stream open. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser tries again after the stream drops (the EventSource `retry` field). */
const RETRY_MS = 2_000;

/** How soon a refused client may try again: streams end when pages close or hide. */
const REFUSED_RETRY_SECONDS = 30;

export interface StreamCaps {
  /** Streams open at once from one client address. */
  perAddress: number;
  /** Streams open at once in this process. */
  perProcess: number;
}

/**
 * Counts the streams open now, per client address and in all, and refuses one more past a cap.
 * A slot is taken before anything else is done for the request (no database work for a refused
 * one) and given back when its answer ends, whether a stream or a refusal.
 */
function streamSlots(caps: StreamCaps) {
  const perAddress = new Map<string, number>();
  let open = 0;
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const address = request.ip;
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= caps.perAddress || open >= caps.perProcess) {
      reply.header('retry-after', REFUSED_RETRY_SECONDS);
      return done(AppError.tooManyRequests());
    }
    perAddress.set(address, fromAddress + 1);
    open++;
    let released = false;
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      open--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    done();
  };
}

const frame = (event: CourtEvent) =>
  event.type === 'change'
    ? `event: change\ndata: ${JSON.stringify(event.change)}\n\n`
    : `event: resync\ndata: {}\n\n`;

/**
 * GET /court_events/?location_id=n: Server-Sent Events, one `change` event each time a slot of the
 * location is taken or freed (`slot.taken` / `slot.freed` with its court, date, start and end) or
 * a court is closed or changed (date null: any date), and `resync` when changes may have been
 * missed. Says what changed, never who changed it.
 */
export const courtEventsRoutes: RoutePlugin<{ caps: StreamCaps }> = async (app, { caps }) => {
  const { availability } = app.services;
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/court_events/',
    {
      schema: docs.open({
        // An endless text/event-stream, which OpenAPI cannot describe; see the summary below.
        hide: true,
        summary: 'Live court changes at a location, as Server-Sent Events. No token needed.',
        querystring: CourtEventsQuerySchema,
      }),
      // Before the query is read or the location looked up: a refusal costs nothing.
      onRequest: streamSlots(caps),
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
