import { describe, expect, it } from 'vitest';
import type { CourtAvailability } from '@courtbook/shared';
import { periodNote, unavailableLabel } from './court-step';

const court = (change: Partial<CourtAvailability>): CourtAvailability => ({
  court_id: 1,
  court_number: 1,
  court_fee_hrs: '40.00',
  is_booked: false,
  unavailable_reason: null,
  unavailable_dates: [],
  ...change,
});

describe('why a court cannot be chosen', () => {
  it('says nothing for a free court', () => {
    expect(unavailableLabel(court({}), false)).toBeNull();
  });

  it('says Booked or Closed for one date', () => {
    const booked = court({
      is_booked: true,
      unavailable_reason: 'booked',
      unavailable_dates: ['2030-05-01'],
    });
    expect(unavailableLabel(booked, false)).toBe('Booked');
    const closed = court({
      is_booked: true,
      unavailable_reason: 'closed',
      unavailable_dates: ['2030-05-01'],
    });
    expect(unavailableLabel(closed, false)).toBe('Closed');
  });

  it('names the weeks that clash with the weekly option', () => {
    const booked = court({
      is_booked: true,
      unavailable_reason: 'booked',
      unavailable_dates: ['2030-05-08', '2030-05-22'],
    });
    expect(unavailableLabel(booked, true)).toBe('Booked on May 8 and May 22');
  });
});

describe('the price period a court’s quote names', () => {
  it('names each period once, and nothing for the court’s own fee', () => {
    expect(
      periodNote({ price_lines: [{ period: null, minutes: 60, fee_hrs: '40.00' }] }),
    ).toBeNull();
    expect(
      periodNote({
        price_lines: [
          { period: null, minutes: 30, fee_hrs: '40.00' },
          { period: 'Peak', minutes: 60, fee_hrs: '60.00' },
        ],
      }),
    ).toBe('Peak price');
    expect(
      periodNote({
        price_lines: [
          { period: 'Evening', minutes: 30, fee_hrs: '50.00' },
          { period: 'Late', minutes: 30, fee_hrs: '30.00' },
        ],
      }),
    ).toBe('Evening + Late price');
  });
});
