import { describe, expect, it } from 'vitest';
import {
  createBookingSchema,
  CreateBookingSchema,
  StaffBookingListQuerySchema,
} from './booking-requests';
import { displayStatus, durationMinutesOf } from './bookings';
import { BookingMessages } from './messages';
import { DEFAULT_SLOT_RULES } from './slot-rules';

const form = {
  location: '3',
  court_id: 7,
  booking_date: '2030-05-01',
  start_time: '18:00',
  book_for_four_weeks: 'False',
  total_price: '45.00',
  on_amount: '99999',
};

/** The booking's form under SPEC's rules, as the service asks it again for a court that sets none. */
const SpecRulesSchema = createBookingSchema(DEFAULT_SLOT_RULES);
const messagesOf = (input: unknown) => {
  const result = SpecRulesSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('CreateBookingSchema', () => {
  it('reads the end from a duration in hours and drops the client on_amount', () => {
    const parsed = CreateBookingSchema.parse({ ...form, duration: 1.5 });
    expect(parsed).toEqual({
      location: 3,
      court_id: 7,
      booking_date: '2030-05-01',
      start_time: 18 * 60,
      end_time: 19 * 60 + 30,
      book_for_four_weeks: false,
      total_price: 4500,
    });
  });

  it('takes an explicit end time, midnight included', () => {
    expect(
      CreateBookingSchema.parse({ ...form, start_time: '22:00:00', end_time: '00:00:00' }).end_time,
    ).toBe(1440);
    expect(CreateBookingSchema.parse({ ...form, duration: '02:00:00' }).end_time).toBe(20 * 60);
  });

  it('refuses a missing end, a short or off-grid duration and a session past midnight', () => {
    expect(messagesOf(form)).toContain(BookingMessages.timesRequired);
    expect(messagesOf({ ...form, duration: 0.5 })).toContain(BookingMessages.durationInvalid);
    expect(messagesOf({ ...form, duration: 1.25 })).toContain(BookingMessages.durationInvalid);
    expect(messagesOf({ ...form, start_time: '23:00', duration: 2 })).toEqual([
      'A booking must end by midnight.',
    ]);
  });

  it('needs the price the player saw, as money', () => {
    expect(messagesOf({ ...form, duration: 1, total_price: undefined })).toContain(
      BookingMessages.totalPriceRequired,
    );
    expect(messagesOf({ ...form, duration: 1, total_price: '12.345' })).toContain(
      BookingMessages.totalPriceRequired,
    );
    expect(messagesOf({ ...form, duration: 1, court_id: 'x' })).toContain(
      BookingMessages.courtRequired,
    );
  });
});

describe('durationMinutesOf', () => {
  it('reads hours and clock durations', () => {
    expect(durationMinutesOf(1)).toBe(60);
    expect(durationMinutesOf('2.5')).toBe(150);
    expect(durationMinutesOf('01:30:00')).toBe(90);
    expect(durationMinutesOf('soon')).toBeNaN();
  });
});

describe('displayStatus', () => {
  const end = new Date('2030-05-01T20:00:00Z');
  it('shows a confirmed booking whose end has passed as completed', () => {
    expect(displayStatus('confirmed', end, new Date('2030-05-01T20:00:00Z'))).toBe('completed');
    expect(displayStatus('confirmed', end, new Date('2030-05-01T19:59:59Z'))).toBe('confirmed');
    expect(displayStatus('pending', end, new Date('2031-01-01T00:00:00Z'))).toBe('pending');
  });
});

describe('StaffBookingListQuerySchema', () => {
  it('lists every status by default and checks the filters', () => {
    expect(StaffBookingListQuerySchema.parse({})).toMatchObject({
      type: 'all',
      page: 1,
      page_size: 10,
    });
    expect(StaffBookingListQuerySchema.safeParse({ start_date: '2030-02-30' }).success).toBe(false);
  });
});
