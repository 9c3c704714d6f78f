import { describe, expect, it } from 'vitest';
import {
  formatBookingDate,
  formatClock,
  formatDuration,
  formatPhone,
  paymentMethodLabel,
  statusLabel,
} from './format';

describe('booking formats', () => {
  it('prints the calendar date of the booking whatever the viewer’s time zone', () => {
    expect(formatBookingDate('2026-03-08')).toBe('Sun, Mar 8, 2026');
    expect(formatBookingDate('2026-12-31')).toBe('Thu, Dec 31, 2026');
    expect(formatBookingDate('not a date')).toBe('not a date');
  });

  it('prints times on a 12-hour clock and durations in hours', () => {
    expect(formatClock('18:00:00')).toBe('6:00 PM');
    expect(formatClock('00:30:00')).toBe('12:30 AM');
    expect(formatClock('24:00:00')).toBe('12:00 AM');
    expect(formatDuration('01:30:00')).toBe('1.5 hours');
    expect(formatDuration('01:00:00')).toBe('1 hour');
  });

  it('prints phone numbers the international way', () => {
    expect(formatPhone('+12155550147')).toBe('+1 215 555 0147');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('names statuses and payment methods', () => {
    expect(statusLabel('completed')).toBe('Completed');
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('venue')).toBe('Pay at venue');
    expect(paymentMethodLabel(null)).toBe('Not paid yet');
  });
});
