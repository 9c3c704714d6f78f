import { useQuery } from '@tanstack/react-query';
import type { Answer, PlayerNote, PlayerNoteCreateInput } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { playerKeys } from './players';

export const playerNotesKey = (playerId: number) => [...playerKeys.all, 'notes', playerId] as const;

const notesPath = (playerId: number) => `/players/${playerId}/notes/`;

/** GET /players/{id}/notes/: staff's notes on the player, newest first. */
export async function getPlayerNotes(
  playerId: number,
  signal?: AbortSignal,
): Promise<PlayerNote[]> {
  return answerOf<Answer<{ notes: PlayerNote[] }>>(await api.get(notesPath(playerId), { signal }))
    .notes;
}

export const usePlayerNotes = (playerId: number) =>
  useQuery({
    queryKey: playerNotesKey(playerId),
    queryFn: ({ signal }) => getPlayerNotes(playerId, signal),
  });

/** POST /players/{id}/notes/: the new note and the server's message. */
export const addPlayerNote = async (
  playerId: number,
  body: PlayerNoteCreateInput,
): Promise<Answer<PlayerNote>> =>
  answerOf<Answer<PlayerNote>>(await api.post(notesPath(playerId), body));

/** Adds a note; the player's notes are fetched again before it settles. */
export const useAddPlayerNote = (playerId: number) =>
  useInvalidatingMutation(
    (body: PlayerNoteCreateInput) => addPlayerNote(playerId, body),
    playerNotesKey(playerId),
  );

/** DELETE /players/{id}/notes/{noteId}/: the server's message. */
export const useDeletePlayerNote = (playerId: number) =>
  useInvalidatingMutation(
    (noteId: number) => deleteWithMessage(`${notesPath(playerId)}${noteId}/`),
    playerNotesKey(playerId),
  );
