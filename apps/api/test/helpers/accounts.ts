import type { RegistrationInput, ApiEnvelope } from '@courtbook/shared';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { insertUser } from './factories';

export const PASSWORD = 'Secret1!';

// Hashing takes ~50 ms: hash the shared test password once per test file.
let passwordHash: Promise<string> | undefined;
export const testPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

let sequence = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${++sequence}.${Date.now()}@example.test`;

/** A valid registration body for a location; override any field. */
export const registrationBody = (
  locationId: number,
  overrides: Partial<Record<keyof RegistrationInput | 'user_type', unknown>> = {},
) => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email: uniqueEmail('ann'),
  phone: '(215) 555-0100',
  country: 'US',
  user_type: '2',
  password: PASSWORD,
  confirm_password: PASSWORD,
  location_id: locationId,
  ...overrides,
});

/** A verified account whose password is PASSWORD (a player unless userType says otherwise). */
export async function insertAccount(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  return insertUser(db, {
    email: uniqueEmail('player'),
    passwordHash: await testPasswordHash(),
    phone: '+12155550100',
    ...values,
  });
}

/** Logs in through the API and returns the access token. */
export async function loginToken(
  app: App,
  body: { email: string; password?: string; location?: number },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { password: PASSWORD, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<ApiEnvelope<{ access_token: string }>>().data.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
