import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET, tokens are signed with a random secret made on the first start and kept in
 * DATA_DIR (readable by its owner only), so sessions survive a restart and every API process of one
 * data folder shares it. The file appears whole or not at all (written aside, then linked into
 * place), so processes starting together all read the one that won.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make one`);
  return secret;
}
