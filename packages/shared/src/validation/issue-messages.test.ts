import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegistrationSchema } from '../accounts/schemas';
import { pathLabel, plainIssueMessage, type ValidationIssue } from './issue-messages';
import { fieldLabel } from './labels';
import { isWrittenMessage, ValidationMessages } from './messages';

const LIBRARY_TEXT = /Invalid input|expected|received|NaN|Too (big|small)|Unrecognized/;

describe('fieldLabel', () => {
  it('uses the forms’ words, else the key’s own words', () => {
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('location_id')).toBe('Location');
    expect(fieldLabel('court_fee_hrs')).toBe('Hourly fee');
    expect(fieldLabel('booking_horizon_days')).toBe('Booking horizon days');
    expect(fieldLabel('closureId')).toBe('Closure');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(fieldLabel('constructor')).toBe('Constructor');
    expect(fieldLabel('')).toBe('This field');
  });

  it('names an item of a list, and the whole input', () => {
    expect(pathLabel(['courts', 1, 'court_id'])).toBe('Court (item 2)');
    expect(pathLabel(['location_ids', '0'])).toBe('Locations (item 1)');
    expect(pathLabel([], 'The request body')).toBe('The request body');
  });
});

describe('plainIssueMessage', () => {
  const issue = (code: string, rest: Partial<ValidationIssue> = {}, path = ['first_name']) => ({
    code,
    path,
    ...rest,
  });

  it.each([
    [issue('invalid_type', { expected: 'string' }), 'First name must be text.'],
    [issue('invalid_type', { expected: 'number' }, ['location']), 'Location must be a number.'],
    [issue('invalid_type', { expected: 'int' }, ['location']), 'Location must be a whole number.'],
    [issue('invalid_type', { expected: 'boolean' }, ['is_read']), 'Read must be true or false.'],
    [issue('invalid_type', { expected: 'array' }, ['courts']), 'Courts must be a list.'],
    [issue('invalid_type', { expected: 'object' }, []), 'The request must be a JSON object.'],
    [
      issue('too_big', { origin: 'string', maximum: 100 }, ['search']),
      'Search must be no more than 100 characters.',
    ],
    [issue('too_small', { origin: 'string', minimum: 1 }), 'First name is required.'],
    [
      issue('too_small', { origin: 'string', minimum: 2 }),
      'First name must be at least 2 characters.',
    ],
    [
      issue('too_big', { origin: 'number', maximum: 100, inclusive: true }, ['page_size']),
      'Page size must be 100 or less.',
    ],
    [
      issue('too_small', { origin: 'number', minimum: 0, inclusive: false }, ['id']),
      'Id must be more than 0.',
    ],
    [
      issue('too_small', { origin: 'number', minimum: 1, inclusive: true }, ['page']),
      'Page must be 1 or more.',
    ],
    [
      issue('too_big', { origin: 'array', maximum: 500 }, ['courts']),
      'Courts must have no more than 500 items.',
    ],
    [
      issue('invalid_format', { format: 'email' }, ['user_email']),
      "Player's email is not a valid email address.",
    ],
    [issue('invalid_format', { format: 'regex' }, ['phone']), 'Phone number is not valid.'],
    [
      issue('invalid_value', { values: ['upcoming', 'past', 'all'] }, ['type']),
      'Type must be one of: upcoming, past, all.',
    ],
    [issue('unrecognized_keys', { keys: ['extra'] }, []), 'These fields are not accepted: extra.'],
    [issue('not_multiple_of', { divisor: 30 }, ['duration']), 'Duration must be a multiple of 30.'],
    [issue('invalid_union', {}, ['otp']), 'Code is not valid.'],
    [issue('custom', {}, ['start']), 'Start is not valid.'],
    [issue('something_new'), 'First name is not valid.'],
  ])('%j → %s', (given, expected) => {
    expect(plainIssueMessage(given)).toBe(expected);
    expect(isWrittenMessage(expected)).toBe(true);
  });

  it('says "is required" when the value is missing or null, whatever was wanted', () => {
    const wanted = issue('invalid_type', { expected: 'string' });
    expect(plainIssueMessage(wanted, { valueKnown: true })).toBe('First name is required.');
    expect(plainIssueMessage(wanted, { valueKnown: true, value: null })).toBe(
      'First name is required.',
    );
    expect(plainIssueMessage(wanted, { valueKnown: true, value: 5 })).toBe(
      'First name must be text.',
    );
  });

  it('leaves none of the validator’s own words in any issue a schema raises', () => {
    const Schema = z.strictObject({
      name: z.string().min(2).max(5),
      count: z.number().int().positive().max(10),
      email: z.email(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
      flag: z.boolean(),
      either: z.union([z.number(), z.literal('x')]),
    });
    const inputs: unknown[] = [
      { name: true, count: 'x', email: 3, kind: 'c', tags: 'x', flag: 'no', either: [] },
      { name: 'a', count: 1.5, email: 'nope', kind: null, tags: ['a', 'b'], flag: 1, either: 'y' },
      { name: 'abcdefgh', count: Number.NaN, extra: 1 },
      { count: 11 },
      { count: -1 },
      [],
      'text',
    ];
    for (const input of inputs) {
      for (const found of Schema.safeParse(input).error?.issues ?? []) {
        const message = plainIssueMessage(found);
        expect(message, JSON.stringify(found)).not.toMatch(LIBRARY_TEXT);
        expect(isWrittenMessage(message)).toBe(true);
      }
    }
  });

  it('leaves the spec’s own messages to the schemas that write them', () => {
    const issues = RegistrationSchema.safeParse({ first_name: 'A' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain(ValidationMessages.firstNameMin);
    for (const message of Object.values(ValidationMessages)) {
      expect(isWrittenMessage(message)).toBe(true);
    }
  });

  it('tells the validator’s default texts from written ones', () => {
    for (const found of z.object({ a: z.string(), b: z.number().max(3) }).safeParse({ b: 9 }).error
      ?.issues ?? []) {
      expect(isWrittenMessage(found.message)).toBe(false);
    }
  });
});
