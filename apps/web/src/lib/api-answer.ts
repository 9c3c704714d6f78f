import type { ErrorAnswer } from '@courtbook/shared';
import { NetworkError, type ApiResponse } from './api-client';
import { ApiError } from './api-error';

/** What a refused call says: its first (most useful) validation message, else its message. */
export function refusalMessage(body: unknown, fallback: string): string {
  const refusal = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorAnswer>;
  const first = Array.isArray(refusal.errors) ? refusal.errors[0] : undefined;
  if (typeof first === 'string' && first.trim() !== '') return first;
  return typeof refusal.message === 'string' && refusal.message.trim() !== ''
    ? refusal.message
    : fallback;
}

/**
 * The one reader of answers: the body of a successful call, exactly as SPEC.md section 7 reads
 * it (`A` is its type from `packages/shared`: e.g. `PageAnswer<Booking>` for `body.results` and
 * `body.count`); otherwise an ApiError carrying the message to show and the HTTP status.
 */
export function answerOf<A>(response: Pick<ApiResponse<unknown>, 'ok' | 'status' | 'body'>): A {
  if (response.ok) return response.body as A;
  const data = (response.body as Partial<ErrorAnswer> | null | undefined)?.data;
  throw new ApiError(
    refusalMessage(response.body, `Request failed (HTTP ${response.status}).`),
    response.status,
    typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null,
  );
}

/**
 * SPEC.md sections 7 and 8: the spec's own flows (login, registration, codes, profile, contact)
 * read the body's `code`; some answer it as the string "200", so both spellings count.
 */
export const hasCode = (body: unknown, ...codes: (number | string)[]): boolean => {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  return codes.some((wanted) => code === wanted || code === String(wanted));
};

/**
 * Runs a request for a form or a button. A lost connection is already logged by the API client
 * and, per SPEC.md section 8, only stops the loading state: it resolves to null here.
 */
export async function unlessOffline<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof NetworkError) return null;
    throw error;
  }
}
