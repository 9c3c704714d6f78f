import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from './paths';

// The layers of docs/decisions/0030, checked on the source: ESLint's import rules cannot tell a
// call that builds a service from one that uses it.

const SRC = path.join(apiRoot, 'src');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(SRC, file), 'utf8'),
  }));

const BUILDS = /\bcreate\w*(?:Service|Repository)\(/;
const IMPORTS_REPOSITORY = /from '[^']*\.repository'/;

describe('the composition root (src/services.ts)', () => {
  it('is the only place that builds services and repositories', () => {
    // The auth plugin's token signer is infrastructure, as the mailer and the database are.
    const builders = sources.filter(
      ({ file, text }) =>
        (file.endsWith('.routes.ts') || file.startsWith('plugins/') || file === 'app.ts') &&
        file !== 'plugins/auth.ts' &&
        BUILDS.test(text),
    );
    expect(builders.map(({ file }) => file)).toEqual([]);
    expect(sources.filter(({ text }) => BUILDS.test(text)).map(({ file }) => file)).toContain(
      'services.ts',
    );
  });

  it('leaves routes HTTP only: they call services, never repositories', () => {
    // A module's index.ts is its public interface; one that registers routes is routes too.
    const registersRoutes = (text: string) => /from 'fastify'/.test(text);
    const routes = sources.filter(
      ({ file, text }) =>
        (file.endsWith('.routes.ts') ||
          (/^modules\/[^/]+\/index\.ts$/.test(file) && registersRoutes(text))) &&
        IMPORTS_REPOSITORY.test(text),
    );
    expect(routes.map(({ file }) => file)).toEqual([]);
  });

  it('leaves the bookings feature free of payments: payments may use bookings, not back', () => {
    const upward = sources.filter(
      ({ file, text }) =>
        file.startsWith('modules/bookings/') && /from '\.\.\/payments['/]/.test(text),
    );
    expect(upward.map(({ file }) => file)).toEqual([]);
  });
});
