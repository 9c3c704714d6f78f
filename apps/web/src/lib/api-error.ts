import { NetworkError } from './api-client';

/** A refused call: the server's first validation message, or its message, and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
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
