import { Paper, Skeleton, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsMove,
  IconCalendarPlus,
  IconCash,
  IconCheck,
  IconCoin,
  IconX,
} from '@tabler/icons-react';
import type { BookingHistoryAction } from '@courtbook/shared';
import { LoadError } from '../load-error';
import { useBookingHistory } from '../../api/court-bookings';
import { formatStamp, HISTORY_LABELS } from './format';

const ICONS: Record<BookingHistoryAction, typeof IconCheck> = {
  'booking.create': IconCalendarPlus,
  'booking.confirm': IconCheck,
  'booking.cancel': IconX,
  'booking.mark_paid': IconCash,
  'booking.move': IconArrowsMove,
  'payment.refund': IconCoin,
};

/** The series' history, oldest first: what happened, who did it, and when. */
export function BookingHistoryList({ bookingId }: { bookingId: number }) {
  const query = useBookingHistory(bookingId);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status">
        <VisuallyHidden>Loading the history…</VisuallyHidden>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError title="Could not load the history" query={query} />;
  } else if (query.data.entries.length === 0) {
    body = (
      <Text c="dimmed" role="status">
        Nothing recorded yet.
      </Text>
    );
  } else {
    body = (
      <Timeline bulletSize={26} lineWidth={2} active={query.data.entries.length - 1}>
        {query.data.entries.map((entry) => {
          const Icon = ICONS[entry.action];
          return (
            <Timeline.Item
              key={entry.id}
              bullet={<Icon size={14} aria-hidden="true" />}
              title={HISTORY_LABELS[entry.action]}
            >
              <Text size="sm">
                by {entry.actor ? entry.actor.name : 'a deleted account'}
                {entry.actor ? (
                  <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {' '}
                    ({entry.actor.email})
                  </Text>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.created_at}>{formatStamp(entry.created_at)}</time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="History">
      <Stack gap="sm">
        <Title order={2} size="h4">
          History
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
