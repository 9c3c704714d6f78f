import { mutationOptions } from '@tanstack/react-query';
import type { ChangeClubAnswer, ChangeClubInput } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { answerOf } from '../../../lib/api-answer';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { profileQueryKey } from './get-profile';

/** PUT /profile/location/: the signed-in player's club becomes `location`; the session stays. */
export async function changeClub(input: ChangeClubInput): Promise<ChangeClubAnswer> {
  return answerOf<ChangeClubAnswer>(await api.put('/profile/location/', input));
}

export const changeClubMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'change-club'], mutationFn: changeClub });

// The profile answers the player's current club.
export const useChangeClub = () =>
  useInvalidatingMutation(changeClubMutationOptions(), profileQueryKey);
