export const ErrorCode = {
  BadRequest: 'bad_request',
  Validation: 'validation',
  Unauthorized: 'unauthorized',
  TokenNotValid: 'token_not_valid',
  PaymentRequired: 'payment_required',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  TooManyRequests: 'too_many_requests',
  Unavailable: 'unavailable',
  Internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one map from a domain error to an HTTP status. */
export const httpStatusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  token_not_valid: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
/** Seconds a client should wait before retrying a 503 (database unreachable, process closing). */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/** A failure the client may be told about: its message is written for the person using the app. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: string[] = [],
    /** What the client may act on beside the message (e.g. `{ can_resend_verification: true }`). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = httpStatusOf[code];
  }

  static badRequest(message: string, errors: string[] = [message]) {
    return new AppError(ErrorCode.BadRequest, message, errors);
  }
  static unauthorized(message: string) {
    return new AppError(ErrorCode.Unauthorized, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(ErrorCode.NotFound, message);
  }
  static forbidden(
    message = 'You do not have permission to do that.',
    data: Record<string, unknown> | null = null,
  ) {
    return new AppError(ErrorCode.Forbidden, message, [], data);
  }
  /** A card payment that did not go through (declined, or not succeeded at the provider). */
  static paymentRequired(message: string) {
    return new AppError(ErrorCode.PaymentRequired, message);
  }
  static conflict(message: string, data: Record<string, unknown> | null = null) {
    return new AppError(ErrorCode.Conflict, message, [], data);
  }
  static tooManyRequests(message = TOO_MANY_REQUESTS) {
    return new AppError(ErrorCode.TooManyRequests, message);
  }
  /** The service cannot answer just now (database away, or the process is closing). */
  static unavailable(message = UNAVAILABLE_MESSAGE) {
    return new AppError(ErrorCode.Unavailable, message);
  }
  static tokenNotValid(message = 'Your session has expired. Please log in again.') {
    return new AppError(ErrorCode.TokenNotValid, message);
  }
}
