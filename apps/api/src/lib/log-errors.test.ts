import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('errors in the log', () => {
  it('never show a failed query parameters, however deeply the error is wrapped', () => {
    const driver = Object.assign(new Error('value too long for type character varying(254)'), {
      code: '22001',
      table: 'users',
      params: ['a@b.c', HASH],
      detail: `Failing row contains (${HASH}).`,
    });
    const query = new DrizzleQueryError(
      'insert into users values ($1, $2)',
      ['a@b.c', HASH],
      driver,
    );
    const wrapped = new Error('registration failed', { cause: query });
    const aggregate = new AggregateError([query], 'several failed');

    for (const error of [query, wrapped, aggregate]) {
      const logged = JSON.stringify(serializeError(error));
      expect(logged).not.toContain('argon2');
      expect(logged).not.toContain('a@b.c');
      expect(logged).toContain('insert into users values ($1, $2)');
      expect(logged).toContain('value too long for type character varying(254)');
      expect(logged).toContain('22001');
    }
  });

  it('keep what other errors carry', () => {
    const error = Object.assign(new Error('boom'), { statusCode: 502, task: 'sweep' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'boom',
      statusCode: 502,
      task: 'sweep',
      stack: expect.stringContaining('boom') as string,
    });
  });
});
