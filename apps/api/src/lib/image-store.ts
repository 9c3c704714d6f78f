import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  /** Where the web app loads it: `/uploads/<folder>/<random>.<ext>`. */
  publicPath: string;
  /** Removes it again, when the change it was for did not happen. */
  discard(): Promise<void>;
}

/** Uploaded images under `<uploads>/<folder>/` (avatars, logos), each under a fresh random name. */
export function createImageStore(uploadsDir: string, folder: string) {
  const dir = path.join(uploadsDir, folder);
  const publicPrefix = `/uploads/${folder}/`;

  /** The file behind a public path of ours; null for anything else (demo images, odd paths). */
  const fileOf = (publicPath: string): string | null => {
    if (!publicPath.startsWith(publicPrefix)) return null;
    const name = publicPath.slice(publicPrefix.length);
    return /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name) ? path.join(dir, name) : null;
  };

  return {
    /** Writes the bytes under a temporary name, then renames, so a file is never seen half written. */
    async save(bytes: Uint8Array, extension: string): Promise<StoredImage> {
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
      return { publicPath: `${publicPrefix}${name}`, discard: () => rm(file, { force: true }) };
    },

    /** Deletes a replaced image of ours; other paths (demo logos, foreign paths) are left alone. */
    async remove(publicPath: string | null): Promise<void> {
      const file = publicPath && fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
