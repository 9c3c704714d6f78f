import type { ApiResponse } from '../../../lib/api-client';

/** A refused call: the server's first validation message, or its message, and the HTTP status. */
export class PaymentApiError extends Error {
  override readonly name = 'PaymentApiError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** The data of a successful answer; otherwise throws PaymentApiError with the message to show. */
export function dataOrThrow<T>(response: ApiResponse<T>): T {
  if (response.ok) return response.data;
  const message =
    response.errors?.[0] ?? (response.message || `Request failed (HTTP ${response.status}).`);
  throw new PaymentApiError(message, response.status);
}

/** The message to show for any failure. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
