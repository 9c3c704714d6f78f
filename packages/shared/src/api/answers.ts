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

/**
 * A successful answer as SPEC.md section 7 reads it (`data` there is the body as received): what
 * the call returns sits beside `code` and `message` (`body.courts`, `body.results`, a booking's
 * own fields), not under `data`.
 */
export type Answer<T extends object = object> = T & { code: number; message: string };

/** A page of a list: `body.results`, `body.count`, `body.next`, `body.previous`. */
export type PageAnswer<T> = Answer<Paginated<T>>;

/** Every refusal: the status as `code`, a message to show, and for validation every message. */
export interface ErrorAnswer {
  code: number | 'token_not_valid';
  message: string;
  data: null;
  errors?: string[];
}
