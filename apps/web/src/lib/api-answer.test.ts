import type { PageAnswer } from '@courtbook/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, apiServerPerTest, type Reply } from '../test/api-server';
import { answerOf, hasCode, refusalMessage, unlessOffline } from './api-answer';
import { api, NetworkError } from './api-client';
import { ApiError } from './api-error';

let nextReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  await testApi.serve(() => nextReply);
});

describe('answerOf: the body as received, as SPEC.md section 7 reads it', () => {
  it('gives a page of a list with its fields at the top', async () => {
    nextReply = ok({ count: 1, next: null, previous: null, results: [{ id: 7 }] });
    const page = answerOf<PageAnswer<{ id: number }>>(await api.get('/court-bookings/'));
    expect(page.results[0]?.id).toBe(7);
    expect(page.count).toBe(1);
  });

  it('gives a bare list as the list', async () => {
    nextReply = { status: 200, body: [{ location_id: 1 }, { location_id: 2 }] };
    const list = answerOf<{ location_id: number }[]>(await api.get('/all_locations/'));
    expect(list.filter((l) => l.location_id > 1)).toEqual([{ location_id: 2 }]);
  });

  it('throws the most useful message of a refusal, with its status', async () => {
    nextReply = {
      status: 400,
      body: { code: 400, message: 'Invalid.', data: null, errors: ['Pick a court.', 'x'] },
    };
    const refused = await api.post('/court-bookings/', {});
    expect(() => answerOf(refused)).toThrow(new ApiError('Pick a court.', 400));

    nextReply = refuse(404, 'Booking not found.');
    const missing = await api.get('/court-bookings/9/');
    expect(() => answerOf(missing)).toThrow('Booking not found.');
  });

  it('says what failed when the body is not ours', async () => {
    nextReply = { status: 502, raw: '<html>Bad gateway</html>' };
    const response = await api.get('/profile/');
    expect(() => answerOf(response)).toThrow(/Bad Gateway|HTTP 502/);
  });
});

describe("the spec's own flows", () => {
  it('hasCode accepts the code as a number or a string', () => {
    expect(hasCode({ code: 200 }, 200)).toBe(true);
    expect(hasCode({ code: '200' }, 200)).toBe(true);
    expect(hasCode({ code: 201 }, 200, 201)).toBe(true);
    expect(hasCode({ code: 400 }, 200, 201)).toBe(false);
    expect(hasCode({ code: 'token_not_valid' }, 200)).toBe(false);
    expect(hasCode([{ code: 200 }], 200)).toBe(false);
    expect(hasCode(null, 200)).toBe(false);
  });

  it('refusalMessage prefers the first validation error, then the message, then the fallback', () => {
    expect(refusalMessage({ message: 'Bad.', errors: ['Email is not valid.'] }, 'F')).toBe(
      'Email is not valid.',
    );
    expect(refusalMessage({ message: 'The code is incorrect.' }, 'F')).toBe(
      'The code is incorrect.',
    );
    expect(refusalMessage({ message: '  ', errors: [] }, 'Fallback.')).toBe('Fallback.');
    expect(refusalMessage('<html>', 'Fallback.')).toBe('Fallback.');
  });

  it('unlessOffline turns a lost connection into null and lets other errors through', async () => {
    await expect(unlessOffline(Promise.resolve(5))).resolves.toBe(5);
    const offline = new NetworkError('/api/x', { cause: new TypeError('fetch failed') });
    await expect(unlessOffline(Promise.reject(offline))).resolves.toBeNull();
    await expect(unlessOffline(Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });
});
