import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeClubAnswer, ChangeClubInput } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { answerOf } from '../../../lib/api-answer';
import { profileQueryKey } from './get-profile';

/** PUT /profile/location/: the signed-in player's club becomes `location`; the session stays. */
export async function changeClub(input: ChangeClubInput): Promise<ChangeClubAnswer> {
  return answerOf<ChangeClubAnswer>(await api.put('/profile/location/', input));
}

export const changeClubMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'change-club'], mutationFn: changeClub });

export function useChangeClub() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeClubMutationOptions(),
    // The profile answers the player's current club.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
