import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializedAnswerCache } from './serialized-answer-cache';
import { responseSerializerCompiler } from './response-serializer';

describe('createSerializedAnswerCache', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let kept = { courts: [{ id: 1, secret: 'not in the schema' }] };

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const sendCachedJson = createSerializedAnswerCache();
    const AnswerSchema = z.object({
      courts: z.array(z.object({ id: z.number().int() })),
      message: z.string(),
    });
    app.get('/kept', { schema: { response: { 200: AnswerSchema } } }, async (_request, reply) =>
      sendCachedJson(reply, kept, () => ({ ...kept, message: 'Fetched.' })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = () => app.inject({ method: 'GET', url: '/kept' });

  it("writes what the route's schema names, as JSON", async () => {
    const res = await get();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ courts: [{ id: 1 }], message: 'Fetched.' });
  });

  it('writes a kept answer once, and a new answer anew', async () => {
    const first = await get();
    kept.courts.push({ id: 2, secret: '' });
    expect((await get()).body).toBe(first.body);

    kept = { courts: [{ id: 3, secret: '' }] };
    expect((await get()).json()).toEqual({ courts: [{ id: 3 }], message: 'Fetched.' });
  });
});
