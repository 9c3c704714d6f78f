import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  courtLabel,
  decimalToCents,
  formatSessionLength,
  formatTimeLabel,
  slotRulesOfAnswer,
  type CourtSchedule,
  type ScheduleEntry,
  type SlotState,
} from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { useCourtSchedule } from '../api/get-court-schedule';
import { useMovePrice, useMoveSession, type SessionTarget } from '../api/move-session';
import { longDate, playerName, spanLabel } from '../lib/format';
import { bookableDurations, freeRun } from '../lib/sheet-layout';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A session to move, from the day sheet it is on, and where the dialog starts (a cell dropped on). */
export interface MoveRequest {
  entry: ScheduleEntry;
  /** The sheet the session was opened from: its date, courts and cells. */
  from: CourtSchedule;
  start: { courtId: number; date: string; minute: number };
}

/** The Move dialog for a session of `from`, starting where it is or at the cell `slot` of `courtId`. */
export const moveRequestOf = (
  entry: ScheduleEntry,
  from: CourtSchedule,
  courtId = entry.court_id,
  slot = entry.first_slot,
): MoveRequest => ({
  entry,
  from,
  start: { courtId, date: from.date, minute: slot * from.slot_minutes },
});

export interface MoveSessionModalProps {
  request: MoveRequest | null;
  onClose: () => void;
}

/** Move one session to another court or time: the court's own starts and lengths, the price difference, then Move. */
export function MoveSessionModal({ request, onClose }: MoveSessionModalProps) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Move ${playerName(request.entry)}'s session` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {request && (
        <MoveSessionForm
          key={`${request.entry.id} ${request.start.courtId} ${request.start.date} ${request.start.minute}`}
          request={request}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

/** The court's cells on a day, the session's own counted free (it may move over its own time). */
function cellsFor(
  day: CourtSchedule,
  courtId: number,
  entry: ScheduleEntry,
  fromDate: string,
): SlotState[] {
  const court = day.courts.find((c) => c.court_id === courtId);
  if (!court) return [];
  const own = day.date === fromDate && entry.court_id === courtId;
  return court.slots.map((state, i) =>
    own && i >= entry.first_slot && i < entry.end_slot ? 'free' : state,
  );
}

/** "$4.00 more: collect it at the desk." and its kin, from the server's difference. */
function differenceText(difference: string, currency: string): string {
  const cents = decimalToCents(difference.replace('-', '')) ?? 0;
  const amount = formatMoney(difference.replace('-', ''), currency);
  if (cents === 0) return 'Same price as booked.';
  return difference.startsWith('-')
    ? `The new time costs ${amount} less: refund it to the player at the desk.`
    : `The new time costs ${amount} more: collect it from the player at the desk.`;
}

function MoveSessionForm({ request, onDone }: { request: MoveRequest; onDone: () => void }) {
  const { entry, from } = request;
  const slotMinutes = from.slot_minutes;
  const length = (entry.end_slot - entry.first_slot) * slotMinutes;
  const [courtId, setCourtId] = useState(request.start.courtId);
  const [date, setDate] = useState(request.start.date);
  const [minute, setMinute] = useState<number | null>(request.start.minute);
  const [duration, setDuration] = useState(length);
  const [serverError, setServerError] = useState<string | null>(null);
  const move = useMoveSession(from.location_id);

  const day = useCourtSchedule(String(from.location_id), date);
  const sheet = day.data?.date === date ? day.data : undefined;
  const court = (sheet ?? from).courts.find((c) => c.court_id === courtId);
  const rules = court ? slotRulesOfAnswer(court) : undefined;
  const cells = sheet ? cellsFor(sheet, courtId, entry, from.date) : [];
  const cellMinutes = sheet?.slot_minutes ?? slotMinutes;
  const lengthsFrom = (start: number) =>
    rules
      ? bookableDurations(
          start / cellMinutes,
          freeRun(cells, start / cellMinutes),
          rules,
          cellMinutes,
        )
      : [];
  const starts = cells.map((_, i) => i * cellMinutes).filter((s) => lengthsFrom(s).length > 0);
  const start = minute !== null && starts.includes(minute) ? minute : null;
  const lengths = start === null ? [] : lengthsFrom(start);
  const chosenLength = lengths.includes(duration) ? duration : lengths[0];
  const target: SessionTarget | null =
    start === null || chosenLength === undefined
      ? null
      : { courtId, date, start, end: start + chosenLength };
  const price = useMovePrice(entry.id, target);
  const currency = from.currency;

  const submit = async () => {
    if (!target) return;
    setServerError(null);
    try {
      await move.mutateAsync({ bookingId: entry.id, target });
      notify.success(
        `Moved to ${court ? courtLabel(court) : 'the court'}, ${longDate(target.date)} at ${formatTimeLabel(target.start)}. The player has been emailed.`,
      );
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  const courts = from.courts.filter((c) => c.is_active || c.court_id === entry.court_id);
  const now = from.courts.find((c) => c.court_id === entry.court_id);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Now: {now ? `${courtLabel(now)}, ` : ''}
        {longDate(from.date)}, {spanLabel(entry, slotMinutes)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Court"
          data={courts.map((c) => ({ value: String(c.court_id), label: courtLabel(c) }))}
          value={String(courtId)}
          onChange={(value) => value && setCourtId(Number(value))}
          allowDeselect={false}
        />
        <TextInput
          label="Date"
          type="date"
          value={date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (DATE_PATTERN.test(value)) setDate(value);
          }}
        />
        <Select
          label="Start"
          placeholder={sheet ? 'No free start' : 'Loading the day…'}
          data={starts.map((s) => ({ value: String(s), label: formatTimeLabel(s) }))}
          value={start === null ? null : String(start)}
          onChange={(value) => setMinute(value === null ? null : Number(value))}
          allowDeselect={false}
          error={sheet && start === null ? 'Please choose a free start time.' : undefined}
        />
        <Select
          label="Length"
          data={lengths.map((m) => ({ value: String(m), label: formatSessionLength(m) }))}
          value={chosenLength === undefined ? null : String(chosenLength)}
          onChange={(value) => value && setDuration(Number(value))}
          allowDeselect={false}
          disabled={lengths.length === 0}
        />
      </SimpleGrid>
      {day.isError && <Alert color="red">{errorMessage(day.error)}</Alert>}
      <Text size="sm" role="status">
        {target === null
          ? 'Choose where the session goes to see the price.'
          : price.isError
            ? `Cannot move there: ${errorMessage(price.error)}`
            : price.data
              ? `Booked at ${formatMoney(price.data.fee, currency)}; the new time is ${formatMoney(price.data.new_fee, currency)}${price.data.member_plan ? ` (${price.data.member_plan})` : ''}. ${differenceText(price.data.price_difference, currency)}`
              : 'Pricing…'}
      </Text>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          loading={move.isPending}
          disabled={target === null || !price.data || price.isError || price.isPlaceholderData}
        >
          Move
        </Button>
      </Group>
    </Stack>
  );
}
