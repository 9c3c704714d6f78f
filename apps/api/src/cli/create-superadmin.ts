import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { insertSuperAdmin } from '../db/account-rows';
import { pgErrorCode, PgErrorCode } from '../db/errors';
import { hashPassword } from '../lib/passwords';

/** `npm run create-superadmin -- --email E --password P [--first-name F --last-name L]` */
const ArgsSchema = z.object({
  email: z.email('--email is required and must be a valid email address'),
  password: z.string('--password is required').min(8, '--password must be at least 8 characters'),
  'first-name': z.string().min(1).default('Super'),
  'last-name': z.string().min(1).default('Admin'),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(issue.message);
  console.error('Usage: npm run create-superadmin -- --email E --password P');
  process.exit(1);
}
const args = parsed.data;

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await database.migrate();
  await insertSuperAdmin(database.db, {
    email: args.email.toLowerCase(),
    passwordHash: await hashPassword(args.password),
    firstName: args['first-name'],
    lastName: args['last-name'],
  });
  console.info(`Super admin ${args.email} created.`);
} catch (error) {
  if (pgErrorCode(error) === PgErrorCode.UniqueViolation) {
    console.error(`An account with the email ${args.email} already exists.`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
