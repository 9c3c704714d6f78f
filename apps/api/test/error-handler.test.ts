import net from 'node:net';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationMessages, type ApiEnvelope } from '@courtbook/shared';
import { buildApp, type App } from '../src/app';
import { BROKEN_FORM_MESSAGE } from '../src/lib/body-errors';
import { users } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { hashPassword } from '../src/lib/passwords';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** The fields of a pino log line these tests read. */
interface LogEntry {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string };
}
const logEntry = (line: string) => JSON.parse(line) as LogEntry;

const SECRET_PASSWORD = 'the-password-nobody-may-read';

/** Routes that fail on purpose, mounted beside the real ones. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/duplicate-account/', async () => {
    // A real insert that fails in the database, its parameters an argon2 hash among them.
    const account = {
      email: 'twice@example.com',
      passwordHash: await hashPassword(SECRET_PASSWORD),
      firstName: 'Twice',
      lastName: 'Over',
      phone: '+12155550100',
    };
    await app.db.insert(users).values(account);
    await app.db.insert(users).values(account);
  });
  app.get('/boom/', async () => {
    throw new Error('relation "users" does not exist: select password_hash from users');
  });
  app.get('/database-gone/', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw Object.assign(new Error('Failed query: select 1'), { cause: refused });
  });
  app.get('/database-shutting-down/', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
  app.get('/conflict/', async () => {
    throw AppError.conflict('That court is already booked for this time.');
  });
  app.get('/expired/', async () => {
    throw AppError.tokenNotValid();
  });
  app.post(
    '/echo/',
    {
      schema: {
        body: z.object({
          first_name: z.string().min(2, ValidationMessages.firstNameMin),
          age: z.number().int(),
        }),
      },
    },
    async (request) => ({ code: 200, message: 'OK', data: request.body }),
  );
  await app.register(async (forms) => {
    await forms.register(multipart, { attachFieldsToBody: 'keyValues' });
    forms.post(
      '/form/',
      { schema: { body: z.object({ first_name: z.string() }) } },
      async (request) => ({ code: 200, message: 'OK', data: request.body }),
    );
  });
};

describe('the error handler', () => {
  let app: App;
  const logged: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      env: testEnv(),
      database,
      serveWebApp: false,
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    await app.register(failingRoutes, { prefix: '/api/test' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('hides the internals of an unexpected failure and logs them with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: 'Something went wrong on our side. Please try again.',
      data: null,
    });
    expect(res.body).not.toMatch(/relation|password_hash|at .*\.ts/);
    const entry = logged
      .map(logEntry)
      .find((e) => e.reqId === res.headers['x-request-id'] && e.level >= 50);
    expect(entry?.err?.message).toContain('relation "users" does not exist');
  });

  it('logs a failed insert by its code, constraint and table, never by its parameters', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/duplicate-account/' });
    expect(res.statusCode).toBe(500);
    const lines = logged.filter(
      (line) => logEntry(line).reqId === res.headers['x-request-id'] && logEntry(line).level >= 50,
    );
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toContain('23505');
    expect(line).toContain('users');
    expect(line).toMatch(/"constraint":"users_email/);
    expect(line).not.toContain('$argon2');
    expect(line).not.toContain('twice@example.com');
    expect(line).not.toContain('+12155550100');
    expect(line).not.toMatch(/"params"|params:/);
  });

  it('answers 503 with Retry-After when the database cannot be reached, hiding the details', async () => {
    for (const url of ['/api/test/database-gone/', '/api/test/database-shutting-down/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        code: 503,
        message: 'The service is briefly unavailable. Please try again in a moment.',
        data: null,
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|5432|administrator/);
    }
  });

  it('turns a domain error into its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict/' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      message: 'That court is already booked for this time.',
      data: null,
    });
  });

  it('answers a bad token with 401 and code token_not_valid', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/expired/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid', data: null });
    expect(res.json<ApiEnvelope>().message).toBeTruthy();
  });

  it('lists every validation problem, spec texts as they are and others in plain words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { first_name: 'A', age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiEnvelope<null>>();
    expect(body.code).toBe(400);
    expect(body.errors).toEqual([
      'First name must be at least 2 characters.',
      'Age must be a number.',
    ]);
    expect(body.message).toBe(body.errors?.[0]);
  });

  it.each([
    [{ first_name: true, age: 1 }, 'First name must be text.'],
    [{ first_name: 'Ann', age: 1.5 }, 'Age must be a whole number.'],
    [{ first_name: 'Ann', age: false }, 'Age must be a number.'],
    [{ first_name: 'Ann' }, 'Age is required.'],
    [{ first_name: 'Ann', age: null }, 'Age is required.'],
    [{ first_name: ['Ann'], age: { n: 1 } }, 'First name must be text.'],
  ])("never shows the validator's own text: %j", async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(message);
    expect(res.body).not.toMatch(/Invalid input|expected|received|NaN/);
  });

  it('answers a multipart body whose closing boundary never came with a clear 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form/',
      headers: { 'content-type': 'multipart/form-data; boundary=XB' },
      payload: '--XB\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: BROKEN_FORM_MESSAGE, data: null });
  });

  it('takes a form cut short by a client that hangs up as its fault, not as a lost database', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const part = '--XB\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn';
    const socket = net.connect(port, '127.0.0.1', () => {
      // Half the body, then the client is gone.
      socket.write(
        'POST /api/test/form/ HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: multipart/form-data; boundary=XB\r\nContent-Length: 5000\r\n\r\n' +
          part,
        () => socket.destroy(),
      );
    });
    socket.on('error', () => {});
    // The signal: the app has logged what it made of the request.
    const refusedLine = () => logged.some((line) => logEntry(line).msg === 'body refused');
    for (let waited = 0; !refusedLine(); waited += 20) {
      if (waited > 10_000) throw new Error(`the app never refused the body:\n${logged.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const errors = logged.map(logEntry).filter((e) => e.level >= 50);
    expect(errors.filter((e) => e.err?.message === 'aborted')).toEqual([]);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The request body is not valid JSON.',
      data: null,
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiEnvelope>().message).toBe('The request body is too large.');
  });

  it('ignores unknown fields in a body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { first_name: 'Ann', age: 30, user_type: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiEnvelope>().data).toEqual({ first_name: 'Ann', age: 30 });
  });
});
