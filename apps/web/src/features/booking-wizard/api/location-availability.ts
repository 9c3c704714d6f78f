import type { Answer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api, type QueryParams } from '../../../lib/api-client';

/** GET one of the location's availability answers (no token): `params` beside its location_id. */
export async function getLocationAvailability<T extends object>(
  path: string,
  locationId: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Answer<T>> {
  const response = await api.get(path, { params: { location_id: locationId, ...params }, signal });
  return answerOf<Answer<T>>(response);
}
