import { ValidationMessages } from '../validation/messages';
import { describe, expect, it } from 'vitest';
import { PaginationMessages } from '../api/messages';
import {
  canonicalTimeZone,
  ClosureCreateSchema,
  CourtCreateSchema,
  CourtUpdateSchema,
  LocationCreateSchema,
  LocationListQuerySchema,
  LocationMessages,
  LocationUpdateSchema,
  basisPointsToPercentText,
  percentTextToBasisPoints,
} from '.';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const location = { name: ' Club ', address_1: ' 1 Main St ', time_zone: 'America/New_York' };

describe('LocationCreateSchema', () => {
  it('needs a name, address line 1 and time zone', () => {
    expect(messages(LocationCreateSchema.safeParse({}))).toEqual([
      LocationMessages.nameRequired,
      LocationMessages.address1Required,
      LocationMessages.timeZoneRequired,
    ]);
    expect(messages(LocationCreateSchema.safeParse({ ...location, name: '   ' }))).toEqual([
      LocationMessages.nameRequired,
    ]);
  });

  it('trims, normalises and leaves unnamed fields out (the database defaults apply)', () => {
    const parsed = LocationCreateSchema.parse({
      ...location,
      time_zone: 'america/los_angeles',
      currency: 'eur',
      country: 'ca',
      tax_percent: '8.5',
      card_fee_percent: 3,
      is_active: 'False',
      address_2: null,
      phone: '',
      unknown: 'ignored',
    });
    expect(parsed).toEqual({
      name: 'Club',
      address_1: '1 Main St',
      time_zone: 'America/Los_Angeles',
      currency: 'EUR',
      country: 'CA',
      tax_percent: '8.50',
      card_fee_percent: '3.00',
      is_active: false,
      address_2: '',
      phone: '',
    });
  });

  it('reads form values: blank percentages and flags are "not given", hours as JSON text', () => {
    const parsed = LocationCreateSchema.parse({
      ...location,
      tax_percent: '',
      is_active: '',
      opening_hours:
        '{"1":{"open":"08:00","close":"24:00"},"2":null,"3":{"open":"09:00:00","close":"17:30"}}',
    });
    expect(parsed.tax_percent).toBeUndefined();
    expect(parsed.is_active).toBeUndefined();
    expect(parsed.opening_hours).toEqual({
      '1': { open: '08:00', close: '24:00' },
      '3': { open: '09:00', close: '17:30' },
    });
  });

  it.each([
    [{ tax_percent: '8.255' }, LocationMessages.taxPercentInvalid],
    [{ tax_percent: '-1' }, LocationMessages.taxPercentInvalid],
    [{ tax_percent: 100.01 }, LocationMessages.taxPercentInvalid],
    [{ card_fee_percent: 'three' }, LocationMessages.cardFeePercentInvalid],
    [{ card_fee_percent: Number.NaN }, LocationMessages.cardFeePercentInvalid],
    [{ time_zone: 'Mars/Olympus_Mons' }, LocationMessages.timeZoneInvalid],
    [{ time_zone: '+05:00' }, LocationMessages.timeZoneInvalid],
    [{ currency: 'XYZ' }, LocationMessages.currencyInvalid],
    [{ currency: 'US' }, LocationMessages.currencyInvalid],
    [{ email: 'club@' }, LocationMessages.emailInvalid],
    [{ phone: '12345' }, LocationMessages.phoneInvalid],
    [{ phone: 'call us' }, LocationMessages.phoneInvalid],
    [{ website: 'ftp://club.example' }, LocationMessages.websiteInvalid],
    [{ website: 'club' }, LocationMessages.websiteInvalid],
    [{ name: 'x'.repeat(201) }, LocationMessages.nameMax],
    [{ address_3: 'x'.repeat(201) }, LocationMessages.addressMax],
    [{ description: 'x'.repeat(2001) }, LocationMessages.descriptionMax],
    [{ is_active: 'maybe' }, LocationMessages.activeInvalid],
    [{ opening_hours: [] }, LocationMessages.openingHoursInvalid],
    [{ opening_hours: 'not json' }, LocationMessages.openingHoursInvalid],
    [
      { opening_hours: { '7': { open: '08:00', close: '09:00' } } },
      LocationMessages.openingHoursInvalid,
    ],
    [
      { opening_hours: { monday: { open: '08:00', close: '09:00' } } },
      LocationMessages.openingHoursInvalid,
    ],
    [
      { opening_hours: { '1': { open: '08:15', close: '09:00' } } },
      LocationMessages.openingTimeInvalid('Monday'),
    ],
    [
      { opening_hours: { '0': { open: '24:00', close: '24:00' } } },
      LocationMessages.openingTimeInvalid('Sunday'),
    ],
    [
      { opening_hours: { '6': { open: '08:00' } } },
      LocationMessages.openingTimeInvalid('Saturday'),
    ],
    [
      { opening_hours: { '2': { open: '10:00', close: '10:00' } } },
      LocationMessages.closeAfterOpen('Tuesday'),
    ],
    [{ booking_horizon_days: 0 }, LocationMessages.bookingHorizonInvalid],
    [{ booking_horizon_days: 731 }, LocationMessages.bookingHorizonInvalid],
    [{ booking_horizon_days: '30.5' }, LocationMessages.bookingHorizonInvalid],
    [{ booking_horizon_days: 'a year' }, LocationMessages.bookingHorizonInvalid],
    [{ booking_horizon_days: -5 }, LocationMessages.bookingHorizonInvalid],
    [{ booking_horizon_days: true }, LocationMessages.bookingHorizonInvalid],
  ])('refuses %j', (change, message) => {
    expect(messages(LocationCreateSchema.safeParse({ ...location, ...change }))).toEqual([message]);
  });

  it('reads the booking horizon in days from 1 to 730, as a number or form text', () => {
    const horizon = (value: unknown) =>
      LocationCreateSchema.parse({ ...location, booking_horizon_days: value }).booking_horizon_days;
    expect(horizon(30)).toBe(30);
    expect(horizon(' 730 ')).toBe(730);
    expect(horizon('1')).toBe(1);
    // Blank is "not given": the database's default of 365 applies on create.
    expect(horizon('')).toBeUndefined();
    expect(horizon(null)).toBeUndefined();
  });

  it('says so when the body is not an object', () => {
    expect(messages(LocationCreateSchema.safeParse([]))).toEqual([LocationMessages.bodyInvalid]);
  });
});

