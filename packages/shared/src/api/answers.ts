/**
 * The shapes every answer has, without the schemas: the web app's API client needs these on every
 * page, and keeping them apart from zod keeps zod out of the landing page's bundle.
 */

/** Every API answer: `code` mirrors the HTTP status (or `token_not_valid` on a 401 for a bad token). */
export interface ApiEnvelope<T = unknown> {
  code: number | 'token_not_valid';
  message: string;
  data: T;
  /** Validation failures only: every message, the most useful first. */
  errors?: string[];
}

export interface Paginated<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export const TOKEN_NOT_VALID = 'token_not_valid' as const;
