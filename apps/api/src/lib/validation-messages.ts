import { isWrittenMessage, plainIssueMessage } from '@courtbook/shared';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const NOT_VALID = 'The request is not valid.';

const ROOT_LABELS: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

/** What the request carried in the part that failed validation, before any parsing. */
function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** The value at a path of the input ("/courts/0/court_id" → ['courts', '0', 'court_id']). */
function valueAt(root: unknown, path: string[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Every validation problem as a sentence for people: the schema's own message when it wrote one
 * (SPEC.md's texts stay word for word), else a plain sentence naming the field by its label.
 * The validator's default texts ("Invalid input: expected string, received boolean") never pass.
 */
export function validationMessages(error: FastifyError, request: FastifyRequest): string[] {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [isWrittenMessage(error.message) ? error.message : NOT_VALID];
  }
  const input = inputOf(request, error.validationContext);
  const messages = error.validation.map(({ keyword, instancePath, message, params }) => {
    if (message && isWrittenMessage(message)) return message;
    const path = instancePath.split('/').filter((part) => part !== '');
    return plainIssueMessage(
      { ...params, code: keyword, path },
      {
        value: valueAt(input, path),
        valueKnown: true,
        rootLabel: ROOT_LABELS[error.validationContext ?? ''],
      },
    );
  });
  return [...new Set(messages)];
}
