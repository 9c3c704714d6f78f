import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Only the server's own user may read or write what it keeps: files 0600, folders 0700. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Applied to the process, so what it (and the embedded database) creates is private too. */
export const PRIVATE_UMASK = 0o077;

export class DataDirError extends Error {}

/**
 * Makes DATA_DIR and everything in it private to the server's user: the embedded database
 * (whose engine writes its files 0666 whatever the umask), the JWT secret and uploaded images.
 * Answers the entries that were open to others and have been closed. Symbolic links are left
 * alone (their target is not ours to change). An entry that cannot be changed (another user's)
 * throws DataDirError: the server does not start on a folder it cannot keep private.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const opened: string[] = [];
  await makePrivate(dataDir, opened);
  return opened;
}

async function makePrivate(entry: string, opened: string[]): Promise<void> {
  const stats = await lstat(entry);
  if (stats.isSymbolicLink()) return;
  const isDir = stats.isDirectory();
  const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((stats.mode & 0o777) !== wanted) {
    if ((stats.mode & 0o077) !== 0) opened.push(entry);
    try {
      await chmod(entry, wanted);
    } catch (error) {
      throw new DataDirError(
        `${entry} cannot be made private to this user (${(error as Error).message}); ` +
          'DATA_DIR and everything in it must belong to the user the server runs as.',
      );
    }
  }
  if (isDir) {
    for (const name of await readdir(entry)) await makePrivate(path.join(entry, name), opened);
  }
}
