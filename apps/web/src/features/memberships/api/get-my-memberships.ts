import { useQuery } from '@tanstack/react-query';
import type { Answer, Membership } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /my-memberships/: the signed-in player's memberships at every club. */
export async function getMyMemberships(signal?: AbortSignal): Promise<Membership[]> {
  return answerOf<Answer<{ memberships: Membership[] }>>(
    await api.get('/my-memberships/', { signal }),
  ).memberships;
}

export const useMyMemberships = () =>
  useQuery({ queryKey: membershipKeys.mine, queryFn: ({ signal }) => getMyMemberships(signal) });
