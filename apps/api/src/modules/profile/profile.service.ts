import {
  IMAGE_MAX_BYTES,
  ImageMessages,
  ValidationMessages,
  type Account,
} from '@courtbook/shared';
import { toAccount } from '../../lib/account';
import { AppError } from '../../lib/errors';
import { imageExtension } from '../../lib/images';
import { normalisePhone } from '../../lib/phone';
import type { AvatarStore, StoredAvatar } from './avatar-store';
import type { ProfileRepository } from './profile.repository';

export const ProfileMessages = {
  fetched: 'Profile fetched successfully.',
  updated: 'Profile updated successfully.',
} as const;

export interface ProfileServiceOptions {
  repository: ProfileRepository;
  avatars: AvatarStore;
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

/** A player's or staff member's own profile. The email never changes here. */
export function createProfileService({ repository, avatars }: ProfileServiceOptions) {
  /** Checks the photo by its content and stores it under a new name (not yet in use). */
  async function storeImage(bytes: Uint8Array): Promise<StoredAvatar> {
    if (bytes.byteLength > IMAGE_MAX_BYTES) throw AppError.badRequest(ImageMessages.tooLarge);
    const extension = await imageExtension(bytes);
    if (!extension) throw AppError.badRequest(ImageMessages.wrongType);
    return avatars.save(bytes, extension);
  }

  return {
    async get(userId: number): Promise<Account> {
      const row = await repository.findAccount(userId);
      if (!row) throw AppError.tokenNotValid();
      return toAccount(row);
    },

    /** All or nothing: on any failure the account and its photo stay as they were. */
    async update(options: UpdateProfileOptions): Promise<Account> {
      const phone = normalisePhone(options.phone, options.country);
      if (!phone) throw AppError.badRequest(ValidationMessages.phoneInvalid);
      const stored = options.image?.byteLength ? await storeImage(options.image) : undefined;

      let result: Awaited<ReturnType<ProfileRepository['update']>>;
      try {
        result = await repository.update(options.userId, {
          firstName: options.firstName,
          lastName: options.lastName,
          phone,
          country: options.country,
          image: stored?.publicPath,
        });
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
