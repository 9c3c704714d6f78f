import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A query parameter sent empty (`?type=&search=`) means "not given": clients build URLs from every
 * parameter a list takes. Runs before validation, so each schema sees only what was given.
 */
export function dropEmptyQueryValues(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  dropEmptyValues(request.query);
  done();
}

function dropEmptyValues(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const values = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (value === '') delete values[key];
    else if (Array.isArray(value)) {
      const given = value.filter((item) => item !== '');
      if (given.length === 0) delete values[key];
      else values[key] = given.length === 1 ? given[0] : given;
    }
  }
}
