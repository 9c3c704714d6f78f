import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { MembershipGrantSchema } from '@courtbook/shared';
import { PlayerMembershipMessages as M } from '../messages';

export interface GrantFormValues {
  plan_id: string;
  starts_on: string;
  ends_on: string;
}

export interface GrantBody {
  plan_id: number;
  starts_on: string;
  ends_on: string;
}

const schemaResolver = zodResolver(MembershipGrantSchema);

/**
 * The server's grant schema judges the dates; an empty choice gets the form's own words (the
 * schema's "plan not found" is for an id that does not exist).
 */
export const grantResolver: Resolver<GrantFormValues, unknown, GrantBody> = async (
  values,
  context,
  options,
) => {
  const body = {
    plan_id: values.plan_id === '' ? undefined : Number(values.plan_id),
    starts_on: values.starts_on === '' ? undefined : values.starts_on,
    ends_on: values.ends_on === '' ? undefined : values.ends_on,
  };
  const checked = await schemaResolver(body as never, context, options as never);
  const errors: Record<string, { type: string; message: string }> = {
    ...(checked.errors as Record<string, { type: string; message: string }>),
  };
  if (body.plan_id === undefined) errors.plan_id = { type: 'required', message: M.planRequired };
  for (const name of ['starts_on', 'ends_on'] as const) {
    if (body[name] === undefined) errors[name] = { type: 'required', message: M.dateRequired };
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as never }
    : { values: checked.values as GrantBody, errors: {} };
};
