import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { RowAction } from '../../../../components/row-action';
import { IconTrash } from '@tabler/icons-react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClosureCreateSchema, type ClosureCreate, type Court } from '@courtbook/shared';
import { ScrollableTable } from '../../../../components/scrollable-table';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useAddClosure, useDeleteClosure } from '../../api/closures';
import { formatLocalDateTime } from './format';
import { FormError } from '../../../../components/form-error';

interface ClosureFormValues {
  start: string;
  end: string;
  reason: string;
}

const closureResolver = zodResolver(ClosureCreateSchema) as unknown as Resolver<
  ClosureFormValues,
  unknown,
  ClosureCreate
>;

interface ClosuresModalProps {
  court: Court | null;
  timeZone: string;
  onClose: () => void;
}

/** A court's upcoming closures; add one (local time at the location, half hours) or remove one. */
export function ClosuresModal({ court, timeZone, onClose }: ClosuresModalProps) {
  return (
    <Modal
      opened={court !== null}
      onClose={onClose}
      title={court ? `Closures of court ${court.court_number}` : 'Closures'}
      size="lg"
      centered
    >
      {court ? <ClosuresPanel court={court} timeZone={timeZone} /> : null}
    </Modal>
  );
}

function ClosuresPanel({ court, timeZone }: { court: Court; timeZone: string }) {
  const add = useAddClosure();
  const remove = useDeleteClosure();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClosureFormValues, unknown, ClosureCreate>({
    defaultValues: { start: '', end: '', reason: '' },
    resolver: closureResolver,
  });

  const onSubmit = (values: ClosureCreate) => {
    setServerError(undefined);
    add.mutate(
      { courtId: court.court_id, values },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Closure added successfully.');
          reset();
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  const onDelete = (closureId: number) =>
    remove.mutate(
      { courtId: court.court_id, closureId },
      {
        onSuccess: (message) => notify.success(message || 'Closure removed successfully.'),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <ScrollableTable label="Closures table" minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Remove</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {court.closures.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    No upcoming closures.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              court.closures.map((closure) => (
                <Table.Tr key={closure.id}>
                  <Table.Td>{formatLocalDateTime(closure.start)}</Table.Td>
                  <Table.Td>{formatLocalDateTime(closure.end)}</Table.Td>
                  <Table.Td>{closure.reason || '—'}</Table.Td>
                  <Table.Td>
                    <RowAction
                      tip="Remove"
                      label={`Remove closure from ${formatLocalDateTime(closure.start)}`}
                      icon={IconTrash}
                      color="red"
                      loading={remove.isPending && remove.variables.closureId === closure.id}
                      onClick={() => onDelete(closure.id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollableTable>

      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            Add a closure
          </Title>
          <Text size="xs" c="dimmed">
            Local time at the location ({timeZone}), on the hour or half hour. Existing bookings are
            not cancelled.
          </Text>
          <FormError error={serverError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="datetime-local"
              label="Start"
              step={1800}
              {...register('start')}
              error={errors.start?.message}
            />
            <TextInput
              type="datetime-local"
              label="End"
              step={1800}
              {...register('end')}
              error={errors.end?.message}
            />
          </SimpleGrid>
          <TextInput
            label="Reason"
            maxLength={500}
            {...register('reason')}
            error={errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add closure
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
