import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WaitlistEntry } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist';
import { offerLabel, statusText, wantedLabel } from './format';
import classes from './waitlist-entries.module.css';

const STATUS_COLOR: Record<WaitlistEntry['status'], string> = {
  waiting: 'blue',
  offered: 'green',
  booked: 'green',
  passed: 'gray',
  expired: 'gray',
  left: 'gray',
};

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const open = entry.status === 'waiting' || entry.status === 'offered';
  const onLeave = () =>
    leave.mutate(entry.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={wantedLabel(entry)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{wantedLabel(entry)}</Text>
          <Badge
            className={classes.status}
            data-status={entry.status}
            color={STATUS_COLOR[entry.status]}
            c="var(--status-text)"
            variant="light"
            tt="none"
          >
            {statusText(entry)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {entry.location.name}
          {entry.offer ? ` · ${offerLabel(entry.offer)}` : ''}
        </Text>
        {open && (
          <Group gap="xs">
            {entry.status === 'offered' && (
              <Button component={Link} to={paths.waitlistOffer.getHref(entry.id)} size="xs">
                Take it and pay
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              onClick={onLeave}
              loading={leave.isPending}
              aria-label={`Leave the waitlist for ${wantedLabel(entry)}`}
            >
              Leave the waitlist
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * My Bookings: the player's waitlist entries, each with its place in line or the court held for
 * them. Nothing when there are none (or they cannot be read: the bookings say enough).
 */
export function WaitlistEntries() {
  const query = useMyWaitlist();
  const entries = query.data ?? [];
  if (entries.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="waitlist-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="waitlist-title">
            Your waitlists
          </Title>
          <Text size="sm" c="dimmed">
            When a court you wait for frees up, we hold it for you and email you; the first in line
            is asked first.
          </Text>
        </div>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
