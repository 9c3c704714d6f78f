import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives safe local defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.BOOKING_HOLD_MINUTES).toBe(15);
    expect(env.HOLD_SWEEP_SECONDS).toBe(60);
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps every availability cache unless told which, and refuses a name it does not know', () => {
    expect(loadEnv({}).AVAILABILITY_CACHES).toEqual(['courts', 'holds', 'days', 'months']);
    expect(loadEnv({ AVAILABILITY_CACHES: ' holds, days ' }).AVAILABILITY_CACHES).toEqual([
      'holds',
      'days',
    ]);
    // Blank is unset, as for every setting: AVAILABILITY_CACHE_MS=0 keeps none.
    expect(loadEnv({ AVAILABILITY_CACHES: '' }).AVAILABILITY_CACHES).toHaveLength(4);
    expect(() => loadEnv({ AVAILABILITY_CACHES: 'holds,answers' })).toThrow(EnvError);
  });

  it('lists every bad key at once', () => {
    const attempt = () =>
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(EnvError);
    const problems = (() => {
      try {
        attempt();
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    })();
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO']),
    );
    expect(problems).toHaveLength(4);
  });

  it('requires a real JWT secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: is required in production/,
    );
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'local' }).jwtSecret).toBe('x'.repeat(40));
  });

  it('never signs with a constant: without JWT_SECRET each process has its own random secret', () => {
    expect(loadEnv({}).jwtSecret).not.toBe(loadEnv({}).jwtSecret);
  });

  it('listens on this machine only, unless in production or HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'local',
    };
    expect(loadEnv(production).HOST).toBe('0.0.0.0');
  });

  it('takes test payments in production only when PAYMENT_PROVIDER=local says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadEnv(production)).toThrow(
      /PAYMENT_PROVIDER: production takes card payments through Stripe/,
    );
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'local' }).paymentProvider).toBe('local');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    expect(loadEnv({ ...production, ...stripe }).paymentProvider).toBe('stripe');
    expect(loadEnv({}).paymentProvider).toBe('local');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER: stripe needs/);
  });

  it('runs several API processes only on PostgreSQL', () => {
    expect(loadEnv({}).API_PROCESSES).toBe(1);
    expect(() => loadEnv({ API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES: above 1 needs DATABASE_URL/,
    );
    expect(
      loadEnv({ API_PROCESSES: '2', DATABASE_URL: 'postgres://db.example/courtbook' })
        .API_PROCESSES,
    ).toBe(2);
  });

  it('treats empty values as unset and reads flags', () => {
    const env = loadEnv({
      DATABASE_URL: '',
      SEED_DEMO: '1',
      WEB_ORIGIN: 'http://a.test, http://b.test',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.webOrigins).toEqual(['http://a.test', 'http://b.test']);
  });

  it('reads the token lifetime and the rate-limit multiplier', () => {
    expect(loadEnv({}).ACCESS_TOKEN_TTL).toBe('7d');
    expect(loadEnv({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(loadEnv({ ACCESS_TOKEN_TTL: '12h', RATE_LIMIT_MULTIPLIER: '0' })).toMatchObject({
      ACCESS_TOKEN_TTL: '12h',
      RATE_LIMIT_MULTIPLIER: 0,
    });
    expect(() => loadEnv({ ACCESS_TOKEN_TTL: 'a week' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadEnv({ RATE_LIMIT_MULTIPLIER: '-1' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it('points links at the address the server listens on unless APP_URL says otherwise', () => {
    expect(loadEnv({ PORT: '3100' }).APP_URL).toBe('http://localhost:3100');
    expect(loadEnv({ PORT: '3100', HOST: '0.0.0.0' }).APP_URL).toBe('http://localhost:3100');
    expect(loadEnv({ PORT: '8080', HOST: '192.168.1.20' }).APP_URL).toBe(
      'http://192.168.1.20:8080',
    );
    expect(loadEnv({ PORT: '8080', HOST: 'fd00::20' }).APP_URL).toBe('http://[fd00::20]:8080');
    const given = loadEnv({ PORT: '3100', APP_URL: 'https://courts.example.org' });
    expect(given).toMatchObject({ APP_URL: 'https://courts.example.org', appUrlGiven: true });
    expect(loadEnv({ APP_URL: '' }).appUrlGiven).toBe(false);
  });

  it('allows the Vite dev server by CORS outside production, and only the app itself in production', () => {
    expect(loadEnv({}).webOrigins).toEqual(['http://localhost:5173']);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'local',
    };
    expect(
      loadEnv({ ...production, APP_URL: 'https://courts.example.org/app' }).webOrigins,
    ).toEqual(['https://courts.example.org']);
    expect(loadEnv({ ...production, PORT: '8080' }).webOrigins).toEqual(['http://localhost:8080']);
    expect(loadEnv({ ...production, WEB_ORIGIN: 'https://book.example.org' }).webOrigins).toEqual([
      'https://book.example.org',
    ]);
  });

  it('caps live-update streams per process and per address, as set', () => {
    expect(loadEnv({})).toMatchObject({ LIVE_STREAMS_MAX: 1000, LIVE_STREAMS_PER_ADDRESS: 20 });
    expect(loadEnv({ LIVE_STREAMS_MAX: '5000', LIVE_STREAMS_PER_ADDRESS: '4' })).toMatchObject({
      LIVE_STREAMS_MAX: 5000,
      LIVE_STREAMS_PER_ADDRESS: 4,
    });
    expect(() => loadEnv({ LIVE_STREAMS_MAX: '0' })).toThrow(/LIVE_STREAMS_MAX/);
  });

  it('keeps an absolute data directory as given', () => {
    expect(loadEnv({ DATA_DIR: '/var/lib/courtbook' }).dataDir).toBe('/var/lib/courtbook');
  });
});
