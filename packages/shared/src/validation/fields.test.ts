import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ProfileUpdateSchema, RegistrationSchema } from '../accounts/schemas';
import { AdminCreateSchema } from '../admins/schemas';
import { AvailabilityQuerySchema } from '../booking/availability';
import {
  BookingIdParamsSchema,
  CreateBookingSchema,
  StaffBookingListQuerySchema,
} from '../booking/booking-requests';
import { OccupancyQuerySchema } from '../booking/occupancy';
import { CONTACT_MESSAGE_MAX } from '../contact/limits';
import { ContactMessageSchema } from '../contact/schemas';
import { ClosureCreateSchema } from '../locations/closure-schemas';
import { CourtCreateSchema } from '../locations/court-schemas';
import { idParam } from '../locations/fields';
import { LocationCreateSchema } from '../locations/location-schemas';
import {
  CreateCheckoutSchema,
  LocalCardPaymentSchema,
  VerifyPaymentSchema,
} from '../payments/schemas';
import { PriceCourtInputSchema } from '../prices/schemas';
import { ReportQuerySchema } from '../reports/schemas';
import { hasControlCharacters, idField, MAX_ID, plainText, searchField } from './fields';
import { FieldMessages as F, ValidationMessages } from './messages';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('idField: the one id rule', () => {
  const id = idField('Please choose a location.');

  it.each([
    [1, 1],
    ['42', 42],
    [' 7 ', 7],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('takes %j as %j', (value, expected) => {
    expect(id.parse(value)).toBe(expected);
  });

  it.each([
    true,
    false,
    MAX_ID + 1,
    99_999_999_999,
    '2147483648',
    '99999999999',
    1.5,
    0,
    -1,
    '1e3',
    '0x10',
    '',
    null,
    [1],
    { id: 1 },
  ])('refuses %j with its message', (value) => {
    expect(messagesOf(id, value)).toEqual(['Please choose a location.']);
  });

  // Each schema's id field, given what a client might send in it: never read as a record id.
  const idFields: [z.ZodType, string | undefined][] = [
    [idParam(), undefined],
    [BookingIdParamsSchema, 'id'],
    [AvailabilityQuerySchema, 'location_id'],
    [OccupancyQuerySchema, 'location'],
    [StaffBookingListQuerySchema, 'location'],
    [ReportQuerySchema, 'location'],
    [CreateCheckoutSchema, 'booking_id'],
    [CourtCreateSchema, 'location_id'],
    [RegistrationSchema, 'location_id'],
    [PriceCourtInputSchema, 'court_id'],
    [CreateBookingSchema, 'location'],
    [CreateBookingSchema, 'court_id'],
    [CreateBookingSchema, 'user_id'],
  ];

  it.each(
    idFields.flatMap(([schema, field]) =>
      [true, MAX_ID + 1, 99_999_999_999, '2147483648'].map(
        (value) => [field ?? 'a path id', value, schema] as const,
      ),
    ),
  )('%s refuses %j', (field, value, schema) => {
    const input = field === 'a path id' ? value : { [field]: value };
    const issues = schema.safeParse(input).error?.issues ?? [];
    const onField = issues.filter((i) =>
      field === 'a path id' ? i.path.length === 0 : i.path[0] === field,
    );
    expect(onField.length).toBeGreaterThan(0);
  });
});

describe('text fields refuse control characters', () => {
  it('finds NUL and the other control characters, but not tabs or line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('\u001b[2J')).toBe(true);
    expect(hasControlCharacters('\u007f')).toBe(true);
    expect(hasControlCharacters('Line one\r\nLine two\twith a tab')).toBe(false);
    expect(hasControlCharacters('Zoë Ångström 日本')).toBe(false);
  });

  it('names the field in plain words', () => {
    expect(messagesOf(plainText('City'), 'Ber\u0000lin')).toEqual([
      'City must not contain control characters.',
    ]);
    expect(messagesOf(plainText('City'), true)).toEqual(['City must be text.']);
    expect(
      messagesOf(searchField('Search must be no more than 100 characters.'), '\u0000'),
    ).toEqual(['Search must not contain control characters.']);
  });

  const registration = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: '+1 215 555 0100',
    country: 'US',
    password: 'Secret1!',
    confirm_password: 'Secret1!',
    location_id: 3,
  };
  const location = { name: 'North', address_1: '1 Main St', time_zone: 'America/Chicago' };

  it.each([
    [RegistrationSchema, registration, 'first_name', 'First name'],
    [RegistrationSchema, registration, 'last_name', 'Last name'],
    [RegistrationSchema, registration, 'email', 'Email'],
    [RegistrationSchema, registration, 'password', 'Password'],
    [ProfileUpdateSchema, registration, 'country', 'Country'],
    [AdminCreateSchema, { ...registration, user_type: 0 }, 'confirm_password', 'Confirm password'],
    [LocationCreateSchema, location, 'name', 'Name'],
    [LocationCreateSchema, location, 'address_2', 'Address line 2'],
    [LocationCreateSchema, location, 'city', 'City'],
    [LocationCreateSchema, location, 'description', 'Description'],
    [LocationCreateSchema, location, 'email', 'Email'],
    [LocationCreateSchema, location, 'website', 'Website'],
    [
      ClosureCreateSchema,
      { start: '2030-05-01T08:00', end: '2030-05-01T09:00' },
      'reason',
      'Reason',
    ],
    [VerifyPaymentSchema, {}, 'payment_intent_id', 'Payment reference'],
    [
      LocalCardPaymentSchema,
      { card_number: '4', expiry: '1', cvc: '1' },
      'client_secret',
      'Payment reference',
    ],
    [ContactMessageSchema, { ...registration, message: 'Hello' }, 'message', 'Description'],
  ] as const)('%#: %s %s', (schema, base, field, label) => {
    const messages = messagesOf(schema as z.ZodType, { ...base, [field]: 'Ann\u0000Lee' });
    expect(messages).toContain(F.controlCharacters(label));
  });

  it('reads a wrong type as "must be text", not as a length or a missing value', () => {
    expect(messagesOf(RegistrationSchema, { ...registration, first_name: true })).toEqual([
      'First name must be text.',
    ]);
    expect(messagesOf(LocationCreateSchema, { ...location, city: { a: 1 } })).toEqual([
      'City must be text.',
    ]);
  });
});

describe('the contact message', () => {
  const contact = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: '+1 215 555 0100',
  };

  it(`takes up to ${CONTACT_MESSAGE_MAX} characters, with line breaks`, () => {
    const message = `${'x'.repeat(CONTACT_MESSAGE_MAX - 2)}\r\n`;
    expect(
      ContactMessageSchema.parse({ ...contact, message: `a\n${message}` }).message,
    ).toHaveLength(CONTACT_MESSAGE_MAX);
  });

  it('refuses a longer one, and one that is missing, in the form’s words', () => {
    expect(messagesOf(ContactMessageSchema, { ...contact, message: 'x'.repeat(100_000) })).toEqual([
      ValidationMessages.contactMessageMax,
    ]);
    expect(messagesOf(ContactMessageSchema, { ...contact, message: '  ' })).toEqual([
      ValidationMessages.contactMessageRequired,
    ]);
    expect(ValidationMessages.contactMessageMax).toBe(
      'Description must be no more than 5000 characters.',
    );
  });
});
