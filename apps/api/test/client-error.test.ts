import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Sends raw bytes and reads the whole answer, until the server closes the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
}

describe('requests the HTTP parser refuses before any route', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.app.close());

  it('answers bad HTTP in the envelope', async () => {
    const answer = parse(await rawRequest(port, 'GET /api/health/ HTTP/1.1\r\nHost x\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      code: 400,
      message: 'The request could not be read as HTTP.',
      data: null,
    });
  });

  it('answers headers too large in the envelope', async () => {
    const huge = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const answer = parse(
      await rawRequest(port, `GET /api/health/ HTTP/1.1\r\nHost: x\r\n${huge}\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toEqual({
      code: 431,
      message: 'The request headers are too large.',
      data: null,
    });
  });
});
