import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from './jwt-secret';

describe('loadOrCreateJwtSecret', () => {
  const folders: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-secret-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('makes a random secret once per data folder and reads it back afterwards', async () => {
    const first = await folder();
    const made = loadOrCreateJwtSecret(first);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateJwtSecret(first)).toBe(made);
    expect(loadOrCreateJwtSecret(await folder())).not.toBe(made);
  });

  it('creates the data folder when it is missing', async () => {
    const nested = path.join(await folder(), 'new', 'data');
    expect(loadOrCreateJwtSecret(nested)).toBe(loadOrCreateJwtSecret(nested));
  });
});
