import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { hasCode } from '../../../lib/api-answer';
import { profileQueryKey } from './get-profile';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  /** A new photo, when one was chosen. */
  image?: File | null;
}

/** PUT /profile/ as multipart: the text fields and, optionally, the image file. */
export function updateProfile({ image, ...fields }: ProfileUpdate) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image, image.name);
  return api.put<ProfileAnswer>('/profile/', body);
}

export const updateProfileMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (response) => {
      if (hasCode(response, 200)) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
