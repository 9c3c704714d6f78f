import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import {
  formatSessionLength,
  formatTimeLabel,
  minutesOf,
  timeOf,
  type JoinWaitlistInput,
} from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { formatBookingDate } from '../../../lib/format-booking';
import { END_TIMES, START_TIMES } from '../../../lib/half-hours';
import type { WaitlistWish } from '../../../lib/waitlist-wish';
import { notify } from '../../../lib/notify';
import { useJoinWaitlist } from '../api/waitlist';
import { ordinal } from './format';

const timeOption = (hhmm: string) => ({ value: hhmm, label: formatTimeLabel(minutesOf(hhmm)) });
const hhmmOf = (minutes: number) => timeOf(minutes).slice(0, 5);
const DURATIONS = [30, 45, 60, 75, 90, 105, 120, 150, 180, 240];

/**
 * "Join the waitlist": wait for a session of the chosen length within a time range on the date,
 * on one court or any; the answer tells the player their place in line.
 */
export function JoinWaitlistModal({
  wish,
  opened,
  onClose,
}: {
  wish: WaitlistWish;
  opened: boolean;
  onClose: () => void;
}) {
  const join = useJoinWaitlist();
  const [from, setFrom] = useState(hhmmOf(wish.start));
  const [to, setTo] = useState(hhmmOf(Math.min(24 * 60, wish.start + wish.durationMinutes)));
  const [duration, setDuration] = useState(String(wish.durationMinutes));
  const [court, setCourt] = useState('any');
  const [error, setError] = useState<string | null>(null);
  const durations = [...new Set([...DURATIONS, wish.durationMinutes])].sort((a, b) => a - b);

  const submit = () => {
    setError(null);
    const body: JoinWaitlistInput = {
      location_id: wish.locationId,
      booking_date: wish.date,
      from_time: from,
      to_time: to,
      duration_minutes: Number(duration),
      ...(court === 'any' ? {} : { court_id: Number(court) }),
      ...(court === 'any' && wish.sport ? { sport: wish.sport } : {}),
    };
    join.mutate(body, {
      onSuccess: (entry) => {
        notify.success(
          entry.place === null
            ? entry.message
            : `${entry.message} You are ${ordinal(entry.place)} in line.`,
          'On the waitlist',
        );
        onClose();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Join the waitlist"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {formatBookingDate(wish.date)}. If a court frees up at a time that suits you, we hold it
          for you and email you a link to pay. The first in line is asked first.
        </Text>
        <Group grow align="flex-start">
          <Select
            label="From"
            data={START_TIMES.map(timeOption)}
            value={from}
            onChange={(value) => value && setFrom(value)}
            allowDeselect={false}
            searchable
          />
          <Select
            label="To"
            data={END_TIMES.map(timeOption)}
            value={to}
            onChange={(value) => value && setTo(value)}
            allowDeselect={false}
            searchable
          />
        </Group>
        <Select
          label="How long you want to play"
          data={durations.map((m) => ({ value: String(m), label: formatSessionLength(m) }))}
          value={duration}
          onChange={(value) => value && setDuration(value)}
          allowDeselect={false}
        />
        <Select
          label="Court"
          data={[
            { value: 'any', label: wish.sport ? `Any ${wish.sport} court` : 'Any court' },
            ...wish.courts.map((c) => ({ value: String(c.court_id), label: c.label })),
          ]}
          value={court}
          onChange={(value) => value && setCourt(value)}
          allowDeselect={false}
        />
        {error && (
          <Alert color="red" role="alert" title="Could not join the waitlist">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={join.isPending}>
            Join the waitlist
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The wizard's offer to wait when the time or court the player wants is taken (a note, not an alert). */
export function WaitlistPrompt({ wish, reason }: { wish: WaitlistWish; reason: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-label="Taken? Wait for it">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>Taken? Wait for it</Text>
        <Text size="sm">
          {reason} Join the waitlist and we will hold a court for you if one frees up.
        </Text>
        <Button size="xs" variant="light" onClick={() => setOpened(true)}>
          Join the waitlist
        </Button>
      </Stack>
      {opened && <JoinWaitlistModal wish={wish} opened onClose={() => setOpened(false)} />}
    </Paper>
  );
}
