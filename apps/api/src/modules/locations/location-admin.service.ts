import type { Database } from '../../db/client';
import type {
  Court,
  Location,
  LocationCreate,
  LocationDetail,
  LocationListQuery,
  LocationOption,
  LocationUpdate,
  Paginated,
} from '@courtbook/shared';
import { deleteUnlessReferenced } from '../../db/errors';
import { paginate } from '../../lib/envelope';
import { listFilterOf } from '../../lib/list-filter';
import { AppError } from '../../lib/errors';
import type { ImageStore, StoredImage } from '../../lib/image-store';
import { storeImage } from '../../lib/images';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import type { LocationAdminRepository, LocationRow } from './location-admin.repository';
import { locationChangesOf, toLocation, toLocationOption } from './location-dto';
import { LocationAdminMessages } from './locations.messages';

/** What the location pages need of the courts feature (wired in src/services.ts). */
export interface CourtsOfLocation {
  /** The location's courts, by number, each with its closures that have not ended. */
  list(locationId: number): Promise<Court[]>;
}

export interface LocationAdminServiceOptions {
  db: Database;
  repository: LocationAdminRepository;
  /** Logos (`uploads/logos/`). */
  logos: ImageStore;
  courts: CourtsOfLocation;
  /** Called after any committed change, e.g. to drop the public list's cache. */
  onChange: () => void;
  now?: () => Date;
}

/** A new logo's bytes (absent or empty keeps the current one), or a request to remove it. */
export interface LogoChange {
  bytes?: Uint8Array | undefined;
  remove?: boolean | undefined;
}

/** Staff's location management; every call is limited to the actor's scope. */
export function createLocationAdminService(options: LocationAdminServiceOptions) {
  const { db, repository, logos, courts, onChange, now = () => new Date() } = options;

  const detail = async (row: LocationRow): Promise<LocationDetail> => ({
    ...toLocation(row),
    courts: await courts.list(row.id),
  });

  const storeLogo = (logo: LogoChange): Promise<StoredImage> | undefined =>
    logo.bytes?.byteLength ? storeImage(logos, logo.bytes) : undefined;

  /** Runs a write that uses a freshly stored logo, removing the file if the write fails. */
  async function withLogo<T>(stored: StoredImage | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  }

  return {
    async list(actor: StaffActor, query: LocationListQuery): Promise<Paginated<Location>> {
      const filter = { scope: scopeOf(actor), ...listFilterOf(query) };
      const { rows, count } = await repository.list(filter);
      return paginate(rows.map(toLocation), count, query);
    },

    /** Every location the actor manages (all of them for a super admin). */
    async listMine(actor: StaffActor): Promise<Location[]> {
      return (await repository.listInScope(scopeOf(actor))).map(toLocation);
    },

    async listOptions(actor: StaffActor): Promise<LocationOption[]> {
      return (await repository.listInScope(scopeOf(actor))).map(toLocationOption);
    },

    async get(actor: StaffActor, id: number): Promise<LocationDetail> {
      const row = await repository.find(scopeOf(actor), id);
      if (!row) throw AppError.notFound(LocationAdminMessages.notFound);
      return detail(row);
    },

    /** All or nothing: on failure no row is written and no logo file is left behind. */
    async create(actor: StaffActor, input: LocationCreate, logo: LogoChange = {}) {
      const stored = await storeLogo(logo);
      const row = await withLogo(stored, () =>
        db.transaction((tx) =>
          repository.create(
            tx,
            {
              ...locationChangesOf(input),
              name: input.name,
              address1: input.address_1,
              timeZone: input.time_zone,
              logo: stored?.publicPath ?? null,
            },
            actor.id,
          ),
        ),
      );
      onChange();
      return detail(row);
    },

    async update(actor: StaffActor, id: number, input: LocationUpdate, logo: LogoChange = {}) {
      const stored = await storeLogo(logo);
      const changes = locationChangesOf(input);
      const changedFields = Object.keys(input).filter(
        (key) => input[key as keyof LocationUpdate] !== undefined,
      );
      if (stored) changes.logo = stored.publicPath;
      else if (logo.remove) changes.logo = null;
      if ('logo' in changes) changedFields.push('logo');

      const result = await withLogo(stored, () =>
        db.transaction((tx) =>
          repository.update(tx, {
            scope: scopeOf(actor),
            id,
            changes,
            changedFields,
            actorUserId: actor.id,
            now: now(),
          }),
        ),
      );
      if (result.outcome !== 'updated') {
        await stored?.discard();
        throw result.outcome === 'not_found'
          ? AppError.notFound(LocationAdminMessages.notFound)
          : AppError.conflict(LocationAdminMessages.timeZoneLocked);
      }
      if ('logo' in changes && result.previousLogo !== changes.logo) {
        await logos.remove(result.previousLogo).catch(() => undefined);
      }
      onChange();
      return detail(result.row);
    },

    /** Refused (409) once anything was booked there: deactivating keeps the history. */
    async remove(actor: StaffActor, id: number): Promise<void> {
      const result = await deleteUnlessReferenced(
        db,
        (tx) => repository.remove(tx, { scope: scopeOf(actor), id, actorUserId: actor.id }),
        () => AppError.conflict(LocationAdminMessages.hasBookings),
      );
      if (result.outcome === 'not_found') throw AppError.notFound(LocationAdminMessages.notFound);
      if (result.outcome === 'has_bookings')
        throw AppError.conflict(LocationAdminMessages.hasBookings);
      await logos.remove(result.logo).catch(() => undefined);
      onChange();
    },
  };
}
export type LocationAdminService = ReturnType<typeof createLocationAdminService>;
