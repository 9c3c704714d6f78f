import { useState } from 'react';
import { Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { RowAction, RowActions } from '../../../../components/row-action';
import { IconCalendarOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  courtLabel,
  slotRulesOf,
  sportLabel,
  type Court,
  type LocationDetail,
} from '@courtbook/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { ScrollableTable } from '../../../../components/scrollable-table';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useDeleteCourt } from '../../api/delete-court';
import { useSaveCourt } from '../../api/save-court';
import { ClosuresModal } from './closures-modal';
import { CourtFormModal } from './court-form-modal';
import { formatPercent } from './format';
import { formatMoney } from '../../../../lib/format-money';
import { sessionRange, sessionSteps } from '../../../../lib/court-sessions';

/** "Court 1 · Padel · Artificial grass · Indoor · Lights": what the court is, beside its name. */
const courtFacts = (court: Court) =>
  [
    court.name ? `Court ${court.court_number}` : null,
    sportLabel(court.sport),
    court.surface,
    court.indoor ? 'Indoor' : 'Outdoor',
    court.lights ? 'Lights' : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The court's sessions as staff set them: "60–120 min" over "by 30 min, starts every 30 min". */
function CourtSessions({ court }: { court: Court }) {
  const rules = slotRulesOf({
    startStepMinutes: court.start_step_minutes,
    minSessionMinutes: court.min_session_minutes,
    maxSessionMinutes: court.max_session_minutes,
    sessionStepMinutes: court.session_step_minutes,
  });
  return (
    <Stack gap={0}>
      <Text size="sm">{sessionRange(rules)}</Text>
      <Text size="xs" c="dimmed">
        {sessionSteps(rules)}
      </Text>
    </Stack>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; court: Court } | null;

/** A location's courts: add, edit, (de)activate, delete, and their closures. */
export function CourtsTable({ location }: { location: LocationDetail }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Court | null>(null);
  const [closuresOf, setClosuresOf] = useState<number | null>(null);
  const remove = useDeleteCourt();
  const toggle = useSaveCourt();
  const closuresCourt = location.courts.find((court) => court.court_id === closuresOf) ?? null;

  const setActive = (court: Court, isActive: boolean) =>
    toggle.mutate(
      { courtId: court.court_id, values: { is_active: isActive } },
      {
        onSuccess: () =>
          notify.success(`Court ${court.court_number} is now ${isActive ? 'active' : 'inactive'}.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.court_id, {
      onSuccess: (message) => notify.success(message || 'Court deleted successfully.'),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="courts-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="courts-heading">
          Courts
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ mode: 'add' })}
        >
          Add court
        </Button>
      </Group>
      <ScrollableTable label="Courts table" minWidth={760}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Court</Table.Th>
              <Table.Th>Sessions</Table.Th>
              <Table.Th>Hourly fee</Table.Th>
              <Table.Th>Tax %</Table.Th>
              <Table.Th>Card fee %</Table.Th>
              <Table.Th>Closures</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {location.courts.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" ta="center" py="md">
                    No courts yet. Add the first one.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              location.courts.map((court) => (
                <Table.Tr key={court.court_id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {courtLabel(court)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {courtFacts(court)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <CourtSessions court={court} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(court.court_fee_hrs, location.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatPercent(court.tax_percent)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatPercent(court.card_fee_percent)}
                  </Table.Td>
                  <Table.Td>{court.closures.length}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Court ${court.court_number} active`}
                      checked={court.is_active}
                      disabled={toggle.isPending}
                      onChange={(event) => setActive(court, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <RowActions>
                      <RowAction
                        tip="Closures"
                        label={`Closures of court ${court.court_number}`}
                        icon={IconCalendarOff}
                        onClick={() => setClosuresOf(court.court_id)}
                      />
                      <RowAction
                        tip="Edit"
                        label={`Edit court ${court.court_number}`}
                        icon={IconPencil}
                        onClick={() => setEditing({ mode: 'edit', court })}
                      />
                      <RowAction
                        tip="Delete"
                        label={`Delete court ${court.court_number}`}
                        icon={IconTrash}
                        color="red"
                        onClick={() => setToDelete(court)}
                      />
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollableTable>

      <CourtFormModal
        opened={editing !== null}
        locationId={location.id}
        court={editing?.mode === 'edit' ? editing.court : undefined}
        defaults={location}
        openingHours={location.opening_hours}
        onClose={() => setEditing(null)}
      />
      <ClosuresModal
        court={closuresCourt}
        timeZone={location.time_zone}
        onClose={() => setClosuresOf(null)}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete court"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        Delete court {toDelete?.court_number}? Its closures are deleted too.
      </ConfirmModal>
    </section>
  );
}
