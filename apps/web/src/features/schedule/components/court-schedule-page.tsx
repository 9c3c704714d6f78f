import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  addCalendarDays,
  courtLabel,
  localDate,
  slotRulesOfAnswer,
  sportLabel,
  type ScheduleEntry,
} from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { useCourtSchedule } from '../api/get-court-schedule';
import { useLiveSchedule } from '../hooks/use-live-schedule';
import { useStaffWaitlist } from '../../../lib/queries/waitlist';
import { freeRun } from '../lib/sheet-layout';
import { longDate, waitingFor } from '../lib/format';
import { BookCellModal, type ChosenCell } from './book-cell-modal';
import { EntryDetailsModal } from './entry-details-modal';
import { MoveSessionModal, moveRequestOf, type MoveRequest } from './move-session-modal';
import { ScheduleGrid } from './schedule-grid';

export interface ScheduleLocation {
  id: number;
  name: string;
  time_zone: string;
}

export interface CourtSchedulePageProps {
  locations: { list: ScheduleLocation[]; loading: boolean; failed: boolean };
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** /court-schedule: the day sheet of one of the staff member's locations. */
export function CourtSchedulePage({ locations }: CourtSchedulePageProps) {
  const [params, setParams] = useSearchParams();
  const { breakpoints } = useMantineTheme();
  const phone = useMediaQuery(`not all and (min-width: ${breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });

  const asked = params.get('location');
  const location =
    locations.list.find((l) => String(l.id) === asked) ?? locations.list[0] ?? undefined;
  const locationId = location ? String(location.id) : null;
  const today = localDate(new Date(), location?.time_zone ?? 'UTC');
  const askedDate = params.get('date') ?? '';
  const date = DATE_PATTERN.test(askedDate) ? askedDate : today;

  const sheet = useCourtSchedule(locationId, date);
  useLiveSchedule(locationId);
  const waitlist = useStaffWaitlist(location?.id ?? null, location ? date : null);
  const [entry, setEntry] = useState<ScheduleEntry | null>(null);
  const [cell, setCell] = useState<ChosenCell | null>(null);
  const [move, setMove] = useState<MoveRequest | null>(null);
  const [phoneCourt, setPhoneCourt] = useState<string | null>(null);

  const show = (next: { location?: string; date?: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.location) copy.set('location', next.location);
        if (next.date) copy.set('date', next.date);
        return copy;
      },
      { replace: true },
    );

  if (locations.loading) return <Skeleton height={320} />;
  if (locations.failed) {
    return <Alert color="red">Your locations could not be loaded. Please reload the page.</Alert>;
  }
  if (!location || !locationId) {
    return <Text c="dimmed">You have no locations yet: a super admin can assign you one.</Text>;
  }

  const data = sheet.data?.location_id === location.id ? sheet.data : undefined;
  const courts = data?.courts ?? [];
  const shownCourt = courts.find((c) => String(c.court_id) === phoneCourt) ?? courts[0];
  const courtName = (courtId: number) => {
    const court = courts.find((c) => c.court_id === courtId);
    return court ? courtLabel(court) : '';
  };

  const chooseCell = (courtId: number, slot: number) => {
    const court = courts.find((c) => c.court_id === courtId);
    if (!court || !data) return;
    setCell({
      locationId: location.id,
      date: data.date,
      dateLabel: longDate(data.date),
      courtId,
      courtName: courtName(courtId),
      currency: data.currency,
      slot,
      slotMinutes: data.slot_minutes,
      rules: slotRulesOfAnswer(court),
      freeSlots: freeRun(court.slots, slot),
    });
  };

  // `?move=<booking id>` (the booking's page links here) opens its Move dialog once the day is in.
  const askedMove = Number(params.get('move'));
  const toMove = askedMove
    ? data?.entries.find((e) => e.id === askedMove && e.kind !== 'closure')
    : undefined;
  const shownMove = move ?? (toMove && data ? moveRequestOf(toMove, data) : null);
  const closeMove = () => {
    setMove(null);
    if (!params.has('move')) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('move');
        return copy;
      },
      { replace: true },
    );
  };
  /** The Move dialog for a session of the sheet shown, at where it is or the cell it was dropped on. */
  const startMove = (moving: ScheduleEntry, courtId?: number, slot?: number) => {
    if (!data) return;
    setEntry(null);
    setMove(moveRequestOf(moving, data, courtId, slot));
  };

  const entryCourt = entry ? courts.find((c) => c.court_id === entry.court_id) : undefined;
  const entryWaiting =
    entry && entryCourt && data
      ? waitingFor(entry, entryCourt, data.slot_minutes, waitlist.data ?? [])
      : [];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {locations.list.length > 1 && (
          <Select
            label="Location"
            data={locations.list.map((l) => ({ value: String(l.id), label: l.name }))}
            value={locationId}
            onChange={(value) => value && show({ location: value })}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
          />
        )}
        <Group gap={6} align="flex-end" wrap="nowrap">
          <Tooltip label="Day before">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Day before"
              onClick={() => show({ date: addCalendarDays(date, -1) })}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <TextInput
            label="Date"
            type="date"
            value={date}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (DATE_PATTERN.test(value)) show({ date: value });
            }}
          />
          <Tooltip label="Day after">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Day after"
              onClick={() => show({ date: addCalendarDays(date, 1) })}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
          {date !== today && (
            <Button variant="subtle" onClick={() => show({ date: today })}>
              Today
            </Button>
          )}
        </Group>
        {phone && courts.length > 1 && shownCourt && (
          <Select
            label="Court"
            data={courts.map((c) => ({
              value: String(c.court_id),
              label: `${courtLabel(c)} · ${sportLabel(c.sport)}`,
            }))}
            value={String(shownCourt.court_id)}
            onChange={setPhoneCourt}
            allowDeselect={false}
            w="100%"
          />
        )}
      </Group>

      <Group gap="xs" aria-live="polite">
        <Text fw={600}>{longDate(date)}</Text>
        {sheet.isFetching && <Loader size="xs" aria-label="Updating" />}
      </Group>

      {sheet.isError && !data && <Alert color="red">{errorMessage(sheet.error)}</Alert>}
      {!data && sheet.isPending && <Skeleton height={320} />}
      {data && courts.length === 0 && (
        <Text c="dimmed">This location has no courts yet. Add them under Locations.</Text>
      )}
      {data && courts.length > 0 && (
        <ScheduleGrid
          sheet={data}
          courtIds={phone && shownCourt ? [shownCourt.court_id] : undefined}
          caption={`Day sheet for ${location.name} on ${longDate(date)}`}
          onOpenEntry={setEntry}
          onBook={chooseCell}
          onDropEntry={startMove}
          waitlist={waitlist.data}
        />
      )}

      <EntryDetailsModal
        entry={entry}
        courtName={entry ? courtName(entry.court_id) : ''}
        currency={data?.currency ?? 'USD'}
        slotMinutes={data?.slot_minutes ?? 30}
        onClose={() => setEntry(null)}
        onMove={(moving) => startMove(moving)}
        waiting={entryWaiting}
      />
      <BookCellModal cell={cell} onClose={() => setCell(null)} />
      <MoveSessionModal request={shownMove} onClose={closeMove} />
    </Stack>
  );
}
