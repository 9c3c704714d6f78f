import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_RULES,
  type CourtSchedule,
  type ScheduleEntry,
  type SlotRules,
  type SlotState,
} from '@courtbook/shared';
import { bookableDurations, courtCells, freeRun, sheetRows } from './sheet-layout';
import { SPEC_COURT } from '../../../test/courts';

const day = (open: number, close: number, overrides: Record<number, SlotState> = {}) =>
  Array.from(
    { length: 48 },
    (_, i): SlotState => overrides[i] ?? (i >= open && i < close ? 'free' : 'outside_hours'),
  );

const entry = (values: Partial<ScheduleEntry>): ScheduleEntry => ({
  kind: 'booking',
  id: 1,
  court_id: 1,
  first_slot: 20,
  end_slot: 22,
  starts_at: '',
  ends_at: '',
  hold_expires_at: null,
  player: null,
  payment_due: 'online',
  total_price: '40.00',
  venue_paid: null,
  reason: null,
  ...values,
});

const sheetOf = (courts: SlotState[][], entries: ScheduleEntry[] = []): CourtSchedule => ({
  location_id: 1,
  location_name: 'Club',
  date: '2026-12-01',
  time_zone: 'UTC',
  currency: 'USD',
  slot_minutes: 30,
  courts: courts.map((slots, i) => ({
    ...SPEC_COURT,
    court_id: i + 1,
    court_number: i + 1,
    court_fee_hrs: '40.00',
    is_active: true,
    slots,
  })),
  entries,
});

describe('the day sheet layout', () => {
  it('shows the half hours from the first opening to the last closing of any court', () => {
    const rows = sheetRows(sheetOf([day(16, 40), day(18, 44)]));
    expect(rows[0]).toBe(16);
    expect(rows.at(-1)).toBe(43);
  });

  it('shows a booking outside the hours it was made in, and every row on a day without hours', () => {
    expect(
      sheetRows(sheetOf([day(16, 20)], [entry({ first_slot: 30, end_slot: 32 })])).at(-1),
    ).toBe(31);
    expect(sheetRows(sheetOf([day(0, 0)]))).toHaveLength(48);
  });

  it('gives a booking one cell spanning its rows and covers the rows below it', () => {
    const booked = { 20: 'booked', 21: 'booked', 22: 'booked' } as const;
    const sheet = sheetOf([day(16, 40, booked)], [entry({ first_slot: 20, end_slot: 23 })]);
    const [cells] = courtCells(sheet, sheetRows(sheet));
    const at = (slot: number) => cells![slot - 16]!;
    expect(at(19)).toEqual({ kind: 'slot', slot: 19, state: 'free' });
    expect(at(20)).toMatchObject({ kind: 'entry', rows: 3 });
    expect(at(21)).toEqual({ kind: 'covered' });
    expect(at(22)).toEqual({ kind: 'covered' });
    expect(at(23)).toEqual({ kind: 'slot', slot: 23, state: 'free' });
  });

  it('clips a closure that began the day before to the rows shown', () => {
    const sheet = sheetOf([day(16, 40)], [entry({ kind: 'closure', first_slot: 0, end_slot: 18 })]);
    const [cells] = courtCells(sheet, sheetRows(sheet));
    expect(cells![0]).toMatchObject({ kind: 'entry', rows: 18 });
  });

  it('counts how long a court stays free from a half hour', () => {
    const slots = day(16, 40, { 24: 'booked' });
    expect(freeRun(slots, 20)).toBe(4);
    expect(freeRun(slots, 24)).toBe(0);
    expect(freeRun(slots, 38)).toBe(2);
  });

  it('offers the durations that fit from a half hour, by the default rules', () => {
    expect(bookableDurations(20, 4, DEFAULT_SLOT_RULES, 30)).toEqual([60, 90, 120]);
    expect(bookableDurations(21, 3, DEFAULT_SLOT_RULES, 30)).toEqual([60, 90]);
    expect(bookableDurations(39, 1, DEFAULT_SLOT_RULES, 30)).toEqual([]);
  });

  it('on a 60-minute grid, offers whole hours from the hour only', () => {
    const hourly: SlotRules = {
      ...DEFAULT_SLOT_RULES,
      slotMinutes: 60,
      durationStepMinutes: 60,
      dayStart: 7 * 60,
      dayEnd: 22 * 60,
    };
    expect(bookableDurations(20, 5, hourly, 30)).toEqual([60, 120]);
    expect(bookableDurations(21, 4, hourly, 30)).toEqual([]);
    expect(bookableDurations(12, 4, hourly, 30)).toEqual([]);
    expect(bookableDurations(42, 4, hourly, 30)).toEqual([60]);
  });
});
