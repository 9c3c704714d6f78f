import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, MembershipPlan } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /membership-plans/?location_id=: the location's plans, active or not. */
export async function getPlans(
  locationId: number,
  signal?: AbortSignal,
): Promise<MembershipPlan[]> {
  const answer = answerOf<Answer<{ plans: MembershipPlan[] }>>(
    await api.get('/membership-plans/', { params: { location_id: locationId }, signal }),
  );
  return answer.plans;
}

export const plansQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: membershipKeys.plansOf(locationId),
    queryFn: ({ signal }) => getPlans(locationId, signal),
  });

export const usePlans = (locationId: number | undefined) =>
  useQuery({ ...plansQueryOptions(locationId ?? 0), enabled: locationId !== undefined });
