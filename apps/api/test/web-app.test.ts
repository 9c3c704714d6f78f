import type { ApiEnvelope } from '@courtbook/shared';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const APP_JS = Buffer.from('console.log("app")');

describe('serving the web app beside the API', () => {
  let ctx: TestContext;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-web-'));
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await mkdir(path.join(dir, 'data/uploads/logos'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Arise Court</title><div id="root"></div>',
    );
    // What apps/web/scripts/prerender.mjs writes for the pages it prerenders.
    await mkdir(path.join(dist, 'pages'));
    await writeFile(
      path.join(dist, 'pages/index.html'),
      '<!doctype html><div id="root" data-prerendered><h1>Landing</h1></div>',
    );
    await writeFile(
      path.join(dist, 'pages/user-select-location.html'),
      '<!doctype html><div id="root" data-prerendered><h1>Search Court</h1></div>',
    );
    await writeFile(path.join(dist, 'assets/app-abc123.js'), 'console.log("app")');
    // What the web build's precompress step writes beside each file.
    await writeFile(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
    await writeFile(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(APP_JS));
    await writeFile(
      path.join(dir, 'data/uploads/logos/club.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    ctx = await createTestApp({
      env: testEnv({ WEB_DIST_DIR: dist, DATA_DIR: path.join(dir, 'data') }),
      serveWebApp: true,
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    '/how-it-works',
    '/user-book-court',
    '/user-booking-details/42',
    '/some/unknown/page',
    '/select-location',
  ])('answers the page %s with the app, uncached', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['/', '<h1>Landing</h1>'],
    ['/?from=ad', '<h1>Landing</h1>'],
    ['/user-select-location', '<h1>Search Court</h1>'],
    ['/user-select-location/', '<h1>Search Court</h1>'],
  ])('answers %s with its own HTML, uncached', async (url, content) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(content);
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('never answers an API path with the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiEnvelope>().code).toBe(404);
  });

  it('sends the precompressed copy a browser accepts, and the plain file to others', async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(APP_JS);
    const gzip = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(APP_JS);
    const plain = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(APP_JS);
  });

  it('serves uploaded images under /uploads/', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/logos/club.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('lets the pages of another allowed origin show uploaded images, and only those', async () => {
    // testEnv allows the Vite dev server, another origin than the app's.
    const image = await ctx.app.inject({ method: 'GET', url: '/uploads/logos/club.svg' });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await ctx.app.inject({ method: 'GET', url: '/how-it-works' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');

    const singleOrigin = await createTestApp({
      env: testEnv({
        DATA_DIR: path.join(dir, 'data'),
        APP_URL: 'https://courts.example.org',
        WEB_ORIGIN: 'https://courts.example.org',
      }),
      serveWebApp: false,
    });
    try {
      const own = await singleOrigin.app.inject({ method: 'GET', url: '/uploads/logos/club.svg' });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await singleOrigin.app.close();
    }
  });
});
