import { describe, expect, it } from 'vitest';
import type { BookingQuote } from '@courtbook/shared';
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

const quote: BookingQuote = {
  total_price: '67.50',
  price_lines: [],
  tax: '5.40',
  cc_fees: '2.03',
  full_tax: '5.40',
  full_cc_fees: '2.03',
  on_amount: '74.93',
  summary: '74.93',
  member_plan: null,
};

describe('createBookingBody', () => {
  it('sends the form the API expects, at the price the server quoted', () => {
    expect(createBookingBody(choices, quote)).toEqual({
      location: 3,
      court_id: 12,
      booking_date: '2026-11-28',
      start_time: '18:00:00',
      end_time: '19:30:00',
      book_for_four_weeks: 'False',
      total_price: '67.50',
      on_amount: '74.93',
    });
  });

  it('asks for four weeks with the weekly option', () => {
    const body = createBookingBody({ ...choices, weekly: true }, quote);
    expect(body).toMatchObject({ book_for_four_weeks: 'True' });
  });

  it('ends at midnight as 24:00:00 and names the player for staff', () => {
    const body = createBookingBody(
      { ...choices, start: 22 * 60, duration: 120, playerEmail: ' Pat@Example.com ' },
      quote,
    );
    expect(body).toMatchObject({ end_time: '24:00:00', user_email: 'Pat@Example.com' });
  });

  it('keys the same choices alike and different ones apart', () => {
    expect(choicesKey(choices)).toBe(choicesKey({ ...choices, playerEmail: '' }));
    expect(choicesKey(choices)).not.toBe(choicesKey({ ...choices, courtId: 13 }));
    expect(choicesKey(choices)).not.toBe(choicesKey({ ...choices, weekly: true }));
  });
});