describe('LocationUpdateSchema', () => {
  it('takes any subset of fields, and nothing else', () => {
    expect(LocationUpdateSchema.parse({ is_active: false, id: 9 })).toEqual({ is_active: false });
    expect(LocationUpdateSchema.parse({})).toEqual({});
  });

  it('refuses blanking a required field', () => {
    expect(messages(LocationUpdateSchema.safeParse({ name: '', time_zone: ' ' }))).toEqual([
      LocationMessages.nameRequired,
      LocationMessages.timeZoneRequired,
    ]);
  });
});

describe('canonicalTimeZone', () => {
  it('answers the listed spelling, accepts runtime aliases, refuses the rest', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(canonicalTimeZone('Nowhere/Town')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });
});

describe('percent text', () => {
  it('converts to basis points and back', () => {
    expect(percentTextToBasisPoints('8.25')).toBe(825);
    expect(percentTextToBasisPoints('100.00')).toBe(10_000);
    expect(basisPointsToPercentText(5)).toBe('0.05');
    expect(basisPointsToPercentText(800)).toBe('8.00');
  });
});

describe('CourtCreateSchema', () => {
  it('refuses a location id larger than the database holds', () => {
    const body = { location_id: 2_147_483_648, court_number: 1, court_fee_hrs: '1' };
    expect(messages(CourtCreateSchema.safeParse(body))).toEqual([
      LocationMessages.locationRequired,
    ]);
  });

  it('needs a location, a number and a fee', () => {
    expect(messages(CourtCreateSchema.safeParse({}))).toEqual([
      LocationMessages.locationRequired,
      LocationMessages.courtNumberRequired,
      LocationMessages.courtFeeRequired,
    ]);
  });

  it('reads numbers and amounts from text', () => {
    expect(
      CourtCreateSchema.parse({ location_id: '3', court_number: '2', court_fee_hrs: 45.5 }),
    ).toEqual({ location_id: 3, court_number: 2, court_fee_hrs: '45.50' });
    expect(
      CourtCreateSchema.parse({
        location_id: 3,
        court_number: 1,
        court_fee_hrs: '0',
        tax_percent: '0',
        card_fee_percent: '2.9',
        is_active: true,
      }),
    ).toEqual({
      location_id: 3,
      court_number: 1,
      court_fee_hrs: '0.00',
      tax_percent: '0.00',
      card_fee_percent: '2.90',
      is_active: true,
    });
  });

  it.each([
    [{ court_number: 0 }, LocationMessages.courtNumberInvalid],
    [{ court_number: 2.5 }, LocationMessages.courtNumberInvalid],
    [{ court_number: 'two' }, LocationMessages.courtNumberInvalid],
    [{ court_number: 10_000 }, LocationMessages.courtNumberInvalid],
    [{ court_fee_hrs: '-1' }, LocationMessages.courtFeeInvalid],
    [{ court_fee_hrs: '10.001' }, LocationMessages.courtFeeInvalid],
    [{ court_fee_hrs: 100_000.01 }, LocationMessages.courtFeeInvalid],
    [{ court_fee_hrs: '' }, LocationMessages.courtFeeRequired],
    [{ tax_percent: '101' }, LocationMessages.taxPercentInvalid],
  ])('refuses %j', (change, message) => {
    const body = { location_id: 1, court_number: 1, court_fee_hrs: '40', ...change };
    expect(messages(CourtCreateSchema.safeParse(body))).toEqual([message]);
  });
});

