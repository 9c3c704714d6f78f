/*
 * What every module's routes are written with: the plugin type, the envelope of an answer and
 * of each error, and the route's place in the OpenAPI document.
 */
import { z } from 'zod';

export type { FastifyPluginAsyncZod as RoutePlugin } from 'fastify-type-provider-zod';
export { answer, created, errorResponses, ok } from './envelope';

/** A CSV download, written to the reply while its rows are read. */
export const CsvFile = z.unknown().describe('A CSV file, streamed');

/** What a route that needs the caller's token declares in the OpenAPI document. */
const BEARER_TOKEN = [{ bearerAuth: [] }];

/**
 * The schemas of one module's routes: each is filed under the module's tag in the OpenAPI
 * document, and one that needs a token says so with the bearer scheme.
 */
export function routeSchemas(tag: string) {
  return {
    open: <Schema extends object>(schema: Schema) => ({ tags: [tag], ...schema }),
    withToken: <Schema extends object>(schema: Schema) => ({
      tags: [tag],
      security: BEARER_TOKEN,
      ...schema,
    }),
  };
}
