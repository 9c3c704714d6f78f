import {
  AdminMessages,
  type AdminCreate,
  type AdminListQuery,
  type AdminRecord,
  type AdminUpdate,
  type Paginated,
  UserType,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { paginate } from '../../lib/envelope';
import { listFilterOf } from '../../lib/list-filter';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { checkedAccountFields, refuseLostAccountRace } from '../../lib/new-account';
import type { StaffActor } from '../../lib/staff-scope';
import type { AdminsRepository, AdminValues } from './admins.repository';

/** Super admins manage staff accounts: location admins and other super admins. */
export function createAdminsService({
  db,
  repository,
}: {
  db: Database;
  repository: AdminsRepository;
}) {
  /** Checks what the database must confirm; answers every problem at once, the first the most useful. */
  async function valuesOf(
    input: AdminCreate | AdminUpdate,
    exceptId?: number,
  ): Promise<AdminValues> {
    const { email, phone } = await checkedAccountFields(
      input,
      {
        emailTaken: (email) => repository.emailTaken(email, exceptId),
        locationAllowed: () => repository.locationsExist(input.location_ids),
      },
      AdminMessages,
    );
    return {
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      phone,
      country: input.country,
      userType: input.user_type,
      permissions: input.permissions,
      locationIds: input.location_ids,
    };
  }

  /** Two requests with one email at once: the unique index decides, with the same answer. */
  const uniqueEmail = refuseLostAccountRace(AdminMessages);

  return {
    async list(query: AdminListQuery): Promise<Paginated<AdminRecord>> {
      const { rows, count } = await repository.list(listFilterOf(query));
      return paginate(rows, count, query);
    },

    async get(id: number): Promise<AdminRecord> {
      const admin = await repository.find(id);
      if (!admin) throw AppError.notFound(AdminMessages.notFound);
      return admin;
    },

    /** Staff accounts are created verified: a super admin vouches for the address. */
    async create(actor: StaffActor, input: AdminCreate): Promise<AdminRecord> {
      const values = await valuesOf(input);
      const passwordHash = await hashPassword(input.password);
      const id = await db
        .transaction((tx) => repository.create(tx, { ...values, passwordHash }, actor.id))
        .catch(uniqueEmail);
      return this.get(id);
    },

    async update(actor: StaffActor, id: number, input: AdminUpdate): Promise<AdminRecord> {
      const current = await this.get(id);
      const values = await valuesOf(input, id);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const updated = await db
        .transaction(async (tx) => {
          if (values.userType !== UserType.SuperAdmin) {
            const superAdmins = await repository.lockSuperAdminIds(tx);
            if (superAdmins.length === 1 && superAdmins[0] === id) {
              throw AppError.conflict(AdminMessages.lastSuperAdminDemote);
            }
            // Demoting yourself would lock you out of this very screen.
            if (id === actor.id && input.user_type !== current.user_type) {
              throw AppError.conflict(AdminMessages.changeOwnType);
            }
          }
          return repository.update(tx, id, { ...values, passwordHash }, actor.id);
        })
        .catch(uniqueEmail);
      if (!updated) throw AppError.notFound(AdminMessages.notFound);
      return this.get(id);
    },

    /** Deactivates the account: the bookings it made and the audit trail keep their author. */
    async remove(actor: StaffActor, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const superAdmins = await repository.lockSuperAdminIds(tx);
        if (superAdmins.length === 1 && superAdmins[0] === id) {
          throw AppError.conflict(AdminMessages.lastSuperAdminDelete);
        }
        if (id === actor.id) throw AppError.conflict(AdminMessages.deleteSelf);
        return repository.deactivate(tx, id, actor.id);
      });
      if (!removed) throw AppError.notFound(AdminMessages.notFound);
    },
  };
}
export type AdminsService = ReturnType<typeof createAdminsService>;
