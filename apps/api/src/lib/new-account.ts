import { ValidationMessages } from '@courtbook/shared';
import { PgErrorCode, pgErrorCode } from '../db/errors';
import { AppError } from './errors';
import { hashPassword } from './passwords';
import { normalisePhone } from './phone';

/** The texts of an account form's two checks the database must confirm. */
export interface AccountCheckMessages {
  emailTaken: string;
  locationInvalid: string;
}

/**
 * The fields of a new or edited account (a sign-up, a player made at the desk, a staff member)
 * that the database must confirm: the email free, the phone valid, the location(s) allowed.
 * Answers the email in lower case and the phone in E.164, or refuses (400) naming every problem,
 * the first the most useful.
 */
export async function checkedAccountFields(
  input: { email: string; phone: string; country: string },
  checks: {
    emailTaken: (email: string) => Promise<boolean>;
    locationAllowed: () => Promise<boolean>;
  },
  messages: AccountCheckMessages,
): Promise<{ email: string; phone: string }> {
  const email = input.email.toLowerCase();
  const phone = normalisePhone(input.phone, input.country);
  const [taken, locationAllowed] = await Promise.all([
    checks.emailTaken(email),
    checks.locationAllowed(),
  ]);
  const problems: string[] = [];
  if (taken) problems.push(messages.emailTaken);
  if (!phone) problems.push(ValidationMessages.phoneInvalid);
  if (!locationAllowed) problems.push(messages.locationInvalid);
  if (problems[0] || !phone) {
    throw AppError.badRequest(problems[0] ?? ValidationMessages.phoneInvalid, problems);
  }
  return { email, phone };
}

/**
 * The account's write lost a race the checks could not see (two requests with one email at once,
 * a location removed meanwhile): the database decides, with the checks' own answers.
 */
export const refuseLostAccountRace =
  (messages: AccountCheckMessages) =>
  (error: unknown): never => {
    const code = pgErrorCode(error);
    if (code === PgErrorCode.UniqueViolation) throw AppError.badRequest(messages.emailTaken);
    if (code === PgErrorCode.ForeignKeyViolation) {
      throw AppError.badRequest(messages.locationInvalid);
    }
    throw error;
  };

/** What a player's form gives their account (a sign-up, or a player made at the desk). */
export interface PlayerForm {
  password: string;
  first_name: string;
  last_name: string;
  country: string;
  location_id: number;
}

/** A new player's account as it is written (a sign-up, or a player made at the desk). */
export interface NewPlayer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  homeLocationId: number;
}

/** A new player's row from their form and its checked fields (`checkedAccountFields`). */
export const newPlayerRow = async (
  input: PlayerForm,
  checked: { email: string; phone: string },
): Promise<NewPlayer> => ({
  email: checked.email,
  passwordHash: await hashPassword(input.password),
  firstName: input.first_name,
  lastName: input.last_name,
  phone: checked.phone,
  country: input.country,
  homeLocationId: input.location_id,
});
