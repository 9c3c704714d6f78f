import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationCreate, LocationDetail } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

export interface SaveLocationInput {
  /** Absent: create (POST); present: update (PUT). */
  id?: number;
  values: LocationCreate;
  /** A new logo file to upload. */
  logo?: File | null;
  /** Drop the current logo (updates only). */
  removeLogo?: boolean;
}

/** The form as multipart: text fields, opening hours as JSON text, the file as `logo`. */
export function toLocationFormData({ values, logo, removeLogo }: SaveLocationInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (logo) form.append('logo', logo);
  else if (removeLogo) form.append('remove_logo', 'true');
  return form;
}

/** POST /locations/ or PUT /locations/{id}/ (multipart). */
export async function saveLocation(
  input: SaveLocationInput,
): Promise<{ location: LocationDetail; message: string }> {
  const body = toLocationFormData(input);
  const response =
    input.id === undefined
      ? await api.post<LocationDetail>('/locations/', body)
      : await api.put<LocationDetail>(`/locations/${input.id}/`, body);
  return { location: dataOrThrow(response), message: response.message };
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
