import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_NOT_VALID, type ApiEnvelope } from '@courtbook/shared';
import { isDatabaseUnavailable } from '../db/errors';
import {
  AppError,
  ErrorCode,
  RETRY_AFTER_SECONDS,
  TOO_MANY_REQUESTS,
  UNAVAILABLE_MESSAGE,
} from '../lib/errors';
import { brokenBodyMessage } from '../lib/body-errors';
import { validationMessages } from '../lib/validation-messages';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export function envelope(status: number, message: string, errors?: string[]): ApiEnvelope<null> {
  return { code: status, message, data: null, ...(errors?.length ? { errors } : {}) };
}

/**
 * The one place an error becomes a response. A 5xx never shows its internals; every answer carries
 * a message, and validation answers list every problem in `errors`.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.code === ErrorCode.TokenNotValid) {
          return reply
            .status(401)
            .send({ code: TOKEN_NOT_VALID, message: error.message, data: null });
        }
        if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply
          .status(error.status)
          .send({ ...envelope(error.status, error.message, error.errors), data: error.data });
      }

      if (error.validation) {
        const errors = validationMessages(error, request);
        return reply
          .status(400)
          .send(envelope(400, errors[0] ?? 'The request is not valid.', errors));
      }

      const bodyMessage = brokenBodyMessage(error);
      if (bodyMessage) {
        request.log.info({ err: { message: error.message, code: error.code } }, 'body refused');
        return reply.status(400).send(envelope(400, bodyMessage));
      }

      const status = error.statusCode ?? 500;
      if (isDatabaseUnavailable(error) || status === 503) {
        request.log.error({ err: error }, 'service unavailable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(envelope(503, UNAVAILABLE_MESSAGE));
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send(envelope(500, INTERNAL_MESSAGE));
      }

      request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
      return reply.status(status).send(envelope(status, clientMessage(error, status)));
    });
  },
  { name: 'error-handler' },
);

/** Fastify's own 4xx messages are fine for people except a few we phrase better. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      if (status === 429) return TOO_MANY_REQUESTS;
      return error.message || 'The request could not be processed.';
  }
}
