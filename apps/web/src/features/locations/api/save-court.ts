import type { Answer, Court, CourtCreate, CourtUpdate } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { createOrUpdate, useInvalidatingMutation } from '../../../lib/mutations';
import { locationKeys } from '../../../lib/queries/locations';

export type SaveCourtInput =
  { courtId?: undefined; values: CourtCreate } | { courtId: number; values: CourtUpdate };

/** POST /courts/ or PUT /courts/{id}/: the court and the message; 409 when its number is taken. */
export async function saveCourt(input: SaveCourtInput): Promise<Answer<Court>> {
  return answerOf<Answer<Court>>(await createOrUpdate('/courts/', input.courtId, input.values));
}

/** Changes a court of `locationId`: its details page and the lists' court counts refresh. */
export const useSaveCourt = () => useInvalidatingMutation(saveCourt, locationKeys.all);
