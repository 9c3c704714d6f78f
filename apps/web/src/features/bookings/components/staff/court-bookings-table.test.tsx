import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/bookings';
import { BookingActionsScope } from './booking-actions-scope';
import { renderWithProviders } from '../../../../test/render';
import { CourtBookingCards } from './court-booking-cards';
import { CourtBookingsTable } from './court-bookings-table';

// Issue Step 15, item 2.3: $61.83 a session, $247.32 the series of four.
const dates = ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'];
const series = dates.map((date, i) =>
  aBooking(20 + i, {
    booking_date: date,
    book_for_four_weeks: 'True',
    session_dates: dates,
    fee: '55.00',
    tax: '4.40',
    cc_fees: '2.43',
    session_amount: '61.83',
    total_price: '220.00',
    full_tax: '17.60',
    full_cc_fees: '9.72',
    on_amount: '247.32',
    summary: '247.32',
  }),
);

describe("staff rows of a weekly series: each session's amount, not the series'", () => {
  it('in the table', () => {
    renderWithProviders(
      <BookingActionsScope>
        <CourtBookingsTable bookings={series} caption="Upcoming bookings" />
      </BookingActionsScope>,
    );
    const table = screen.getByRole('table', { name: 'Upcoming bookings' });
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(within(row).getByText('$61.83')).toBeInTheDocument();
      expect(within(row).getByText('This session of 4 weekly')).toBeInTheDocument();
      expect(within(row).queryByText('$247.32')).not.toBeInTheDocument();
    }
  });

  it('in the phone cards', () => {
    renderWithProviders(
      <BookingActionsScope>
        <CourtBookingCards bookings={series} caption="Upcoming bookings" />
      </BookingActionsScope>,
    );
    const cards = within(screen.getByRole('region', { name: 'Upcoming bookings' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByText('$61.83')).toBeInTheDocument();
      expect(within(card).queryByText('$247.32')).not.toBeInTheDocument();
    }
  });
});
