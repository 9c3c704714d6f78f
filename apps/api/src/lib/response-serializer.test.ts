import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

describe('responseSerializerCompiler', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const UserSchema = z.object({
      id: z.number().int(),
      email: z.string(),
      logo: z.string().nullable(),
    });
    app.get('/user', { schema: { response: { 200: UserSchema } } }, async () => {
      const row = { id: 1, email: 'a@b.test', logo: null, password_hash: '$argon2id$secret' };
      return row;
    });
    app.get(
      '/transformed',
      { schema: { response: { 200: z.object({ when: z.date() }) } } },
      async () => ({ when: new Date('2030-01-02T03:04:05Z') }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes only the fields the schema names', async () => {
    const res = await app.inject({ method: 'GET', url: '/user' });
    expect(res.json()).toEqual({ id: 1, email: 'a@b.test', logo: null });
    expect(res.body).not.toContain('password_hash');
  });

  it('falls back to zod for schemas JSON Schema cannot express', async () => {
    const res = await app.inject({ method: 'GET', url: '/transformed' });
    expect(res.json()).toEqual({ when: '2030-01-02T03:04:05.000Z' });
  });
});
