import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CourtAvailability, CourtQuote } from '@courtbook/shared';
import { renderWithProviders } from '../../../test/render';
import { CourtStep, courtFactsLine, periodNote, priceNote, unavailableLabel } from './court-step';
import { SPEC_COURT } from '../../../test/courts';

const court = (change: Partial<CourtAvailability>): CourtAvailability => ({
  ...SPEC_COURT,
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

const quoteOf = (courtId: number, change: Partial<CourtQuote>): CourtQuote => ({
  court_id: courtId,
  start_time: '18:00',
  end_time: '19:00',
  total_price: '40.00',
  price_lines: [{ period: null, minutes: 60, fee_hrs: '40.00' }],
  member_plan: null,
  ...change,
});

describe('a member’s price at the court step', () => {
  it('names the plan that priced the quote, before any price period', () => {
    const peak = [{ period: 'Peak', minutes: 60, fee_hrs: '48.00' }];
    expect(priceNote({ price_lines: peak, member_plan: 'Gold' })).toBe('Member price · Gold');
    expect(priceNote({ price_lines: peak, member_plan: null })).toBe('Peak price');
  });

  it('shows "Member price" beside the member’s price of each court', () => {
    renderWithProviders(
      <CourtStep
        courts={[court({}), court({ court_id: 2, court_number: 2 })]}
        loading={false}
        error={null}
        courtId={null}
        onCourtChange={() => undefined}
        quotes={
          new Map([
            [1, quoteOf(1, { total_price: '32.00', member_plan: 'Gold' })],
            [2, quoteOf(2, { total_price: '40.00' })],
          ])
        }
        weekly={false}
        createError={null}
      />,
    );
    expect(screen.getByText('$32.00')).toBeVisible();
    expect(screen.getAllByText('Member price · Gold')).toHaveLength(1);
    expect(screen.getByText('$40.00')).toBeVisible();
  });
});

describe('what the court step says of each court', () => {
  it('says its sport, surface, and whether it is indoors and lit, in a line', () => {
    expect(
      courtFactsLine({ sport: 'padel', surface: 'Artificial grass', indoor: true, lights: true }),
    ).toBe('Padel · Artificial grass · Indoor · Lights');
    expect(courtFactsLine({ sport: 'tennis', surface: null, indoor: false, lights: false })).toBe(
      'Tennis',
    );
    expect(courtFactsLine({})).toBe('');
  });

  it('names each court by its own name, else its number, with its facts', () => {
    renderWithProviders(
      <CourtStep
        courts={[
          court({
            sport: 'padel',
            name: 'Centre Court',
            surface: 'Artificial grass',
            indoor: true,
            lights: true,
          }),
          court({ court_id: 2, court_number: 2, sport: 'padel', surface: 'Artificial grass' }),
        ]}
        loading={false}
        error={null}
        courtId={null}
        onCourtChange={() => undefined}
        quotes={new Map()}
        weekly={false}
        createError={null}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Centre Court' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Court 2' })).toBeEnabled();
    expect(screen.getByText('Padel · Artificial grass · Indoor · Lights')).toBeVisible();
    expect(screen.getByText('Padel · Artificial grass')).toBeVisible();
  });
});
