import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refuse,
  startApiServer,
  unreachableBaseUrl,
  type Reply,
  type TestApiServer,
} from '../test/api-server';
import { NetworkError, api, apiDownload, buildUrl, setUnauthorizedHandler } from './api-client';
import { COLOR_SCHEME_STORAGE_KEY, getToken, saveSelectedLocation, saveSession } from './storage';

const player = { first_name: 'Pat', last_name: 'Player', user_type: 2 };

let server: TestApiServer;
let nextReply: Reply;

beforeEach(async () => {
  nextReply = ok({ data: { hello: 'world' } });
  server = await startApiServer(() => nextReply);
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('api client', () => {
  it('reads the base URL from config and defaults to /api', () => {
    expect(buildUrl('/profile/')).toBe(`${server.baseUrl}/profile/`);
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect(buildUrl('/profile/')).toBe('/api/profile/');
    expect(
      buildUrl('locations/', { page: 2, search: 'park', start_date: undefined, end_date: '' }),
    ).toBe('/api/locations/?page=2&search=park');
  });

  it('sends the stored token as a bearer token', async () => {
    saveSession({ token: 'secret-token', role: 'user', user: player });
    const response = await api.get<{ hello: string }>('/profile/');
    expect(server.requests[0]?.url).toBe('/api/profile/');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(response).toEqual({
      status: 200,
      ok: true,
      body: { code: 200, message: 'OK', data: { hello: 'world' } },
    });
  });

  it('sends no Authorization header without a token', async () => {
    await api.get('/all_locations/');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON', async () => {
    await api.post('/contact-us/', { first_name: 'Ann', message: 'Hi' });
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      first_name: 'Ann',
      message: 'Hi',
    });
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('first_name', 'Ann');
    await api.put('/profile/', form);
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.requests[0]?.body).toContain('name="first_name"');
  });

  it('returns the envelope on error statuses instead of throwing', async () => {
    nextReply = {
      status: 400,
      body: { code: 400, message: 'Invalid input', data: null, errors: ['Email is not valid.'] },
    };
    const response = await api.post('/user-register/', {});
    const body = {
      code: 400,
      message: 'Invalid input',
      data: null,
      errors: ['Email is not valid.'],
    };
    expect(response).toEqual({ status: 400, ok: false, body });
  });

  it('describes a non-JSON answer with the same envelope shape', async () => {
    nextReply = { status: 502, raw: '<html>Bad gateway</html>' };
    const response = await api.get('/profile/');
    expect(response).toMatchObject({ status: 502, ok: false, body: { code: 502, data: null } });
    expect((response.body as { message: string }).message).not.toBe('');
  });

  it('on 401 token_not_valid clears the session and calls the unauthorized handler', async () => {
    saveSession({ token: 'expired', role: 'user', user: player });
    saveSelectedLocation({ id: 3, name: 'Park' });
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    nextReply = {
      status: 401,
      body: { code: 'token_not_valid', message: 'Token is invalid or expired', data: null },
    };

    const response = await api.get('/court-bookings/');
    restore();

    expect(response).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('logged_user_data')).toBeNull();
    expect(localStorage.getItem('selectedLocationId')).toBe('3');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('leaves the session alone on other 401s (e.g. a wrong password)', async () => {
    saveSession({ token: 'fine', role: 'user', user: player });
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    nextReply = refuse(401, 'Invalid email or password.');
    await api.post('/login/', { email: 'a@b.c', password: 'x' });
    restore();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('fine');
  });

  it('logs a network failure and rethrows it as a NetworkError', async () => {
    vi.stubEnv('VITE_API_BASE_URL', await unreachableBaseUrl());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = api.get('/profile/');
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('lets an aborted request reject as an abort, without logging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/profile/', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('downloads a file with the bearer token', async () => {
    saveSession({ token: 'secret-token', role: 'user', user: player });
    nextReply = { status: 200, raw: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    const result = await apiDownload('/court-bookings/8/ics/');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(result.ok).toBe(true);
    expect(result.ok && (await result.blob.text())).toContain('BEGIN:VCALENDAR');
  });

  it('returns the envelope when a download is refused, and reacts to token_not_valid', async () => {
    saveSession({ token: 'expired', role: 'user', user: player });
    nextReply = refuse(404, 'Booking not found.');
    expect(await apiDownload('/court-bookings/9/ics/')).toEqual({
      ok: false,
      response: {
        status: 404,
        ok: false,
        body: { code: 404, message: 'Booking not found.', data: null },
      },
    });

    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    nextReply = {
      status: 401,
      body: { code: 'token_not_valid', message: 'Token is invalid or expired', data: null },
    };
    await apiDownload('/court-bookings/9/ics/');
    restore();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });
});
