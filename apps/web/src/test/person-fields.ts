import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill } from './forms';

const byLabel = (label: RegExp) => screen.getByLabelText(label);

/** The phone input loads lazily: the first one on a page can take a moment. */
export const phoneInput = () => screen.findByLabelText(/Phone number/, {}, { timeout: 15_000 });

/** Types a person into a form's PersonFields (components/person-fields.tsx), in their order. */
export async function fillPerson(
  user: UserEvent,
  firstName: string,
  lastName: string,
  email: string,
  phone: string,
): Promise<void> {
  await fill(user, byLabel(/First name/), firstName);
  await fill(user, byLabel(/Last name/), lastName);
  await fill(user, byLabel(/^Email/), email);
  await fill(user, await phoneInput(), phone);
}

/** A new password and its confirmation (the same, unless the test says otherwise). */
export async function fillNewPassword(
  user: UserEvent,
  password: string,
  confirmation = password,
): Promise<void> {
  await fill(user, byLabel(/^Password/), password);
  await fill(user, byLabel(/^Confirm password/), confirmation);
}
