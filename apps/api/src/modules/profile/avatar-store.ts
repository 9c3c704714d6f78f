import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PUBLIC_PREFIX = '/uploads/avatars/';

export interface StoredAvatar {
  /** Where the web app loads it: `/uploads/avatars/<random>.<ext>`. */
  publicPath: string;
  /** Removes it again, when the change it was for did not happen. */
  discard(): Promise<void>;
}

/** Profile photos under `<uploads>/avatars/`, each under a fresh random name. */
export function createAvatarStore(uploadsDir: string) {
  const dir = path.join(uploadsDir, 'avatars');

  /** The file behind a public path of ours; null for anything else (demo images, odd paths). */
  const fileOf = (publicPath: string): string | null => {
    if (!publicPath.startsWith(PUBLIC_PREFIX)) return null;
    const name = publicPath.slice(PUBLIC_PREFIX.length);
    return /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name) ? path.join(dir, name) : null;
  };

  return {
    /** Writes the bytes under a temporary name, then renames, so a file is never seen half written. */
    async save(bytes: Uint8Array, extension: string): Promise<StoredAvatar> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const file = path.join(dir, name);
      const temporary = path.join(dir, `.${name}.part`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { publicPath: `${PUBLIC_PREFIX}${name}`, discard: () => rm(file, { force: true }) };
    },

    /** Deletes a replaced avatar of ours; other paths are left alone. */
    async remove(publicPath: string | null): Promise<void> {
      const file = publicPath && fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
