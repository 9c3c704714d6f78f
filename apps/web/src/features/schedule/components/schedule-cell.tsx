import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ScheduleEntry, SlotState } from '@courtbook/shared';
import { formatCountdown, useHoldCountdown } from '../../../lib/use-hold-countdown';
import { paymentLabel, playerName, slotLabel, spanLabel, waitingLabel } from '../lib/format';
import classes from './schedule-grid.module.css';

const SLOT_WORDS: Record<Exclude<SlotState, 'free'>, { shown: string; spoken: string }> = {
  booked: { shown: 'Booked', spoken: 'booked' },
  closed: { shown: 'Closed', spoken: 'closed' },
  outside_hours: { shown: 'Shut', spoken: 'outside opening hours' },
  past: { shown: '', spoken: 'past' },
  skipped: { shown: '—', spoken: 'skipped by the clock change' },
};

interface EntryCellProps {
  entry: ScheduleEntry;
  courtName: string;
  /** How long the sheet's cells are. */
  slotMinutes: number;
  onOpen: (entry: ScheduleEntry) => void;
  /** Set when bookings may be dragged to a free cell: told when this one is picked up and let go. */
  onDrag?: ((entry: ScheduleEntry | null) => void) | undefined;
  /** How many players wait on the waitlist for a time it holds. */
  waiting?: number;
}

/** A booking, hold or closure filling the half hours it holds. */
export function EntryCell({
  entry,
  courtName,
  slotMinutes,
  onOpen,
  onDrag,
  waiting = 0,
}: EntryCellProps) {
  const span = spanLabel(entry, slotMinutes);
  if (entry.kind === 'closure') {
    return (
      <div className={classes.closure}>
        <Text size="sm" fw={600}>
          Closed
        </Text>
        <Text size="xs">{entry.reason || span}</Text>
      </div>
    );
  }
  const name = playerName(entry);
  const walkIn = entry.player?.walk_in ? ' (walk-in)' : '';
  return (
    <UnstyledButton
      className={entry.kind === 'hold' ? classes.hold : classes.booking}
      onClick={() => onOpen(entry)}
      draggable={onDrag !== undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(entry.id));
        event.dataTransfer.effectAllowed = 'move';
        onDrag?.(entry);
      }}
      onDragEnd={() => onDrag?.(null)}
      aria-label={`${courtName}, ${span}: ${name}${walkIn}, ${
        entry.kind === 'hold'
          ? 'awaiting payment'
          : `confirmed, ${paymentLabel(entry).toLowerCase()}`
      }${waiting > 0 ? `, ${waitingLabel(waiting)}` : ''}. Show details`}
    >
      <Text size="sm" fw={600} className={classes.name}>
        {name}
      </Text>
      <Text size="xs">{span}</Text>
      {entry.kind === 'hold' ? (
        <HoldLeft expiresAt={entry.hold_expires_at} />
      ) : (
        <Text size="xs">
          {entry.player?.walk_in ? 'Walk-in · ' : ''}
          {paymentLabel(entry)}
        </Text>
      )}
      {waiting > 0 && (
        <Text size="xs" fw={600} aria-hidden>
          {waitingLabel(waiting)}
        </Text>
      )}
    </UnstyledButton>
  );
}

function HoldLeft({ expiresAt }: { expiresAt: string | null }) {
  const seconds = useHoldCountdown(expiresAt);
  return (
    <Text size="xs" aria-hidden>
      Awaiting payment{seconds === null ? '' : ` · ${formatCountdown(seconds)}`}
    </Text>
  );
}

interface SlotCellProps {
  slot: number;
  /** How long the sheet's cells are. */
  slotMinutes: number;
  state: SlotState;
  courtName: string;
  /** Free cells in a row from this one. */
  freeFor: number;
  /** The court's sessions may start at this cell (a half-hour court on a quarter-hour sheet: every other). */
  startsHere: boolean;
  /** A booking may start here: on the location's grid, free for its minimum duration. */
  bookable: boolean;
  onBook: (slot: number) => void;
}

/** A half hour nothing holds: free to book, or shut, past or closed. */
export function SlotCell({
  slot,
  slotMinutes,
  state,
  courtName,
  freeFor,
  startsHere,
  bookable,
  onBook,
}: SlotCellProps) {
  const time = slotLabel(slot, slotMinutes);
  if (state === 'free' && bookable) {
    return (
      <UnstyledButton
        className={classes.free}
        onClick={() => onBook(slot)}
        aria-label={`Book ${courtName} at ${time}`}
      >
        <Text size="xs" className={classes.freeText}>
          Book
        </Text>
      </UnstyledButton>
    );
  }
  if (state === 'free' && !startsHere) {
    // Part of the free time above: nothing starts here, so it says nothing of its own.
    return (
      <Text size="xs" c="dimmed" className={classes.muted}>
        <VisuallyHidden>free, no start at {time}</VisuallyHidden>
      </Text>
    );
  }
  if (state === 'free') {
    return (
      <Text size="xs" c="dimmed" className={classes.muted}>
        {freeFor * slotMinutes} min free
      </Text>
    );
  }
  const words = SLOT_WORDS[state];
  return (
    <Text size="xs" c="dimmed" className={classes.muted}>
      <span aria-hidden>{words.shown}</span>
      <VisuallyHidden>{words.spoken}</VisuallyHidden>
    </Text>
  );
}
