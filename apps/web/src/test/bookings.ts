import type { Booking, Paginated } from '@courtbook/shared';

/** A booking as GET /court-bookings/ returns it: Greenlake, court 1, 6:00 PM for 1.5 hours. */
export function aBooking(id: number, overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: id,
    series_id: `series-${id}`,
    booking_date: '2026-12-07',
    start_time: '18:00:00',
    end_time: '19:30:00',
    duration_time: '01:30:00',
    starts_at: '2026-12-08T00:00:00.000Z',
    ends_at: '2026-12-08T01:30:00.000Z',
    court_id: 11,
    court: {
      court_id: 11,
      court_number: 1,
      name: null,
      sport: 'tennis',
      location: {
        id: 1,
        name: 'Greenlake Tennis Club',
        logo: null,
        address_1: '1 Lake Road',
        address_2: '',
        address_3: 'Chicago, IL 60601',
        address_4: '',
        time_zone: 'America/Chicago',
        currency: 'USD',
      },
    },
    location: 1,
    locationId: 1,
    user: {
      id: 7,
      first_name: 'Pat',
      last_name: 'Player',
      phone: '+13125550100',
      email: 'pat@example.com',
    },
    status: 'confirmed',
    hold_expires_at: null,
    book_for_four_weeks: 'False',
    session_dates: ['2026-12-07'],
    fee: '60.00',
    price_lines: [],
    tax: '4.80',
    cc_fees: '1.80',
    session_amount: '66.60',
    total_price: '60.00',
    full_tax: '4.80',
    full_cc_fees: '1.80',
    on_amount: '66.60',
    summary: '66.60',
    payment_method: 'venue',
    refund_amount: null,
    refunded_at: null,
    series_sessions: [{ booking_id: id, booking_date: '2026-12-07', cancelled: false }],
    refunds: [],
    refundable_amount: '0.00',
    venue_paid: null,
    calendar_sequence: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Page `page` (10 a page) of `all`, as the list endpoints answer. */
export function pageOf<T>(all: T[], page: number, pageSize = 10): Paginated<T> {
  const last = Math.max(1, Math.ceil(all.length / pageSize));
  return {
    count: all.length,
    next: page < last ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results: all.slice((page - 1) * pageSize, page * pageSize),
  };
}
