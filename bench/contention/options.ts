import { parseArgs } from 'node:util';

export interface ContentionOptions {
  clients: number;
  durationSeconds: number;
  /** BOOKING_HOLD_MINUTES for the API: 1 makes holds lapse during a run, so expiry races too. */
  holdMinutes: number;
  /** A PostgreSQL server (or database) URL; a fresh database is made on it and dropped. */
  serverUrl: string;
}

const positiveInteger = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
};

/** `--clients 200 --duration 60 --hold-minutes 15`; BENCH_DATABASE_URL names the PostgreSQL server. */
export function readOptions(argv: string[] = process.argv.slice(2)): ContentionOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      'hold-minutes': { type: 'string', default: '15' },
    },
  });
  return {
    clients: positiveInteger('clients', values.clients),
    durationSeconds: positiveInteger('duration', values.duration),
    holdMinutes: positiveInteger('hold-minutes', values['hold-minutes']),
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}
