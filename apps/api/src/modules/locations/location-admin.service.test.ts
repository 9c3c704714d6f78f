import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocationCreateSchema } from '@courtbook/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../../test/helpers/images';
import { createImageStore } from '../../lib/image-store';
import type { Database } from '../../db/client';
import type { LocationAdminRepository } from './location-admin.repository';
import { createLocationAdminService } from './location-admin.service';

/** A database that fails every write, as a lost connection would. */
const failingDatabase = {
  transaction: () => Promise.reject(new Error('connection lost')),
} as unknown as Database;

describe('location logos when the database write fails', () => {
  let uploadsDir: string;
  const logoFiles = async () => readdir(path.join(uploadsDir, 'logos')).catch(() => []);
  const service = () =>
    createLocationAdminService({
      db: failingDatabase,
      repository: {} as LocationAdminRepository,
      logos: createImageStore(uploadsDir, 'logos'),
      courts: { list: async () => [] },
      onChange: () => {
        throw new Error('nothing changed, so nothing to refresh');
      },
    });
  const actor = { id: 1, userType: 0, permissions: [] };

  beforeEach(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-logos-'));
  });
  afterEach(async () => {
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('deletes the new logo file again on create', async () => {
    const input = LocationCreateSchema.parse({
      name: 'Club',
      address_1: '1 Main St',
      time_zone: 'UTC',
    });
    await expect(service().create(actor, input, { bytes: PNG_1X1 })).rejects.toThrow(
      'connection lost',
    );
    expect(await logoFiles()).toEqual([]);
  });

  it('deletes the new logo file again on update', async () => {
    await expect(service().update(actor, 1, { name: 'Club' }, { bytes: PNG_1X1 })).rejects.toThrow(
      'connection lost',
    );
    expect(await logoFiles()).toEqual([]);
  });
});
