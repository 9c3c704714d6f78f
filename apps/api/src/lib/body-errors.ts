export const BROKEN_FORM_MESSAGE =
  'The form data is incomplete or malformed (it may have been cut short). Please send the form again.';
export const CUT_SHORT_MESSAGE =
  'The request ended before all of its body arrived. Please send it again.';

/**
 * The multipart parser's (busboy's) errors for a body it could not read to the end: the closing
 * boundary never came, there is no boundary, or a part stops mid-way. They carry no status, yet the
 * fault is the request's, not ours.
 */
const BROKEN_FORM =
  /^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Boundary required|(Part|Header) terminated early)/;

/** @fastify/multipart's own refusals whose texts are not written for people. */
const FORM_MESSAGES: Record<string, string> = {
  FST_MP_PREMATURE_CLOSE: BROKEN_FORM_MESSAGE,
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field marked as JSON is not valid JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be a multipart form.',
};

interface ErrorFacts {
  code?: string;
  message: string;
  statusCode?: number;
}

/**
 * The message for a request body that could not be read (a form cut short or garbled, or a body
 * shorter than its Content-Length when the client hung up), or undefined for any other error.
 */
export function brokenBodyMessage(error: ErrorFacts): string | undefined {
  if (error.code && FORM_MESSAGES[error.code]) return FORM_MESSAGES[error.code];
  if (error.statusCode !== undefined) return undefined;
  if (BROKEN_FORM.test(error.message)) return BROKEN_FORM_MESSAGE;
  // Node's own error on the request stream when the client goes before the body is complete;
  // left alone it reads as a lost database connection (ECONNRESET).
  if (error.code === 'ECONNRESET' && error.message === 'aborted') return CUT_SHORT_MESSAGE;
  return undefined;
}
