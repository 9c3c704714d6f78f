import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../test/bookings';
import { renderWithProviders } from '../../../test/render';
import { BookingSummary } from './booking-summary';

describe('BookingSummary', () => {
  it('says how a session was priced when a price period applied', () => {
    renderWithProviders(
      <BookingSummary
        bookings={[
          aBooking(1, {
            total_price: '80.00',
            price_lines: [
              { period: null, minutes: 30, fee_hrs: '40.00' },
              { period: 'Peak', minutes: 60, fee_hrs: '60.00' },
            ],
          }),
        ]}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'Priced by period' }).closest('tr')!;
    const lines = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '0.5 hours standard at $40.00 an hour',
      '1 hour Peak at $60.00 an hour',
    ]);
  });

  it('adds nothing for a session at the court’s own fee', () => {
    renderWithProviders(
      <BookingSummary
        bookings={[aBooking(1, { price_lines: [{ period: null, minutes: 90, fee_hrs: '40.00' }] })]}
      />,
    );
    expect(screen.queryByRole('rowheader', { name: 'Priced by period' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Court fee' })).toBeVisible();
  });
});
