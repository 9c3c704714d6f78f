import { describe, expect, it } from 'vitest';
import { choicesKey, createBookingBody, type BookingChoices } from './booking-request';

const choices: BookingChoices = {
  locationId: '3',
  date: '2026-11-28',
  start: 18 * 60,
  duration: 90,
  weekly: false,
  courtId: 12,
  playerEmail: '',
};

describe('createBookingBody', () => {
  it('sends the form the API expects, priced as fee × hours', () => {
    expect(createBookingBody(choices, '45.00')).toEqual({
      location: 3,
      court_id: 12,
      booking_date: '2026-11-28',
      start_time: '18:00:00',
      end_time: '19:30:00',
      book_for_four_weeks: 'False',
      total_price: '67.50',
      on_amount: '67.50',
    });
  });

  it('multiplies by four for the weekly option, and rounds half up to the cent', () => {
    const body = createBookingBody({ ...choices, weekly: true, duration: 90 }, '33.33');
    // 33.33 × 1.5 = 49.995 → 50.00 a session, 200.00 for four.
    expect(body).toMatchObject({ book_for_four_weeks: 'True', total_price: '200.00' });
  });

  it('ends at midnight as 24:00:00 and names the player for staff', () => {
    const body = createBookingBody(
      { ...choices, start: 22 * 60, duration: 120, playerEmail: ' Pat@Example.com ' },
      '40',
    );
    expect(body).toMatchObject({
      end_time: '24:00:00',
      user_email: 'Pat@Example.com',
      total_price: '80.00',
    });
  });

  it('keys the same choices alike and different ones apart', () => {
    expect(choicesKey(choices)).toBe(choicesKey({ ...choices, playerEmail: '' }));
    expect(choicesKey(choices)).not.toBe(choicesKey({ ...choices, courtId: 13 }));
    expect(choicesKey(choices)).not.toBe(choicesKey({ ...choices, weekly: true }));
  });
});
