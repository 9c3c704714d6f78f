import {
  PlayerMessages,
  type PlayerNote,
  type PlayerNoteCreate,
  type PlayerRecord,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { scopeOf, type StaffActor, type StaffScope } from '../../lib/staff-scope';
import type { PlayerNotesRepository } from './player-notes.repository';

export interface PlayerNotesServiceOptions {
  db: Database;
  repository: PlayerNotesRepository;
  /** A player in the staff member's scope: the player page's own rule (`players.find`). */
  findPlayer: (scope: StaffScope, id: number) => Promise<PlayerRecord | undefined>;
}

/**
 * Staff's notes on a player's record: whoever may open the player's page reads, adds and deletes
 * its notes; a player out of scope is not found. Every write is one transaction with its audit row.
 */
export function createPlayerNotesService({
  db,
  repository,
  findPlayer,
}: PlayerNotesServiceOptions) {
  async function playerIn(actor: StaffActor, id: number): Promise<PlayerRecord> {
    const player = await findPlayer(scopeOf(actor), id);
    if (!player) throw AppError.notFound(PlayerMessages.notFound);
    return player;
  }

  return {
    async list(actor: StaffActor, playerId: number): Promise<PlayerNote[]> {
      const player = await playerIn(actor, playerId);
      return repository.list(player.id);
    },

    async create(
      actor: StaffActor,
      playerId: number,
      input: PlayerNoteCreate,
    ): Promise<PlayerNote> {
      const player = await playerIn(actor, playerId);
      return db.transaction((tx) =>
        repository.create(tx, { userId: player.id, actorUserId: actor.id, body: input.body }),
      );
    },

    async remove(actor: StaffActor, playerId: number, noteId: number): Promise<void> {
      const player = await playerIn(actor, playerId);
      const removed = await db.transaction((tx) =>
        repository.remove(tx, { userId: player.id, actorUserId: actor.id, noteId }),
      );
      if (!removed) throw AppError.notFound(PlayerMessages.noteNotFound);
    },
  };
}
