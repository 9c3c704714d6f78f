import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const optionalUrl = z.url().optional();

/** The availability caches a deployment may keep (AVAILABILITY_CACHES). */
export const AVAILABILITY_CACHE_NAMES = ['courts', 'holds', 'days', 'months'] as const;
export type AvailabilityCacheName = (typeof AVAILABILITY_CACHE_NAMES)[number];

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Default: every interface in production, this machine only (127.0.0.1) otherwise. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** API processes sharing one port (Node cluster); above 1 needs PostgreSQL. */
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO: flag.optional(),
    /** Default: the address the server listens on (see `listeningUrl`). */
    APP_URL: z.url().optional(),
    /** Default: the Vite dev server outside production; in production the app's own origin only. */
    WEB_ORIGIN: z.string().optional(),
    WEB_DIST_DIR: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: z
      .string()
      .regex(/^[1-9]\d*[smhd]$/, 'must be a number followed by s, m, h or d, e.g. 7d')
      .default('7d'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0).max(10_000).default(1),
    TRUST_PROXY: flag.default(false),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Arise Court <no-reply@arisecourt.local>'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** `local` takes test payments only; unset: Stripe when its keys are set, else local outside production. */
    PAYMENT_PROVIDER: z.enum(['stripe', 'local']).optional(),
    /** Another Stripe API address, e.g. a local fake in tests (http://127.0.0.1:12111). */
    STRIPE_API_BASE: optionalUrl,
    BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * How often each process queues offers for freed slots it may not have heard of, and expires
     * lapsed offer holds so the next in line is offered the slot; 0 turns it off.
     */
    WAITLIST_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** Hours before play that a confirmed session's reminder email goes out; 0 sends none. */
    BOOKING_REMINDER_HOURS: z.coerce.number().int().min(0).max(168).default(24),
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    /**
     * How long an availability answer (a day, a month, a court check, a location's courts, the
     * holds of a date) may be kept in memory between the changes the database announces; 0 keeps
     * none (bench/availability-spread.ts measures both).
     */
    AVAILABILITY_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
    /** Which of them are kept, comma-separated (each measured in bench/availability-spread.ts). */
    AVAILABILITY_CACHES: z
      .string()
      .default(AVAILABILITY_CACHE_NAMES.join(','))
      .transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(z.array(z.enum(AVAILABILITY_CACHE_NAMES))),
    /** Live-update streams (GET /api/court_events/) open at once in one API process. */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
    /** Live-update streams open at once from one client address. */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  })
  .superRefine((env, ctx) => {
    if (env.API_PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message: 'above 1 needs DATABASE_URL (the embedded database belongs to one process)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    const stripeKeys = hasStripeKeys(env);
    if (env.PAYMENT_PROVIDER === 'stripe' && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `stripe needs ${STRIPE_KEYS.join(', ')}`,
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `production takes card payments through Stripe: set ${STRIPE_KEYS.join(', ')}, or PAYMENT_PROVIDER=local to take test payments only`,
      });
    }
  });

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;
const hasStripeKeys = (env: Partial<Record<(typeof STRIPE_KEYS)[number], string>>) =>
  STRIPE_KEYS.every((key) => Boolean(env[key]));

export type Env = Omit<z.infer<typeof EnvSchema>, 'HOST' | 'APP_URL'> & {
  HOST: string;
  /**
   * The app's public address, which email links start with: APP_URL, or else the address the
   * server listens on (the server fills in the real port after listening on PORT=0).
   */
  APP_URL: string;
  /** Whether APP_URL was set, rather than worked out from HOST and PORT. */
  appUrlGiven: boolean;
  /** DATA_DIR made absolute (relative paths are taken from the repository root). */
  dataDir: string;
  /**
   * The secret tokens are signed with: JWT_SECRET, or else random for this process (the server
   * replaces it with one kept in DATA_DIR, see jwt-secret.ts). Never a constant.
   */
  jwtSecret: string;
  /** Who takes card payments: Stripe, or the local test provider (test payments only). */
  paymentProvider: 'stripe' | 'local';
  webOrigins: string[];
};

/** The Vite dev server, whose pages call the API from another origin outside production. */
const DEV_WEB_ORIGIN = 'http://localhost:5173';

const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The address a server listening on `host`:`port` is reached at: localhost for every interface
 * or this machine only (what the person who started it types), the host itself otherwise.
 */
export function listeningUrl(host: string, port: number): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The only reader of process.env: checks every setting and reports all bad keys at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`KEY=` in .env) means "not set", so the default applies.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const appUrl = env.APP_URL ?? listeningUrl(host, env.PORT);
  const webOrigin =
    env.WEB_ORIGIN ?? (env.NODE_ENV === 'production' ? new URL(appUrl).origin : DEV_WEB_ORIGIN);
  return {
    ...env,
    HOST: host,
    APP_URL: appUrl,
    appUrlGiven: env.APP_URL !== undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    paymentProvider: env.PAYMENT_PROVIDER ?? (hasStripeKeys(env) ? 'stripe' : 'local'),
    webOrigins: webOrigin
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
