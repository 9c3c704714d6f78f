import type { ApiEnvelope, ProfileAnswer } from '@courtbook/shared';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, insertAccount, loginToken } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import {
  type FilePart,
  JPEG_1X1,
  multipartBody,
  oversizedPng,
  PNG_1X1,
  TEXT_AS_PNG,
  WEBP_1X1,
} from '../../../test/helpers/images';
import { createTestApp, testEnv, type TestContext } from '../../../test/helpers/test-app';
import { refusal } from '../../../test/helpers/envelopes';

describe('GET and PUT /api/profile/', () => {
  let ctx: TestContext;
  let dataDir: string;
  let club: { id: number; name: string };
  const avatarsDir = () => path.join(dataDir, 'uploads', 'avatars');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-profile-'));
    ctx = await createTestApp({ env: testEnv({ DATA_DIR: dataDir }) });
    club = await insertLocation(ctx.database.db, { name: 'Profile Club' });
  });
  afterAll(async () => {
    await ctx.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signedIn(values: Parameters<typeof insertAccount>[1] = {}) {
    const user = await insertAccount(ctx.database.db, { homeLocationId: club.id, ...values });
    const token = await loginToken(ctx.app, {
      email: user.email,
      location: user.userType === 2 ? club.id : undefined,
    });
    return { user, headers: bearer(token) };
  }

  const fields = { first_name: 'robin', last_name: 'Hood', phone: '020 7946 0018', country: 'GB' };

  function put(
    headers: Record<string, string>,
    form: Record<string, string>,
    ...files: FilePart[]
  ) {
    const body = multipartBody(form, ...files);
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const rowOf = async (id: number) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('answers the account, with the image at the top level too', async () => {
    const { user, headers } = await signedIn({ firstName: 'Pat', image: '/uploads/avatars/x.png' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'Profile fetched successfully.',
      data: {
        id: user.id,
        first_name: 'Pat',
        last_name: user.lastName,
        email: user.email,
        phone: '+12155550100',
        country: 'US',
        image: '/uploads/avatars/x.png',
        user_type: 2,
        role: 'user',
        is_verified: true,
        location_id: club.id,
        location_name: 'Profile Club',
        permissions: [],
      },
      image: '/uploads/avatars/x.png',
    });
  });

  it('needs a token', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/profile/' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'token_not_valid', data: null });
    }
  });

  it('updates the fields, normalising the phone and ignoring the email', async () => {
    const { user, headers } = await signedIn();
    const res = await put(headers, { ...fields, email: 'hijack@example.test' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileAnswer>();
    expect(body.code).toBe(200);
    expect(body.message).toBe('Profile updated successfully.');
    expect(body.data).toMatchObject({
      first_name: 'Robin',
      last_name: 'Hood',
      phone: '+442079460018',
      country: 'GB',
      email: user.email,
      image: null,
    });
    expect(body.image).toBeNull();
    expect((await rowOf(user.id))?.email).toBe(user.email);
  });

  it('takes JSON too, when there is no photo', async () => {
    const { headers } = await signedIn();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers,
      payload: fields,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['PNG', PNG_1X1, 'png'],
    ['JPEG', JPEG_1X1, 'jpg'],
    ['WebP', WEBP_1X1, 'webp'],
  ])('stores a %s photo under a random name and serves it', async (_, bytes, ext) => {
    const { user, headers } = await signedIn();
    const res = await put(headers, fields, {
      filename: 'me.bin',
      contentType: 'application/octet-stream',
      bytes,
    });
    expect(res.statusCode).toBe(200);
    const image = res.json<ProfileAnswer>().image as string;
    expect(image).toMatch(new RegExp(`^/uploads/avatars/[0-9a-f]{32}\\.${ext}$`));
    expect(res.json<ProfileAnswer>().data.image).toBe(image);
    expect((await rowOf(user.id))?.image).toBe(image);
    expect(await readFile(path.join(dataDir, image.replace('/uploads/', 'uploads/')))).toEqual(
      bytes,
    );

    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
  });

  it('deletes the photo it replaces, and keeps it when none is sent', async () => {
    const { user, headers } = await signedIn();
    const first = (
      await put(headers, fields, { filename: 'a.png', contentType: 'image/png', bytes: PNG_1X1 })
    ).json<ProfileAnswer>().image as string;
    const second = (
      await put(headers, fields, { filename: 'b.webp', contentType: 'image/webp', bytes: WEBP_1X1 })
    ).json<ProfileAnswer>().image as string;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(dataDir, first.slice(1)))).toBe(false);
    expect(existsSync(path.join(dataDir, second.slice(1)))).toBe(true);

    // A form with no file chosen sends an empty file part, or the current path as text.
    const empty = await put(headers, fields, {
      filename: '',
      contentType: 'application/octet-stream',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(200);
    const asText = await put(headers, { ...fields, image: second });
    expect(asText.statusCode).toBe(200);
    expect((await rowOf(user.id))?.image).toBe(second);
    expect(existsSync(path.join(dataDir, second.slice(1)))).toBe(true);
  });

  describe('refusals change nothing', () => {
    async function expectUnchanged(userId: number, before: Awaited<ReturnType<typeof rowOf>>) {
      const after = await rowOf(userId);
      expect(after).toEqual({ ...before, updatedAt: after?.updatedAt });
      expect(after?.updatedAt).toEqual(before?.updatedAt);
    }
    const filesNow = async () =>
      existsSync(avatarsDir()) ? (await readdir(avatarsDir())).sort() : [];

    /** Sends the form as a new player: a 400 that changes neither the account nor the photos. */
    const refusedUpdate = async (form: Record<string, string>, file: FilePart) => {
      const { user, headers } = await signedIn();
      const before = await rowOf(user.id);
      const files = await filesNow();
      const res = await put(headers, form, file);
      expect(res.statusCode).toBe(400);
      await expectUnchanged(user.id, before);
      expect(await filesNow()).toEqual(files);
      return res.json<ApiEnvelope>();
    };

    it('refuses a file that is not an image, whatever its name', async () => {
      const body = await refusedUpdate(fields, {
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: TEXT_AS_PNG,
      });
      expect(body).toEqual(refusal('The image must be a JPEG, PNG or WebP file.'));
    });

    it('refuses an image over 5 MB with a 400', async () => {
      const body = await refusedUpdate(fields, {
        filename: 'big.png',
        contentType: 'image/png',
        bytes: oversizedPng(),
      });
      expect(body.message).toBe('The image must be 5 MB or smaller.');
    });

    it('refuses a second file', async () => {
      const { headers } = await signedIn();
      const png = { filename: 'a.png', contentType: 'image/png', bytes: PNG_1X1 };
      const res = await put(headers, fields, png, { ...png, field: 'image2' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe('Please attach one image only.');
    });

    const validPhoto = { filename: 'a.png', contentType: 'image/png', bytes: PNG_1X1 };

    it('refuses bad fields with the spec messages, keeping a valid photo out', async () => {
      const body = await refusedUpdate({ ...fields, first_name: 'R', phone: '12' }, validPhoto);
      expect(body.errors).toEqual([
        'First name must be at least 2 characters.',
        'Phone number must be at least 7 characters.',
      ]);
    });

    it('refuses a phone number that cannot exist', async () => {
      const body = await refusedUpdate({ ...fields, phone: '1234567', country: 'US' }, validPhoto);
      expect(body.message).toBe('Phone number is not valid.');
    });
  });

  it('works for staff too, who have no location', async () => {
    const { headers } = await signedIn({ userType: 0, homeLocationId: null });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(res.json<ProfileAnswer>().data).toMatchObject({
      role: 'superadmin',
      location_id: null,
      location_name: null,
    });
  });
});
