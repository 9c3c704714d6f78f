import { describe, expect, it } from 'vitest';
import { BROKEN_FORM_MESSAGE, brokenBodyMessage, CUT_SHORT_MESSAGE } from './body-errors';

describe('brokenBodyMessage', () => {
  it.each([
    ['Unexpected end of multipart data', BROKEN_FORM_MESSAGE],
    ['Unexpected end of form', BROKEN_FORM_MESSAGE],
    ['Multipart: Boundary not found', BROKEN_FORM_MESSAGE],
    ['Part terminated early due to unexpected end of multipart data', BROKEN_FORM_MESSAGE],
  ])('reads the parser’s "%s" as a broken form', (message, expected) => {
    expect(brokenBodyMessage(new Error(message))).toBe(expected);
  });

  it('reads a request stream the client left before its end as cut short', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(brokenBodyMessage(aborted)).toBe(CUT_SHORT_MESSAGE);
  });

  it('leaves other errors alone: a lost database connection is not the client’s fault', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(brokenBodyMessage(reset)).toBeUndefined();
    expect(brokenBodyMessage(new Error('relation "users" does not exist'))).toBeUndefined();
    const withStatus = Object.assign(new Error('Unexpected end of form'), { statusCode: 413 });
    expect(brokenBodyMessage(withStatus)).toBeUndefined();
  });
});
