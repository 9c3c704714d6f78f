import {
  durationOptions,
  type CourtSchedule,
  type ScheduleEntry,
  type SlotRules,
  type SlotState,
} from '@courtbook/shared';

/** One cell of a court's column: something holding the court (spanning rows), or a bare half hour. */
export type SheetCell =
  | { kind: 'entry'; entry: ScheduleEntry; rows: number }
  | { kind: 'slot'; slot: number; state: SlotState }
  | { kind: 'covered' };

/**
 * The half hours worth a row: from the first the location is open (on any court) to the last.
 * A day it does not open at all shows every half hour.
 */
export function sheetRows(sheet: CourtSchedule): number[] {
  const count = sheet.courts[0]?.slots.length ?? 0;
  const all = Array.from({ length: count }, (_, i) => i);
  const inUse = (i: number) =>
    sheet.courts.some((court) => !['outside_hours', 'skipped'].includes(court.slots[i]!)) ||
    sheet.entries.some((entry) => entry.first_slot <= i && i < entry.end_slot);
  const first = all.findIndex(inUse);
  if (first < 0) return all;
  return all.slice(first, all.findLastIndex(inUse) + 1);
}

/**
 * Each court's cells for the rows shown: an entry fills the rows it spans (clipped to those
 * shown), and the rows it covers below its first have no cell of their own.
 */
export function courtCells(sheet: CourtSchedule, rows: readonly number[]): SheetCell[][] {
  const shown = new Set(rows);
  return sheet.courts.map((court) => {
    const entries = sheet.entries.filter((entry) => entry.court_id === court.court_id);
    let coveredUntil = -1;
    return rows.map((slot): SheetCell => {
      if (slot < coveredUntil) return { kind: 'covered' };
      const entry = entries.find((e) => e.first_slot <= slot && slot < e.end_slot);
      if (!entry) return { kind: 'slot', slot, state: court.slots[slot]! };
      coveredUntil = entry.end_slot;
      let span = 0;
      for (let i = slot; i < entry.end_slot; i++) if (shown.has(i)) span++;
      return { kind: 'entry', entry, rows: span };
    });
  });
}

/** How many half hours from `slot` the court is free in a row (how long a booking there may last). */
export function freeRun(slots: readonly SlotState[], slot: number): number {
  let run = 0;
  while (slots[slot + run] === 'free') run++;
  return run;
}

/**
 * The durations a booking from the cell `slot` may take (cells `cellMinutes` long), with
 * `freeSlots` free cells from there: none unless it starts on the court's grid, then the rules'
 * durations that fit.
 */
export function bookableDurations(
  slot: number,
  freeSlots: number,
  rules: SlotRules,
  cellMinutes: number,
): number[] {
  const start = slot * cellMinutes;
  if (start % rules.slotMinutes !== 0 || start < rules.dayStart) return [];
  return durationOptions(start, rules).filter((minutes) => minutes <= freeSlots * cellMinutes);
}
