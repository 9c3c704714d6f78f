import { useState } from 'react';
import { Link } from 'react-router';
import { IconCash } from '@tabler/icons-react';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  formatDurationLabel,
  type ScheduleEntry,
  type StaffWaitlistEntry,
} from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { paymentLabel, playerName, spanLabel } from '../lib/format';
import { formatMoney } from '../../../lib/format-money';
import { MarkPaidModal } from '../../../components/mark-paid-modal';
import { errorMessage } from '../../../lib/api-error';
import { deskPaymentText, formatClock } from '../../../lib/format-booking';
import { notify } from '../../../lib/notify';
import { useMarkPaidFromSheet } from '../api/mark-paid-from-sheet';

export interface EntryDetailsModalProps {
  entry: ScheduleEntry | null;
  /** How long the sheet's cells are. */
  slotMinutes: number;
  courtName: string;
  currency: string;
  onClose: () => void;
  /** Opens the Move dialog for the booking shown. */
  onMove: (entry: ScheduleEntry) => void;
  /** Who waits on the waitlist for a time this session holds, first in line first. */
  waiting?: readonly StaffWaitlistEntry[];
}

/** Who holds the court and how it is paid, with the way to the booking's own page. */
export function EntryDetailsModal({
  entry,
  courtName,
  currency,
  slotMinutes,
  onClose,
  onMove,
  waiting = [],
}: EntryDetailsModalProps) {
  const player = entry?.player;
  const [asking, setAsking] = useState(false);
  const markPaid = useMarkPaidFromSheet();
  // A booking to be paid at the club and not paid yet: the desk records it paid here.
  const dueAtDesk = entry?.kind === 'booking' && entry.payment_due === 'venue' && !entry.venue_paid;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? playerName(entry) : ''}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {entry && player && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={entry.kind === 'hold' ? 'orange' : 'blue'} variant="light">
              {entry.kind === 'hold' ? 'Awaiting payment' : 'Confirmed'}
            </Badge>
            {player.walk_in && (
              <Badge color="gray" variant="light">
                Walk-in
              </Badge>
            )}
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Row label="Court">{courtName}</Row>
              <Row label="Time">{spanLabel(entry, slotMinutes)}</Row>
              <Row label="Phone">
                {player.phone ? <Anchor href={`tel:${player.phone}`}>{player.phone}</Anchor> : '—'}
              </Row>
              <Row label="Email">
                {player.email ? (
                  <Anchor href={`mailto:${player.email}`}>{player.email}</Anchor>
                ) : (
                  'None given'
                )}
              </Row>
              <Row label="Court fee">
                {entry.total_price ? formatMoney(entry.total_price, currency) : '—'}
              </Row>
              <Row label="Payment">
                {entry.kind === 'hold'
                  ? 'Card, not paid yet'
                  : entry.venue_paid
                    ? deskPaymentText(entry.venue_paid)
                    : paymentLabel(entry)}
              </Row>
            </Table.Tbody>
          </Table>
          {waiting.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby="slot-waitlist-title">
              <Text fw={600} id="slot-waitlist-title">
                Waitlist ({waiting.length})
              </Text>
              <Stack component="ol" gap={2} m={0} pl="lg">
                {waiting.map((wait) => (
                  <Text component="li" size="sm" key={wait.id}>
                    {wait.player.name} · {formatClock(wait.from_time)} – {formatClock(wait.to_time)}{' '}
                    · {formatDurationLabel(wait.duration_minutes)}
                    {wait.status === 'offered' ? ' · offered' : ''}
                  </Text>
                ))}
              </Stack>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {dueAtDesk ? (
              <Button
                color="court"
                leftSection={<IconCash size={16} aria-hidden="true" />}
                onClick={() => setAsking(true)}
              >
                Mark paid
              </Button>
            ) : null}
            <Button variant="light" onClick={() => onMove(entry)}>
              Move
            </Button>
            <Button component={Link} to={paths.courtDetails.getHref(entry.id)}>
              Open booking
            </Button>
          </Group>
        </Stack>
      )}
      {entry && asking ? (
        <MarkPaidModal
          loading={markPaid.isPending}
          onClose={() => setAsking(false)}
          onConfirm={(method) =>
            markPaid.mutate(
              { id: entry.id, body: { method } },
              {
                onSuccess: ({ message }) => {
                  notify.success(message || 'Booking marked paid.');
                  setAsking(false);
                  onClose();
                },
                onError: (error) => {
                  notify.error(errorMessage(error));
                  setAsking(false);
                },
              },
            )
          }
        >
          Paid at the desk for {playerName(entry)}: {courtName}, {spanLabel(entry, slotMinutes)}
          {entry.total_price ? ` (court fee ${formatMoney(entry.total_price, currency)})` : ''}.
        </MarkPaidModal>
      ) : null}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="35%">{label}</Table.Th>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
