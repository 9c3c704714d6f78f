import {
  PlayerMessages as M,
  ValidationMessages,
  type Paginated,
  type PlayerCreate,
  type PlayerListQuery,
  type PlayerRecord,
} from '@courtbook/shared';
import { PgErrorCode, pgErrorCode } from '../../db/errors';
import { paginate } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { normalisePhone } from '../../lib/phone';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import type { PlayersRepository } from './players.repository';

/** Staff's view of players, limited to the actor's locations, and the desk's sign-up. */
export function createPlayersService(repository: PlayersRepository) {
  return {
    async list(actor: StaffActor, query: PlayerListQuery): Promise<Paginated<PlayerRecord>> {
      const { rows, count } = await repository.list({
        scope: scopeOf(actor),
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
      });
      return paginate({ results: rows, count, page: query.page, pageSize: query.page_size });
    },

    /**
     * Creates a player registered at a location in the actor's scope. Verified at once: staff
     * vouch for the person at the desk, and can book for them straight away.
     */
    async create(actor: StaffActor, input: PlayerCreate): Promise<PlayerRecord> {
      const scope = scopeOf(actor);
      const email = input.email.toLowerCase();
      const phone = normalisePhone(input.phone, input.country);
      const [taken, locationOk] = await Promise.all([
        repository.emailTaken(email),
        repository.canRegisterAt(scope, input.location_id),
      ]);
      const problems: string[] = [];
      if (taken) problems.push(M.emailTaken);
      if (!phone) problems.push(ValidationMessages.phoneInvalid);
      if (!locationOk) problems.push(M.locationInvalid);
      if (problems[0] || !phone) {
        throw AppError.badRequest(problems[0] ?? ValidationMessages.phoneInvalid, problems);
      }
      const player = {
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        phone,
        country: input.country,
        homeLocationId: input.location_id,
      };
      return repository.create(player, scope, actor.id).catch((error: unknown) => {
        const code = pgErrorCode(error);
        if (code === PgErrorCode.UniqueViolation) throw AppError.badRequest(M.emailTaken);
        if (code === PgErrorCode.ForeignKeyViolation) throw AppError.badRequest(M.locationInvalid);
        throw error;
      });
    },
  };
}
