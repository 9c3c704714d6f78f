import type { PageAnswer } from '@courtbook/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer, type Reply, type TestApiServer } from '../test/api-server';
import { answerOf } from './api-answer';
import { api } from './api-client';
import { ApiError } from './api-error';

let server: TestApiServer;
let nextReply: Reply;

beforeEach(async () => {
  server = await startApiServer(() => nextReply);
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('answerOf: the body as received, as SPEC.md section 7 reads it', () => {
  it('gives a page of a list with its fields at the top', async () => {
    nextReply = {
      status: 200,
      body: {
        code: 200,
        message: 'OK',
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 7 }],
      },
    };
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

    nextReply = { status: 404, body: { code: 404, message: 'Booking not found.', data: null } };
    const missing = await api.get('/court-bookings/9/');
    expect(() => answerOf(missing)).toThrow('Booking not found.');
  });

  it('says what failed when the body is not ours', async () => {
    nextReply = { status: 502, raw: '<html>Bad gateway</html>' };
    const response = await api.get('/profile/');
    expect(() => answerOf(response)).toThrow(/Bad Gateway|HTTP 502/);
  });
});