describe('CourtUpdateSchema', () => {
  it('takes any subset; a court never moves to another location', () => {
    expect(CourtUpdateSchema.parse({ location_id: 4, is_active: 'false' })).toEqual({
      is_active: false,
    });
  });
});

describe('ClosureCreateSchema', () => {
  it('normalises local date-times on the half hour', () => {
    expect(
      ClosureCreateSchema.parse({
        start: '2030-05-01 08:00:00',
        end: '2030-05-02T00:30',
        reason: ' Resurfacing ',
      }),
    ).toEqual({ start: '2030-05-01T08:00', end: '2030-05-02T00:30', reason: 'Resurfacing' });
  });

  it.each([
    [{}, [LocationMessages.closureStartRequired, LocationMessages.closureEndRequired]],
    [
      { start: '2030-05-01T08:10', end: '2030-05-01T09:00' },
      [LocationMessages.closureStartInvalid],
    ],
    [{ start: '2030-05-01T08:00', end: '2030-02-30T09:00' }, [LocationMessages.closureEndInvalid]],
    [
      { start: '2030-05-01T24:00', end: '2030-05-02T09:00' },
      [LocationMessages.closureStartInvalid],
    ],
    [
      { start: '2030-05-01T08:00Z', end: '2030-05-01T09:00' },
      [LocationMessages.closureStartInvalid],
    ],
    [
      { start: '2030-05-01T08:00', end: '2030-05-01T08:00' },
      [LocationMessages.closureEndAfterStart],
    ],
    [
      { start: '2030-05-01T08:00', end: '2030-04-30T09:00' },
      [LocationMessages.closureEndAfterStart],
    ],
    [
      { start: '2030-05-01T08:00', end: '2030-05-01T09:00', reason: 'x'.repeat(501) },
      [LocationMessages.reasonMax],
    ],
  ])('refuses %j', (body, expected) => {
    expect(messages(ClosureCreateSchema.safeParse(body))).toEqual(expected);
  });
});

describe('LocationListQuerySchema', () => {
  it('defaults the page and size and checks the date range', () => {
    expect(LocationListQuerySchema.parse({ search: ' ab ' })).toEqual({
      page: 1,
      page_size: 10,
      search: 'ab',
    });
    expect(
      messages(
        LocationListQuerySchema.safeParse({ start_date: '2030-01-02', end_date: '2030-01-01' }),
      ),
    ).toEqual([ValidationMessages.startDateAfterEnd]);
    expect(messages(LocationListQuerySchema.safeParse({ page_size: '101' }))).toEqual([
      PaginationMessages.pageSize,
    ]);
    expect(messages(LocationListQuerySchema.safeParse({ page: 'two' }))).toEqual([
      PaginationMessages.page,
    ]);
  });
});
