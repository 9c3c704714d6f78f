import { describe, expect, it } from 'vitest';
import { NetworkError, type ApiResponse } from './api-client';
import { failureMessage, hasCode, unlessOffline } from './api-result';

const response = (fields: Partial<ApiResponse<unknown>>): ApiResponse<unknown> => ({
  status: 400,
  ok: false,
  code: 400,
  message: '',
  data: null,
  body: null,
  ...fields,
});

describe('api results', () => {
  it('hasCode accepts the code as a number or a string', () => {
    expect(hasCode({ code: 200 }, 200)).toBe(true);
    expect(hasCode({ code: '200' }, 200)).toBe(true);
    expect(hasCode({ code: 201 }, 200, 201)).toBe(true);
    expect(hasCode({ code: 400 }, 200, 201)).toBe(false);
    expect(hasCode({ code: 'token_not_valid' }, 200)).toBe(false);
  });

  it('failureMessage prefers the first validation error, then the message, then the fallback', () => {
    expect(
      failureMessage(response({ message: 'Bad.', errors: ['Email is not valid.'] }), 'F'),
    ).toBe('Email is not valid.');
    expect(failureMessage(response({ message: 'The code is incorrect.' }), 'F')).toBe(
      'The code is incorrect.',
    );
    expect(failureMessage(response({ message: '  ', errors: [] }), 'Fallback.')).toBe('Fallback.');
  });

  it('unlessOffline turns a lost connection into null and lets other errors through', async () => {
    await expect(unlessOffline(Promise.resolve(5))).resolves.toBe(5);
    const offline = new NetworkError('/api/x', { cause: new TypeError('fetch failed') });
    await expect(unlessOffline(Promise.reject(offline))).resolves.toBeNull();
    await expect(unlessOffline(Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });
});
