import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, Membership } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /players/{id}/memberships/: the player's memberships, in the staff member's scope. */
export async function getPlayerMemberships(
  playerId: number,
  signal?: AbortSignal,
): Promise<Membership[]> {
  return answerOf<Answer<{ memberships: Membership[] }>>(
    await api.get(`/players/${playerId}/memberships/`, { signal }),
  ).memberships;
}

export const usePlayerMemberships = (playerId: number) =>
  useQuery({
    queryKey: membershipKeys.ofPlayer(playerId),
    queryFn: ({ signal }) => getPlayerMemberships(playerId, signal),
  });

export interface GrantInput {
  playerId: number;
  body: { plan_id: number; starts_on: string; ends_on: string };
}

/** POST /players/{id}/memberships/: the new membership; 409 when it overlaps another. */
export async function grantMembership({ playerId, body }: GrantInput): Promise<Answer<Membership>> {
  return answerOf<Answer<Membership>>(await api.post(`/players/${playerId}/memberships/`, body));
}

/** PUT /memberships/{id}/: a membership's new last day. */
export async function changeMembership(input: {
  membershipId: number;
  endsOn: string;
}): Promise<Answer<Membership>> {
  return answerOf<Answer<Membership>>(
    await api.put(`/memberships/${input.membershipId}/`, { ends_on: input.endsOn }),
  );
}

/** A membership given or ended changes the player's list and the plans' members counts. */
function useMembershipMutation<V>(mutationFn: (input: V) => Promise<Answer<Membership>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.memberships }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.plans }),
      ]),
  });
}

export const useGrantMembership = () => useMembershipMutation(grantMembership);
export const useChangeMembership = () => useMembershipMutation(changeMembership);
