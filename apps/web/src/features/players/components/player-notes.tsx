import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { PLAYER_NOTE_MAX, PlayerNoteCreateSchema, type PlayerNote } from '@courtbook/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormError } from '../../../components/form-error';
import { SectionCard } from '../../../components/section-card';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAddPlayerNote, useDeletePlayerNote, usePlayerNotes } from '../api/player-notes';
import { PlayerNoteMessages as M } from '../messages';
import { formatMoment } from './format';

const authorOf = (note: PlayerNote) => note.author?.name || M.unknownAuthor;

/** The player page's Notes section: staff's notes, newest first, a form to add one, Delete. */
export function PlayerNotes({ playerId }: { playerId: number }) {
  const notes = usePlayerNotes(playerId);
  const remove = useDeletePlayerNote(playerId);
  const [toDelete, setToDelete] = useState<PlayerNote | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (message) => notify.success(message || M.deleted),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  let list;
  if (notes.isPending)
    list = (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{M.loading}</Text>
      </Group>
    );
  else if (notes.isError)
    list = (
      <Alert color="red" role="alert" title={M.failed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(notes.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void notes.refetch()}>
            {M.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  else if (notes.data.length === 0)
    list = (
      <Text c="dimmed" role="status">
        {M.empty}
      </Text>
    );
  else
    list = (
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        aria-label={M.listLabel}
        style={{ listStyle: 'none' }}
      >
        {notes.data.map((note) => (
          <NoteItem key={note.id} note={note} onDelete={() => setToDelete(note)} />
        ))}
      </Stack>
    );

  return (
    <SectionCard title={M.title}>
      {list}
      <Divider />
      <AddNoteForm playerId={playerId} />
      <ConfirmModal
        opened={toDelete !== null}
        title={M.deleteTitle}
        confirmLabel={M.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        details={toDelete ? `${authorOf(toDelete)}, ${formatMoment(toDelete.created_at)}` : null}
      >
        {M.deleteQuestion}
      </ConfirmModal>
    </SectionCard>
  );
}

function NoteItem({ note, onDelete }: { note: PlayerNote; onDelete: () => void }) {
  const author = authorOf(note);
  const when = formatMoment(note.created_at);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              {author}
            </Text>
            <Text span c="dimmed" inherit>
              {' · '}
              <time dateTime={note.created_at}>{when}</time>
            </Text>
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={M.deleteLabel(author, when)}
            onClick={onDelete}
          >
            {M.delete}
          </Button>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Text>
      </Stack>
    </Paper>
  );
}

/** A new note, checked with the server's own schema; a refusal is shown above the field. */
function AddNoteForm({ playerId }: { playerId: number }) {
  const add = useAddPlayerNote(playerId);
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PlayerNoteCreateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const answer = await add.mutateAsync(values);
      notify.success(answer.message || M.added);
      reset({ body: '' });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={M.field}>
      <Stack gap="xs">
        <FormError error={refusal} title={M.refused} />
        <Textarea
          label={M.field}
          description={M.fieldHelp(PLAYER_NOTE_MAX)}
          withAsterisk
          rows={4}
          resize="vertical"
          maxLength={PLAYER_NOTE_MAX}
          error={errors.body?.message}
          {...register('body')}
        />
        <Group justify="flex-end">
          <SubmitButton loading={add.isPending}>{M.add}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
