import type { FastifyReply } from 'fastify';

/**
 * Sends answers built from what is kept in memory (a day's availability, a court check) as JSON
 * written once per kept answer instead of on every request. The kept object stands for its JSON
 * for as long as it is kept: once forgotten, the next answer is a new object, written anew. The
 * route's own response serializer writes it, so the JSON is what `send` would have written.
 */
export function createSerializedAnswerCache() {
  const written = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();
  return function sendCachedJson(reply: FastifyReply, kept: object, envelope: () => object) {
    let json = written.get(kept);
    if (json === undefined) {
      json = reply.serialize(envelope());
      written.set(kept, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
