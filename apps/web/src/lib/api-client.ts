import { TOKEN_NOT_VALID, type ApiEnvelope, type ErrorAnswer } from '@courtbook/shared';
import { env } from '../config/env';
import { clearSession, getToken } from './storage';

/** The request never got an HTTP answer (offline, DNS, refused, CORS). Already logged. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

  constructor(url: string, options: { cause: unknown }) {
    super(`Could not reach the server (${url}).`, options);
    this.url = url;
  }
}

/**
 * Every answer, whatever its status: the HTTP status and the body as received (what SPEC.md
 * section 7 calls `data`), read through lib/api-answer.ts. A refusal's body is the error envelope.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  ok: boolean;
  body: T | ErrorAnswer;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no bearer token even when someone is logged in (public forms such as Contact Us). */
  anonymous?: boolean;
}

type UnauthorizedHandler = () => void;

const goHome: UnauthorizedHandler = () => window.location.assign('/');
let onUnauthorized: UnauthorizedHandler = goHome;

/** The app registers a router-aware handler; returns a function that restores the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = goHome;
  };
}

export function buildUrl(path: string, params?: QueryParams): string {
  const isAbsolute = /^https?:\/\//i.test(path);
  const url = isAbsolute ? path : `${env.apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;

/** The body as JSON; undefined when empty or not JSON (a proxy's error page). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body as received; when there is none, or it is not JSON (an empty 204, a proxy's error
 * page), an envelope that says what happened, so every answer can be read the same way.
 */
function bodyOf(json: unknown, response: Response): unknown {
  if (json !== undefined) return json;
  return {
    code: response.status,
    message: response.ok ? '' : response.statusText || `Request failed (HTTP ${response.status}).`,
    data: null,
  } satisfies ApiEnvelope<null>;
}

const saysTokenNotValid = (body: unknown) => isEnvelope(body) && body.code === TOKEN_NOT_VALID;

// By name, not instanceof: DOMException classes differ between realms (and test environments).
const isAbort = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));

export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', params, body, headers, signal, anonymous = false }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = buildUrl(path, params);
  const token = anonymous ? null : getToken();
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders['Content-Type'] = 'application/json';
  }
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  let received: unknown;
  let response: Response;
  try {
    response = await fetch(url, { method, headers: finalHeaders, body: payload, signal });
    received = await readBody(response);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    console.error(`Network error: ${method} ${url}`, error);
    throw new NetworkError(url, { cause: error });
  }

  const answer = bodyOf(received, response);
  if (response.status === 401 && saysTokenNotValid(answer) && token) {
    clearSession();
    onUnauthorized();
  }
  return { status: response.status, ok: response.ok, body: answer as T | ErrorAnswer };
}

/** A file answer (an .ics, a CSV): the bytes when it succeeds, else the server's refusal. */
export type DownloadResult = { ok: true; blob: Blob } | { ok: false; response: ApiResponse<never> };

/** GET a file with the bearer token (a plain link cannot send it). */
export async function apiDownload(
  path: string,
  { params, signal }: Pick<RequestOptions, 'params' | 'signal'> = {},
): Promise<DownloadResult> {
  const url = buildUrl(path, params);
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let response: Response;
  let blob: Blob | undefined;
  let refusal: unknown;
  try {
    response = await fetch(url, { headers, signal });
    if (response.ok) blob = await response.blob();
    else refusal = bodyOf(await readBody(response), response);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    console.error(`Network error: GET ${url}`, error);
    throw new NetworkError(url, { cause: error });
  }
  if (blob) return { ok: true, blob };
  if (response.status === 401 && saysTokenNotValid(refusal) && token) {
    clearSession();
    onUnauthorized();
  }
  return {
    ok: false,
    response: { status: response.status, ok: false, body: refusal as ErrorAnswer },
  };
}

type NoBodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: NoBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: NoBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, body?: unknown, options?: NoBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: NoBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: NoBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
