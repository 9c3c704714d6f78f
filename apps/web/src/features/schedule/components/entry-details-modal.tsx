import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ScheduleEntry } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { paymentLabel, playerName, spanLabel } from '../lib/format';
import { formatMoney } from '../../../lib/format-money';

export interface EntryDetailsModalProps {
  entry: ScheduleEntry | null;
  /** How long the sheet's cells are. */
  slotMinutes: number;
  courtName: string;
  currency: string;
  onClose: () => void;
  /** Opens the Move dialog for the booking shown. */
  onMove: (entry: ScheduleEntry) => void;
}

/** Who holds the court and how it is paid, with the way to the booking's own page. */
export function EntryDetailsModal({
  entry,
  courtName,
  currency,
  slotMinutes,
  onClose,
  onMove,
}: EntryDetailsModalProps) {
  const player = entry?.player;
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? playerName(entry) : ''}>
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
                {entry.kind === 'hold' ? 'Card, not paid yet' : paymentLabel(entry)}
              </Row>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button variant="light" onClick={() => onMove(entry)}>
              Move
            </Button>
            <Button component={Link} to={paths.courtDetails.getHref(entry.id)}>
              Open booking
            </Button>
          </Group>
        </Stack>
      )}
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
