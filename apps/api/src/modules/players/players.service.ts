import {
  PlayerMessages,
  type Paginated,
  type PlayerCreate,
  type PlayerListQuery,
  type PlayerRecord,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/envelope';
import { listFilterOf } from '../../lib/list-filter';
import { checkedAccountFields, newPlayerRow, refuseLostAccountRace } from '../../lib/new-account';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import type { PlayersRepository } from './players.repository';

/** Staff's view of players, limited to the actor's locations, and the desk's sign-up. */
export function createPlayersService({
  db,
  repository,
}: {
  db: Database;
  repository: PlayersRepository;
}) {
  return {
    async list(actor: StaffActor, query: PlayerListQuery): Promise<Paginated<PlayerRecord>> {
      const filter = { scope: scopeOf(actor), ...listFilterOf(query) };
      const { rows, count } = await repository.list(filter);
      return paginate(rows, count, query);
    },

    /** One player in the actor's scope (registered at, or booked at, one of their locations). */
    async get(actor: StaffActor, id: number): Promise<PlayerRecord> {
      const player = await repository.find(scopeOf(actor), id);
      if (!player) throw AppError.notFound(PlayerMessages.notFound);
      return player;
    },

    /**
     * Creates a player registered at a location in the actor's scope. Verified at once: staff
     * vouch for the person at the desk, and can book for them straight away.
     */
    async create(actor: StaffActor, input: PlayerCreate): Promise<PlayerRecord> {
      const scope = scopeOf(actor);
      const checked = await checkedAccountFields(
        input,
        {
          emailTaken: (email) => repository.emailTaken(email),
          locationAllowed: () => repository.canRegisterAt(scope, input.location_id),
        },
        PlayerMessages,
      );
      const player = await newPlayerRow(input, checked);
      const id = await db
        .transaction((tx) => repository.create(tx, player, actor.id))
        .catch(refuseLostAccountRace(PlayerMessages));
      const created = await repository.find(scope, id);
      if (!created) throw new Error('a new player is not in the scope that created them');
      return created;
    },
  };
}
