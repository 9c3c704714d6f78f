import { ValidationMessages, type Account } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { toAccount } from '../../lib/account';
import { AppError } from '../../lib/errors';
import type { ImageStore } from '../../lib/image-store';
import { storeImage } from '../../lib/images';
import { normalisePhone } from '../../lib/phone';
import type { ProfileRepository } from './profile.repository';

export interface ProfileServiceOptions {
  db: Database;
  repository: ProfileRepository;
  /** Profile photos (`uploads/avatars/`). */
  avatars: ImageStore;
}

export interface UpdateProfileOptions {
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  /** A new photo's bytes; absent or empty keeps the current one. */
  image?: Uint8Array | undefined;
}

export interface ChangeClubOptions {
  userId: number;
  locationId: number;
}

/** A player's or staff member's own profile. The email never changes here. */
export function createProfileService({ db, repository, avatars }: ProfileServiceOptions) {
  return {
    async get(userId: number): Promise<Account> {
      const row = await repository.findAccount(userId);
      if (!row) throw AppError.tokenNotValid();
      return toAccount(row);
    },

    /** A player's club: where they book from now on, as a login there would record it. */
    async changeClub({ userId, locationId }: ChangeClubOptions): Promise<Account> {
      if (!(await repository.setCurrentLocation(userId, locationId))) {
        throw AppError.badRequest(ValidationMessages.locationRequired);
      }
      const row = await repository.findAccount(userId);
      if (!row) throw AppError.tokenNotValid();
      return toAccount(row);
    },

    /** All or nothing: on any failure the account and its photo stay as they were. */
    async update(options: UpdateProfileOptions): Promise<Account> {
      const phone = normalisePhone(options.phone, options.country);
      if (!phone) throw AppError.badRequest(ValidationMessages.phoneInvalid);
      const stored = options.image?.byteLength
        ? await storeImage(avatars, options.image)
        : undefined;

      let result: Awaited<ReturnType<ProfileRepository['update']>>;
      try {
        const changes = {
          firstName: options.firstName,
          lastName: options.lastName,
          phone,
          country: options.country,
          image: stored?.publicPath,
        };
        result = await db.transaction((tx) => repository.update(tx, options.userId, changes));
      } catch (error) {
        await stored?.discard();
        throw error;
      }
      if (!result) {
        await stored?.discard();
        throw AppError.tokenNotValid();
      }
      if (stored && result.previousImage !== stored.publicPath) {
        await avatars.remove(result.previousImage).catch(() => undefined);
      }
      return toAccount(result.account);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
