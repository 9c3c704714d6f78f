import {
  courtSettingsProblem,
  DEFAULT_COURT_FACTS,
  percentTextToBasisPoints,
  type CourtSlotSettings,
  type OpeningHours,
  type Court,
  type CourtCreate,
  type CourtUpdate,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { PgErrorCode, pgErrorCode, deleteUnlessReferenced } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import { courtChangesOf, courtFactChangesOf, feeCents, toClosure, toCourt } from './court-dto';
import { CourtMessages } from './courts.messages';
import type { ClosuresRepository } from './closures.repository';
import type { CourtRefusal, CourtRow, CourtsRepository } from './courts.repository';

export interface CourtsServiceOptions {
  db: Database;
  repository: CourtsRepository;
  closures: Pick<ClosuresRepository, 'upcoming'>;
  now?: () => Date;
  /** Called after a court is added, changed or removed. */
  onChange?: () => void;
}

/** Staff's court management; every call is limited to the actor's scope. */
export function createCourtsService({
  db,
  repository,
  closures: closureRows,
  now = () => new Date(),
  onChange = () => undefined,
}: CourtsServiceOptions) {
  /** Courts with their upcoming closures (one query for all of them). */
  async function withClosures(rows: { court: CourtRow; timeZone: string }[]): Promise<Court[]> {
    const closures = await closureRows.upcoming(
      rows.map((row) => row.court.id),
      now(),
    );
    return rows.map(({ court, timeZone }) =>
      toCourt(
        court,
        closures.filter((c) => c.courtId === court.id).map((c) => toClosure(c, timeZone)),
      ),
    );
  }

  const refuse = (refusal: CourtRefusal, courtNumber: number | undefined): never => {
    throw AppError.conflict(
      refusal === 'number_taken'
        ? CourtMessages.numberTaken(courtNumber ?? 0)
        : CourtMessages.hasBookings,
    );
  };

  /** A racing insert or update that took the number first. */
  const numberRace = (error: unknown, courtNumber: number | undefined) => {
    if (pgErrorCode(error) === PgErrorCode.UniqueViolation && courtNumber !== undefined) {
      return AppError.conflict(CourtMessages.numberTaken(courtNumber));
    }
    return error;
  };

  /** Refuses settings that would leave the court unbookable (400, with the field's message). */
  const checkSettings = (court: CourtSlotSettings, openingHours: OpeningHours) => {
    const problem = courtSettingsProblem(court, openingHours);
    if (problem) throw AppError.badRequest(problem.message);
  };

  async function getCourt(actor: StaffActor, id: number): Promise<Court> {
    const found = await repository.find(scopeOf(actor), id);
    if (!found) throw AppError.notFound(CourtMessages.notFound);
    const [court] = await withClosures([found]);
    if (!court) throw AppError.notFound(CourtMessages.notFound);
    return court;
  }

  return {
    /** For a location already known to be in scope (the location's own detail). */
    async listOfLocation(locationId: number): Promise<Court[]> {
      return withClosures(await repository.listForLocation(locationId));
    },

    async listForLocation(actor: StaffActor, locationId: number): Promise<Court[]> {
      const location = await repository.findLocation(scopeOf(actor), locationId);
      if (!location) throw AppError.notFound(CourtMessages.locationNotFound);
      return withClosures(await repository.listForLocation(location.id));
    },

    get: getCourt,

    /** Tax and card fee default to the location's when the form leaves them out. */
    async create(actor: StaffActor, input: CourtCreate): Promise<Court> {
      const location = await repository.findLocation(scopeOf(actor), input.location_id);
      if (!location) throw AppError.notFound(CourtMessages.locationNotFound);
      const facts = { ...DEFAULT_COURT_FACTS, ...courtFactChangesOf(input) };
      checkSettings(facts, location.openingHours);
      let result: CourtRow | CourtRefusal;
      try {
        const court = {
          ...facts,
          locationId: location.id,
          courtNumber: input.court_number,
          hourlyFeeCents: feeCents(input.court_fee_hrs),
          taxBasisPoints:
            input.tax_percent === undefined
              ? location.taxBasisPoints
              : percentTextToBasisPoints(input.tax_percent),
          cardFeeBasisPoints:
            input.card_fee_percent === undefined
              ? location.cardFeeBasisPoints
              : percentTextToBasisPoints(input.card_fee_percent),
          isActive: input.is_active,
        };
        result = await db.transaction((tx) => repository.create(tx, court, actor.id));
      } catch (error) {
        throw numberRace(error, input.court_number);
      }
      if (typeof result === 'string') return refuse(result, input.court_number);
      onChange();
      return toCourt(result, []);
    },

    async update(actor: StaffActor, id: number, input: CourtUpdate): Promise<Court> {
      const changes = courtChangesOf(input);
      const found = await repository.find(scopeOf(actor), id);
      if (!found) throw AppError.notFound(CourtMessages.notFound);
      checkSettings({ ...found.court, ...changes }, found.openingHours);
      const changedFields = Object.keys(input).filter(
        (key) => input[key as keyof CourtUpdate] !== undefined,
      );
      let result: CourtRow | CourtRefusal | undefined;
      try {
        const change = { scope: scopeOf(actor), id, changes, changedFields, actorUserId: actor.id };
        result = await db.transaction((tx) => repository.update(tx, change));
      } catch (error) {
        throw numberRace(error, input.court_number);
      }
      if (result === undefined) throw AppError.notFound(CourtMessages.notFound);
      if (typeof result === 'string') return refuse(result, input.court_number);
      onChange();
      return getCourt(actor, result.id);
    },

    /** Refused (409) once the court was ever booked: deactivating keeps the history. */
    async remove(actor: StaffActor, id: number): Promise<void> {
      const result = await deleteUnlessReferenced(
        db,
        (tx) => repository.remove(tx, { scope: scopeOf(actor), id, actorUserId: actor.id }),
        () => AppError.conflict(CourtMessages.hasBookings),
      );
      if (result === undefined) throw AppError.notFound(CourtMessages.notFound);
      if (typeof result === 'string') refuse(result, undefined);
      onChange();
    },
  };
}
export type CourtsService = ReturnType<typeof createCourtsService>;
