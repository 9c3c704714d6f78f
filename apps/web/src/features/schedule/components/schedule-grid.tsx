import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import {
  courtLabel,
  slotRulesOfAnswer,
  sportLabel,
  type CourtSchedule,
  type ScheduleEntry,
  type StaffWaitlistEntry,
} from '@courtbook/shared';
import { sessionRange } from '../../../lib/court-sessions';
import { bookableDurations, courtCells, freeRun, sheetRows } from '../lib/sheet-layout';
import { slotLabel, waitingFor } from '../lib/format';
import { EntryCell, SlotCell } from './schedule-cell';
import classes from './schedule-grid.module.css';

export interface ScheduleGridProps {
  sheet: CourtSchedule;
  /** The courts shown (on a phone, one at a time); every court when undefined. */
  courtIds?: readonly number[];
  caption: string;
  onOpenEntry: (entry: ScheduleEntry) => void;
  onBook: (courtId: number, slot: number) => void;
  /** A booking or hold dragged to a free cell of the day: the move to confirm (none: no dragging). */
  onDropEntry?: (entry: ScheduleEntry, courtId: number, slot: number) => void;
  /** The day's open waitlist entries: each session shows how many wait for a time it holds. */
  waitlist?: readonly StaffWaitlistEntry[];
}

/** Where a day to come opens: 8 AM. */
const MORNING_MINUTES = 8 * 60;

/** Where the sheet opens: now on today's, 8 AM on a day to come, the first booking on a day gone. */
function openingRow(sheet: CourtSchedule, rows: readonly number[]): number | undefined {
  const ahead = rows.filter((i) => sheet.courts.some((court) => court.slots[i] !== 'past'));
  const morning = MORNING_MINUTES / sheet.slot_minutes;
  if (ahead.length > 0) return ahead.find((i) => i >= morning) ?? ahead[0];
  const firstEntry = Math.min(...sheet.entries.map((entry) => entry.first_slot));
  return rows.find((i) => i >= firstEntry) ?? rows.find((i) => i >= morning) ?? rows[0];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * How long a row is: the sheet's cells, or, when none of the courts shown starts between them
 * (a half-hour court alone on a phone, on a sheet in quarter hours), the courts' own start step.
 * Their sessions start and end on that step, so no entry starts or ends in a row left out.
 */
function shownRowMinutes(courts: CourtSchedule['courts'], slotMinutes: number): number {
  const step = courts.map((court) => slotRulesOfAnswer(court).slotMinutes).reduce(gcd, 0);
  return step > slotMinutes && step % slotMinutes === 0 ? step : slotMinutes;
}

/** Courts as columns, half hours as rows: who holds each court, and free cells to book. */
export function ScheduleGrid({
  sheet,
  courtIds,
  caption,
  onOpenEntry,
  onBook,
  onDropEntry,
  waitlist = [],
}: ScheduleGridProps) {
  // The booking being dragged: free cells take it (HTML drag and drop; the keyboard's way is the
  // Move button of the booking's details).
  const [dragged, setDragged] = useState<ScheduleEntry | null>(null);
  const slotMinutes = sheet.slot_minutes;
  const shown = sheet.courts.filter((court) => !courtIds || courtIds.includes(court.court_id));
  const rowMinutes = shownRowMinutes(shown, slotMinutes);
  const rows = sheetRows(sheet).filter((slot) => (slot * slotMinutes) % rowMinutes === 0);
  const cells = courtCells(sheet, rows);
  const columns = sheet.courts
    .map((court, index) => ({ court, rules: slotRulesOfAnswer(court), cells: cells[index]! }))
    .filter(({ court }) => shown.includes(court));
  const scroller = useRef<HTMLDivElement>(null);
  const opening = openingRow(sheet, rows);
  // A new date or location opens at its useful hour; live updates never move the sheet.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`tr[data-slot="${opening}"]`);
    const header = box?.querySelector('thead');
    if (box && row) box.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet.location_id, sheet.date]);

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={classes.table} data-slot-minutes={rowMinutes}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {columns.map(({ court, rules }) => (
              <th key={court.court_id} scope="col">
                <span className={classes.courtName}>
                  {courtLabel(court)}
                  {court.is_active ? '' : ' (out of use)'}
                </span>{' '}
                <span className={classes.courtFacts}>
                  {sportLabel(court.sport)} · {sessionRange(rules)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((slot, rowIndex) => (
            <tr key={slot} data-slot={slot}>
              <th
                scope="row"
                className={(slot * slotMinutes) % 30 === 0 ? undefined : classes.quarter}
              >
                {slotLabel(slot, slotMinutes)}
              </th>
              {columns.map(({ court, rules, cells: courtRow }) => {
                const cell = courtRow[rowIndex]!;
                const courtName = courtLabel(court);
                if (cell.kind === 'covered') return null;
                if (cell.kind === 'entry') {
                  return (
                    <td key={court.court_id} rowSpan={cell.rows}>
                      <EntryCell
                        entry={cell.entry}
                        courtName={courtName}
                        slotMinutes={slotMinutes}
                        onOpen={onOpenEntry}
                        onDrag={onDropEntry && setDragged}
                        waiting={waitingFor(cell.entry, court, slotMinutes, waitlist).length}
                      />
                    </td>
                  );
                }
                const droppable = dragged !== null && cell.state === 'free';
                return (
                  <td
                    key={court.court_id}
                    className={droppable ? classes.dropTarget : undefined}
                    onDragOver={(event) => {
                      if (droppable) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      if (droppable) onDropEntry?.(dragged, court.court_id, cell.slot);
                      setDragged(null);
                    }}
                  >
                    <SlotCell
                      slot={cell.slot}
                      slotMinutes={slotMinutes}
                      state={cell.state}
                      courtName={courtName}
                      freeFor={freeRun(court.slots, cell.slot)}
                      startsHere={(cell.slot * slotMinutes) % rules.slotMinutes === 0}
                      bookable={
                        bookableDurations(
                          cell.slot,
                          freeRun(court.slots, cell.slot),
                          rules,
                          slotMinutes,
                        ).length > 0
                      }
                      onBook={(start) => onBook(court.court_id, start)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
