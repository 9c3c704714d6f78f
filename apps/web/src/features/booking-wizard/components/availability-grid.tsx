import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Text, VisuallyHidden } from '@mantine/core';
import {
  DEFAULT_SLOT_RULES,
  courtLabel,
  formatSessionLength,
  sportLabel,
  formatTimeLabel,
  type DayAvailability,
  type SlotState,
} from '@courtbook/shared';
import { formatLongDate } from '../lib/calendar';
import { isOwnHeldCell, type OwnHold } from '../lib/own-hold';
import classes from './availability-grid.module.css';

export interface AvailabilityGridProps {
  day: DayAvailability;
  /** The start and court chosen so far, shown pressed. */
  chosen: { start: number | null; courtId: number | null };
  /** A free cell: its start time and court. */
  onPick: (start: number, courtId: number) => void;
  /** The session a picked cell starts (the location's minimum). */
  minDurationMinutes?: number;
  /** The player's own hold: its cells (free to them in `day`) say so. */
  ownHold?: OwnHold | null;
  /** A free cell's price for a session of the minimum length there ("$40.00"), once known. */
  priceOf?: (start: number, courtId: number) => string | undefined;
  /** The sport whose courts `day` holds, at a club with several: the caption names it. */
  sport?: string | null;
}

/** What a cell is called: a half hour, an hour, or a slot of its minutes. */
const cellWord = (slotMinutes: number) =>
  slotMinutes === 30 ? 'half hour' : slotMinutes === 60 ? 'hour' : `${slotMinutes}-minute slot`;

const WORDS: Record<Exclude<SlotState, 'free'>, string> = {
  booked: 'Booked',
  closed: 'Closed',
  outside_hours: 'Shut',
  past: 'Past',
  skipped: '—',
};

/** Read after the word where the word alone is terse (a table cell is read with its court and time). */
const SPOKEN: Partial<Record<SlotState, string>> = {
  outside_hours: ' (outside opening hours)',
  past: ' (already begun)',
  skipped: 'Skipped by the clock change',
};

/** The cells (half hours by default) worth a row: from the first that is neither gone nor shut to the last such. */
function rowsOf(day: DayAvailability): number[] {
  const open = (i: number) =>
    day.courts.some((court) => !['past', 'outside_hours', 'skipped'].includes(court.slots[i]!));
  const count = day.courts[0]?.slots.length ?? 0;
  const all = Array.from({ length: count }, (_, i) => i);
  const first = all.findIndex(open);
  if (first < 0) return [];
  const last = all.findLastIndex(open);
  return all.slice(first, last + 1);
}

const MORNING = 8 * 60;

/** A cell by its place in the grid: the row among those shown, the column among the courts. */
interface Cell {
  row: number;
  col: number;
}

const ARROWS: Record<string, Cell | undefined> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};

const cellOf = (target: EventTarget): Cell | null => {
  if (!(target instanceof HTMLElement) || target.dataset.row === undefined) return null;
  return { row: Number(target.dataset.row), col: Number(target.dataset.col) };
};

const chosenCell = (
  day: DayAvailability,
  rows: number[],
  chosen: AvailabilityGridProps['chosen'],
): Cell | null => {
  if (chosen.start === null) return null;
  const row = rows.indexOf(chosen.start / day.slot_minutes);
  const col = day.courts.findIndex((court) => court.court_id === chosen.courtId);
  return row < 0 || col < 0 ? null : { row, col };
};

/** The first free cell from the morning on (where the grid opens), else the first of the day. */
function firstFree(day: DayAvailability, rows: number[]): Cell | null {
  const cells = rows.flatMap((i, row) =>
    day.courts.flatMap((court, col) => (court.slots[i] === 'free' ? [{ row, col, i }] : [])),
  );
  const cell = cells.find((c) => c.i * day.slot_minutes >= MORNING) ?? cells[0];
  return cell ? { row: cell.row, col: cell.col } : null;
}

/** Where the grid opens: the chosen start, else the first free cell from 8 AM, else the first row. */
function scrollTarget(day: DayAvailability, rows: number[], chosen: number | null): number {
  const cell = day.slot_minutes;
  if (chosen !== null && rows.includes(chosen / cell)) return chosen;
  const free = rows.filter((i) => day.courts.some((court) => court.slots[i] === 'free'));
  const first = free.find((i) => i * cell >= MORNING) ?? free[0] ?? rows[0]!;
  return first * cell;
}

/**
 * The courts × cells (half hours by default) of a date: a free cell is a button that picks its start and court; the
 * others say in words why they cannot be chosen. On a phone the grid scrolls both ways with the
 * court names and times kept in view.
 */
