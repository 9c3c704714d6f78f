import type { ApiResponse } from './api-client';
import { NetworkError } from './api-client';

/**
 * SPEC.md sections 7 and 8: callers read `code`; some calls answer it as the string "200",
 * so both spellings count.
 */
export const hasCode = (response: { code: unknown }, ...codes: number[]): boolean =>
  codes.some((code) => response.code === code || response.code === String(code));

/** The message to show for a failed call: the most useful validation error, else the server's message. */
export function failureMessage(response: ApiResponse<unknown>, fallback: string): string {
  const first = response.errors?.[0];
  if (first && first.trim() !== '') return first;
  return response.message.trim() !== '' ? response.message : fallback;
}

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
