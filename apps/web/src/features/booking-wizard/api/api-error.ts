import type { ApiResponse } from '../../../lib/api-client';

/** A refused call: the server's first validation message, or its message. */
export class BookingApiError extends Error {
  override readonly name = 'BookingApiError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export function dataOrThrow<T>(response: ApiResponse<T>): T {
  if (response.ok) return response.data;
  const message =
    response.errors?.[0] || response.message || `Request failed (HTTP ${response.status}).`;
  throw new BookingApiError(message, response.status);
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.name !== 'NetworkError'
    ? error.message
    : 'Could not reach the server. Please check your connection and try again.';
