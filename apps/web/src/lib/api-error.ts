import { NetworkError } from './api-client';

/**
 * A refused call: the server's first validation message, or its message, the HTTP status, and
 * what the refusal's `data` gives to act on (e.g. `held_booking_id`), if anything.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: Record<string, unknown> | null;

  constructor(message: string, status: number, data: Record<string, unknown> | null = null) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** The message to show for any failure of a query, a mutation or a download. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof NetworkError) {
    return 'Could not reach the server. Please check your connection and try again.';
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
};
