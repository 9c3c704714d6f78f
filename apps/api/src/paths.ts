import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below the API package in both layouts: src/paths.ts when run from
// source and dist/server.js once bundled, so '..' is the package root either way.
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');
export const demoAssetsDir = path.join(apiRoot, 'assets/demo');
