import type { PlayerNote } from '@courtbook/shared';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { playerNotes, users } from '../../db/schema';

/** Each note with its author's name (none once the author's account is deleted). */
const selectNotes = (executor: Database) =>
  executor
    .select({
      id: playerNotes.id,
      body: playerNotes.body,
      createdAt: playerNotes.createdAt,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(playerNotes)
    .leftJoin(users, eq(users.id, playerNotes.authorId));
type Row = Awaited<ReturnType<typeof selectNotes>>[number];

const toNote = (row: Row): PlayerNote => ({
  id: row.id,
  body: row.body,
  author:
    row.authorId !== null
      ? {
          id: row.authorId,
          name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
        }
      : null,
  created_at: row.createdAt.toISOString(),
});

/** One note of one player, for `create` and `remove`. */
export interface NoteWrite {
  userId: number;
  actorUserId: number;
}

/**
 * The SQL of staff's notes on a player. The caller checks first that the player is in the
 * actor's scope (the players module's rule); every change is audited in its transaction.
 */
export function createPlayerNotesRepository(db: Database) {
  return {
    /** The player's notes, newest first. */
    async list(userId: number): Promise<PlayerNote[]> {
      const rows = await selectNotes(db)
        .where(eq(playerNotes.userId, userId))
        .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id));
      return rows.map(toNote);
    },

    async create(tx: Database, note: NoteWrite & { body: string }): Promise<PlayerNote> {
      const [row] = await tx
        .insert(playerNotes)
        .values({ userId: note.userId, authorId: note.actorUserId, body: note.body })
        .returning({ id: playerNotes.id });
      if (!row) throw new Error('player note not inserted');
      await recordAudit(tx, note.actorUserId, 'player_note.create', row.id, {
        user_id: note.userId,
        length: note.body.length,
      });
      const [created] = await selectNotes(tx).where(eq(playerNotes.id, row.id));
      if (!created) throw new Error('a new player note is not found');
      return toNote(created);
    },

    /** Deletes the player's note; false when the player has no such note. */
    async remove(tx: Database, note: NoteWrite & { noteId: number }): Promise<boolean> {
      const [row] = await tx
        .delete(playerNotes)
        .where(and(eq(playerNotes.id, note.noteId), eq(playerNotes.userId, note.userId)))
        .returning({ id: playerNotes.id });
      if (!row) return false;
      await recordAudit(tx, note.actorUserId, 'player_note.delete', row.id, {
        user_id: note.userId,
      });
      return true;
    },
  };
}
export type PlayerNotesRepository = ReturnType<typeof createPlayerNotesRepository>;
