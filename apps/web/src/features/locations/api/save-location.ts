import type { Answer, LocationCreate, LocationDetail } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { createOrUpdate, useInvalidatingMutation } from '../../../lib/mutations';
import { locationKeys } from '../../../lib/queries/locations';

export interface SaveLocationInput {
  /** Absent: create (POST); present: update (PUT). */
  id?: number;
  values: LocationCreate;
  /** A new logo file to upload. */
  logo?: File | null;
  /** Drop the current logo (updates only). */
  removeLogo?: boolean;
}

/**
 * The form as multipart: text fields, opening hours as JSON text, the file as `logo`. A limit
 * set to none (null) goes as a blank, which the API reads as none.
 */
export function toLocationFormData({ values, logo, removeLogo }: SaveLocationInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text =
      value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    form.append(key, text);
  }
  if (logo) form.append('logo', logo);
  else if (removeLogo) form.append('remove_logo', 'true');
  return form;
}

/** POST /locations/ or PUT /locations/{id}/ (multipart): the location and the message. */
export async function saveLocation(input: SaveLocationInput): Promise<Answer<LocationDetail>> {
  const response = await createOrUpdate('/locations/', input.id, toLocationFormData(input));
  return answerOf<Answer<LocationDetail>>(response);
}

export const useSaveLocation = () => useInvalidatingMutation(saveLocation, locationKeys.all);
