import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { WEEKDAY_NAMES, type MonthDayState } from '@courtbook/shared';
import { useMonthAvailability } from '../api/get-month-availability';
import { DateStepMessages } from '../messages';
import {
  WEEKDAYS,
  addDays,
  bookableMonths,
  formatLongDate,
  lastDateOf,
  monthGrid,
  monthKeyOf,
  monthName,
  monthOf,
  yearOf,
} from '../lib/calendar';
import classes from './month-calendar.module.css';

export interface MonthCalendarProps {
  /** The chosen date (YYYY-MM-DD), if any. */
  value: string | null;
  onChange: (date: string) => void;
  /** Today at the location: earlier dates are disabled, and the months shown start with its. */
  today: string;
  /** The last date the location takes bookings for (its horizon): later dates are disabled. */
  lastDate?: string;
  /** The location whose closed and full days are marked (GET /month_availability/). */
  locationId?: string;
}

/** Why a date from today on cannot be chosen. */
type Reason = Exclude<MonthDayState, 'open'>;
const REASONS: readonly Reason[] = ['closed', 'full', 'past', 'beyond_horizon'];

/** Where a day's tooltip sits, so it stays inside the grid at its edges. */
const tooltipSide = (column: number) => (column <= 1 ? 'start' : column >= 5 ? 'end' : 'center');

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** "2027-01" → "January 2027". */
const monthLabel = (month: string) => `${monthName(monthOf(month))} ${yearOf(month)}`;

/**
 * A Sunday-first month grid of the twelve months from the current one (SPEC.md section 2, step 1,
 * as DESIGN.md section 4 reads it), up to the location's booking horizon. Plain elements rather
 * than Mantine's: the grid holds up to 31 buttons, and each Mantine component adds render work and
 * (inputs) a second render to the page's first commit.
 */
export function MonthCalendar({
  value,
  onChange,
  today,
  lastDate: horizon,
  locationId,
}: MonthCalendarProps) {
  const months = bookableMonths(today, horizon);
  const endOfMonths = lastDateOf(months.at(-1)!);
  const lastDate = horizon !== undefined && horizon < endOfMonths ? horizon : endOfMonths;
  const start = value && value >= today && value <= lastDate ? value : today;
  const [month, setMonth] = useState(monthKeyOf(start));
  const [focusDate, setFocusDate] = useState(start);
  /** The marked day pointed at or focused: its tooltip shows. */
  const [hint, setHint] = useState<string | null>(null);
  const states = useMonthAvailability(locationId, month).data;
  const ids = useId();
  const reasonId = (reason: Reason) => `${ids}-${reason}`;
  const reasonText: Record<Reason, string> = {
    closed: DateStepMessages.closed,
    full: DateStepMessages.full,
    past: DateStepMessages.past,
    beyond_horizon: DateStepMessages.beyondHorizon(lastDate),
  };
  /** Why a date from today on cannot be chosen, if it cannot. */
  const reasonOf = (date: string): Reason | undefined => {
    if (date > lastDate) return 'beyond_horizon';
    const state = states?.[date];
    return state === 'open' ? undefined : state;
  };
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  // Within the visible month, the roving tab stop is the focused, chosen, or first open date.
  const firstOpen = month === monthKeyOf(today) ? today : `${month}-01`;
  const tabStop =
    monthKeyOf(focusDate) === month
      ? focusDate
      : value && monthKeyOf(value) === month
        ? value
        : firstOpen;
  const shown = months.indexOf(month);

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusDate(next === monthKeyOf(today) ? today : `${next}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(tabStop, step);
    // Marked days can be focused, to hear why they cannot be chosen.
    const clamped = next < today ? today : next > endOfMonths ? endOfMonths : next;
    moved.current = true;
    setFocusDate(clamped);
    setMonth(monthKeyOf(clamped));
  };

  const dayCell = (date: string, column: number) => {
    const reason = date < today ? undefined : reasonOf(date);
    return (
      <td key={date} role="gridcell" aria-selected={date === value} className={classes.cell}>
        <button
          type="button"
          className={classes.day}
          data-date={date}
          data-today={date === today || undefined}
          data-selected={date === value || undefined}
          data-reason={reason}
          aria-label={formatLongDate(date)}
          aria-pressed={date === value}
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId(reason) : undefined}
          disabled={date < today}
          tabIndex={date === tabStop ? 0 : -1}
          onFocus={() => {
            setFocusDate(date);
            setHint(reason ? date : null);
          }}
          onBlur={() => setHint(null)}
          onMouseEnter={() => setHint(reason ? date : null)}
          onMouseLeave={() => setHint(null)}
          onClick={() => reason === undefined && onChange(date)}
        >
          {Number(date.slice(8))}
        </button>
        {reason && hint === date && (
          <span className={classes.tooltip} data-side={tooltipSide(column)} aria-hidden>
            {reasonText[reason]}
          </span>
        )}
      </td>
    );
  };

  const monthSelectId = `calendar-month-${months[0]}`;
  const gridDates = monthGrid(yearOf(month), monthOf(month));
  const crossedOut = gridDates
    .flat()
    .some((date) => date !== null && date >= today && ['closed', 'full'].includes(reasonOf(date)!));
  return (
    <div className={classes.calendar}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Previous month"
          disabled={shown <= 0}
          onClick={() => showMonth(months[shown - 1]!)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <div className={classes.month}>
          <label htmlFor={monthSelectId} className={classes.monthLabel}>
            Month
          </label>
          <div className={classes.monthField}>
            <select
              id={monthSelectId}
              className={classes.monthSelect}
              value={month}
              onChange={(event) => showMonth(event.currentTarget.value)}
            >
              {months.map((key) => (
                <option key={key} value={key}>
                  {monthLabel(key)}
                </option>
              ))}
            </select>
            <IconChevronDown size={16} aria-hidden className={classes.monthChevron} />
          </div>
        </div>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Next month"
          disabled={shown >= months.length - 1}
          onClick={() => showMonth(months[shown + 1]!)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <table
        ref={grid}
        role="grid"
        aria-label={monthLabel(month)}
        className={classes.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => (
              <th key={day} scope="col" abbr={WEEKDAY_NAMES[index]} className={classes.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {gridDates.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date === null ? <td key={`empty-${column}`} /> : dayCell(date, column),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {crossedOut && <p className={classes.legend}>{DateStepMessages.legend}</p>}
      {/* Read as each marked day's description (aria-describedby reads hidden text too). */}
      {REASONS.map((reason) => (
        <span key={reason} id={reasonId(reason)} hidden>
          {reasonText[reason]}
        </span>
      ))}
    </div>
  );
}
