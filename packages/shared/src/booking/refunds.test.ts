import { describe, expect, it } from 'vitest';
import { RefundMessages } from './messages';
import { RefundRequestSchema, sessionsCancelledReason, sessionsShareCents } from './refunds';

describe('sessionsShareCents', () => {
  const session = { session_amount: '44.40' };

  it('adds each session’s fee, tax and card fee', () => {
    expect(sessionsShareCents([session, session], 100_000)).toBe(8880);
  });

  it('never passes what is left to refund', () => {
    expect(sessionsShareCents([session, session], 5000)).toBe(5000);
    expect(sessionsShareCents([session], 0)).toBe(0);
  });
});

describe('RefundRequestSchema', () => {
  it('reads the amount as cents and trims the reason', () => {
    expect(RefundRequestSchema.parse({ amount: '12.5', reason: ' Rain ' })).toEqual({
      amount: 1250,
      reason: 'Rain',
    });
    expect(RefundRequestSchema.parse({ amount: 7, reason: 'x' }).amount).toBe(700);
  });

  it.each([
    [{ amount: '0.00', reason: 'x' }, RefundMessages.amountZero],
    [{ amount: '1.001', reason: 'x' }, RefundMessages.amountInvalid],
    [{ amount: '-1', reason: 'x' }, RefundMessages.amountInvalid],
    [{ amount: '1', reason: '' }, RefundMessages.reasonRequired],
    [{ amount: '1', reason: 'x'.repeat(301) }, RefundMessages.reasonTooLong],
  ])('refuses %j: %s', (body, message) => {
    const result = RefundRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('sessionsCancelledReason', () => {
  it('names the dates of the sessions, or the booking when it is all of it', () => {
    expect(sessionsCancelledReason(['2027-01-12'], false)).toBe(
      'Session on Tue, Jan 12, 2027 cancelled by the club',
    );
    expect(sessionsCancelledReason(['2027-01-12', '2027-01-19'], false)).toBe(
      'Sessions on Tue, Jan 12, 2027, Tue, Jan 19, 2027 cancelled by the club',
    );
    expect(sessionsCancelledReason(['2027-01-12'], true)).toBe('Booking cancelled by the club');
  });
});
