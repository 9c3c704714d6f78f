import { describe, expect, it } from 'vitest';
import type { CourtAvailability, DayAvailability, SlotState } from '@courtbook/shared';
import { aBooking } from '../../../test/bookings';
import { ownHoldOf, withOwnHold, withOwnHoldCourts } from './own-hold';
import { SPEC_COURT } from '../../../test/courts';

const held = aBooking(5, {
  status: 'pending',
  hold_expires_at: '2026-12-01T18:15:00.000Z',
  court_id: 11,
  booking_date: '2026-12-07',
  start_time: '07:00:00',
  end_time: '08:00:00',
  session_dates: ['2026-12-07'],
});
const hold = ownHoldOf([held])!;

/** Court 11 booked 7:00–9:00 (the player's 7:00–8:00 and someone else's 8:00–9:00); 12 free. */
function day(date = '2026-12-07'): DayAvailability {
  const slots = (booked: number[]): SlotState[] =>
    Array.from({ length: 48 }, (_, i) => (booked.includes(i) ? 'booked' : 'free'));
  return {
    location_id: 1,
    date,
    time_zone: 'America/Chicago',
    slot_minutes: 30,
    courts: [
      { ...SPEC_COURT, court_id: 11, court_number: 1, slots: slots([14, 15, 16, 17]) },
      { ...SPEC_COURT, court_id: 12, court_number: 2, slots: slots([]) },
    ],
  };
}

const court = (id: number, booked: boolean): CourtAvailability => ({
  ...SPEC_COURT,
  court_id: id,
  court_number: id - 10,
  court_fee_hrs: '25.00',
  is_booked: booked,
  unavailable_reason: booked ? 'booked' : null,
  unavailable_dates: booked ? ['2026-12-07'] : [],
});

describe('the player’s own hold', () => {
  it('is the wizard’s pending booking only', () => {
    expect(hold).toEqual({ courtId: 11, dates: ['2026-12-07'], start: 420, end: 480 });
    expect(ownHoldOf([{ ...held, status: 'confirmed', hold_expires_at: null }])).toBeNull();
    expect(ownHoldOf(undefined)).toBeNull();
  });

  it('frees its own cells of the day, and only those', () => {
    const slots = withOwnHold(day(), hold).courts[0]!.slots;
    expect(slots.slice(13, 19)).toEqual(['free', 'free', 'free', 'booked', 'booked', 'free']);
    expect(withOwnHold(day('2026-12-08'), hold)).toEqual(day('2026-12-08'));
  });

  it('makes the held court free to the player for its own times, not for times others hold', () => {
    const courts = [court(11, true), court(12, false)];
    const same = withOwnHoldCourts(
      courts,
      hold,
      { dates: ['2026-12-07'], start: 420, end: 480 },
      undefined,
    );
    expect(same.ownCourtId).toBe(11);
    expect(same.courts[0]).toMatchObject({ is_booked: false, unavailable_reason: null });

    // 7:00–9:00 reaches into someone else's booking: still booked.
    const longer = withOwnHoldCourts(
      courts,
      hold,
      { dates: ['2026-12-07'], start: 420, end: 540 },
      [day()],
    );
    expect(longer).toEqual({ courts, ownCourtId: null });
    // 6:30–8:00 is the hold and a free half hour before it: the player's to take.
    const earlier = withOwnHoldCourts(
      courts,
      hold,
      { dates: ['2026-12-07'], start: 390, end: 480 },
      [day()],
    );
    expect(earlier.ownCourtId).toBe(11);
    // Without the day's availability, beyond the hold is not known to be free.
    expect(
      withOwnHoldCourts(courts, hold, { dates: ['2026-12-07'], start: 390, end: 480 }, undefined)
        .ownCourtId,
    ).toBeNull();
  });

  it('leaves a closed court closed and other dates alone', () => {
    const closed = { ...court(11, true), unavailable_reason: 'closed' as const };
    const request = { dates: ['2026-12-07'], start: 420, end: 480 };
    expect(withOwnHoldCourts([closed], hold, request, undefined).ownCourtId).toBeNull();
    const weekly = { ...court(11, true), unavailable_dates: ['2026-12-07', '2026-12-14'] };
    const four = {
      dates: ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'],
      start: 420,
      end: 480,
    };
    expect(withOwnHoldCourts([weekly], hold, four, undefined).ownCourtId).toBeNull();
  });
});