export function AvailabilityGrid({
  day,
  chosen,
  onPick,
  minDurationMinutes = DEFAULT_SLOT_RULES.minDurationMinutes,
  ownHold = null,
  priceOf = () => undefined,
  sport = null,
}: AvailabilityGridProps) {
  const rows = rowsOf(day);
  const word = cellWord(day.slot_minutes);
  const scroller = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<Cell | null>(null);
  const isFree = (cell: Cell) => day.courts[cell.col]?.slots[rows[cell.row] ?? -1] === 'free';
  const tabStop =
    [focused, chosenCell(day, rows, chosen)].find(
      (cell): cell is Cell => cell !== null && isFree(cell),
    ) ?? firstFree(day, rows);

  // One Tab stop for the whole grid; the arrow keys move between free cells (the grid pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = ARROWS[event.key];
    const from = cellOf(event.target);
    if (!step || !from) return;
    event.preventDefault();
    for (
      let cell = { row: from.row + step.row, col: from.col + step.col };
      cell.row >= 0 && cell.row < rows.length && cell.col >= 0 && cell.col < day.courts.length;
      cell = { row: cell.row + step.row, col: cell.col + step.col }
    ) {
      if (!isFree(cell)) continue;
      setFocused(cell);
      scroller.current
        ?.querySelector<HTMLButtonElement>(`button[data-row="${cell.row}"][data-col="${cell.col}"]`)
        ?.focus();
      return;
    }
  };
  const firstRow = rows.length > 0 ? scrollTarget(day, rows, chosen.start) : null;
  // A new date opens at the chosen start, or at the day's first free cell from the morning.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`tr[data-start="${firstRow}"]`);
    const header = box?.querySelector('thead');
    if (box && row) box.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0);
    // Only when the date changes: later picks must not move the grid under the finger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day.date]);
  if (day.courts.length === 0 || rows.length === 0) {
    return (
      <Alert color="yellow" title="Nothing open on this date">
        No court is open for booking on {formatLongDate(day.date)}. Please choose another date.
      </Alert>
    );
  }
  return (
    <div>
      <Text id="availability-grid-caption" size="sm" fw={600} mb={4}>
        {sport === null ? 'Courts' : `${sportLabel(sport)} courts`} on {formatLongDate(day.date)}
      </Text>
      <Text size="xs" c="dimmed" mb="xs" id="availability-grid-keys">
        Choose a free {word} to start there; a session lasts{' '}
        {formatSessionLength(minDurationMinutes)} unless you change it, at the price shown. The
        arrow keys move between free {word}s.
      </Text>
      <div className={classes.scroller} ref={scroller}>
        <table
          className={classes.table}
          aria-labelledby="availability-grid-caption"
          aria-describedby="availability-grid-keys"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col">
                <VisuallyHidden>Start time</VisuallyHidden>
              </th>
              {day.courts.map((court) => (
                <th key={court.court_id} scope="col">
                  {courtLabel(court)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((i, row) => {
              const start = i * day.slot_minutes;
              const time = formatTimeLabel(start);
              return (
                <tr key={i} data-start={start}>
                  <th scope="row">{time}</th>
                  {day.courts.map((court, col) => {
                    const state = court.slots[i]!;
                    const label = `${courtLabel(court)} at ${time}`;
                    if (state !== 'free') {
                      return (
                        <td key={court.court_id}>
                          <span className={state === 'booked' ? classes.taken : classes.shut}>
                            <span aria-hidden={state === 'skipped'}>{WORDS[state]}</span>
                            {SPOKEN[state] && <VisuallyHidden>{SPOKEN[state]}</VisuallyHidden>}
                          </span>
                        </td>
                      );
                    }
                    const pressed = chosen.start === start && chosen.courtId === court.court_id;
                    const own = isOwnHeldCell(ownHold, day.date, court.court_id, start);
                    const price = own ? undefined : priceOf(start, court.court_id);
                    return (
                      <td key={court.court_id}>
                        <button
                          type="button"
                          className={own ? classes.own : classes.free}
                          aria-pressed={pressed}
                          data-row={row}
                          data-col={col}
                          tabIndex={tabStop?.row === row && tabStop.col === col ? 0 : -1}
                          onFocus={() => setFocused({ row, col })}
                          aria-label={`${label}, ${own ? 'your hold' : 'free'}${price ? `, ${price}` : ''}`}
                          onClick={() => onPick(start, court.court_id)}
                        >
                          {own ? 'Your hold' : pressed ? 'Chosen' : (price ?? 'Free')}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
