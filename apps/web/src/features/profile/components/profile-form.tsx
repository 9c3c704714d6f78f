import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack } from '@mantine/core';
import {
  checkImageFile,
  DEFAULT_COUNTRY,
  IMAGE_SIGNATURE_BYTES,
  ImageMessages,
  isPhoneOfCountry,
  PHONE_OF_COUNTRY,
  imageTypeOfContent,
  ProfileUpdateSchema,
  type Account,
} from '@courtbook/shared';
import { PersonFields } from '../../../components/person-fields';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { checkingPhoneAsSent, toE164 } from '../../../lib/forms';
import { mediaUrl } from '../../../lib/media-url';
import { notify } from '../../../lib/notify';
import { getLoggedUserData, saveLoggedUserData } from '../../../lib/storage';
import { useUpdateProfile } from '../api/update-profile';
import { PhotoPicker } from './photo-picker';

interface PickedPhoto {
  file: File;
  /** An object URL for the preview; null where the browser cannot make one. */
  url: string | null;
}

const previewUrl = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/** The declared type and size, then the content: a file named .png need not be an image. */
async function checkPhoto(file: File): Promise<string | null> {
  const declared = checkImageFile(file);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOfContent(head) ? null : ImageMessages.wrongType;
}

const revoke = (photo: PickedPhoto | null) => {
  if (photo?.url) URL.revokeObjectURL(photo.url);
};

/** Edit first and last name, phone, country and photo; the email is read-only (SPEC.md section 2). */
export function ProfileForm({ account }: { account: Account }) {
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [savedImage, setSavedImage] = useState(account.image);
  const latestPhoto = useRef<PickedPhoto | null>(null);

  useEffect(() => {
    latestPhoto.current = photo;
  }, [photo]);
  useEffect(() => () => revoke(latestPhoto.current), []);

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: checkingPhoneAsSent(
      zodResolver(ProfileUpdateSchema.refine(isPhoneOfCountry, PHONE_OF_COUNTRY)),
    ),
    mode: 'onChange',
    defaultValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      phone: account.phone.replace(/\D/g, ''),
      country: account.country || DEFAULT_COUNTRY,
    },
  });

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = await checkPhoto(file);
    revoke(latestPhoto.current);
    setPhotoError(problem);
    setPhoto(problem ? null : { file, url: previewUrl(file) });
  };

  const keepSavedPhoto = () => {
    revoke(photo);
    setPhoto(null);
    setPhotoError(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    // SPEC.md section 5: nothing is sent while any field, the photo included, has an error.
    if (photoError) return;
    const response = await unlessOffline(
      update.mutateAsync({ ...values, phone: toE164(values.phone), image: photo?.file }),
    );
    if (!response) return;
    if (hasCode(response.body, 200)) {
      notify.success(response.body.message || 'Profile updated successfully.');
      const saved = response.body.data;
      const current = getLoggedUserData();
      if (current) {
        saveLoggedUserData({
          ...current,
          ...(saved ?? {}),
          first_name: saved?.first_name ?? values.first_name,
          last_name: saved?.last_name ?? values.last_name,
          user_type: current.user_type,
        });
      }
      if (saved) setSavedImage(saved.image);
      keepSavedPhoto();
    } else {
      notify.error(
        response.body.message || refusalMessage(response.body, 'Your profile could not be saved.'),
      );
    }
  });

  const initials =
    `${account.first_name.charAt(0)}${account.last_name.charAt(0)}`.toUpperCase() || '?';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <PhotoPicker
          src={photo?.url ?? mediaUrl(savedImage)}
          initials={initials}
          error={photoError}
          changed={photo !== null || photoError !== null}
          onPick={(file) => void pick(file)}
          onReset={keepSavedPhoto}
        />
        <PersonFields
          control={control}
          autoComplete="own"
          fixedEmail={account.email}
          layout="grid"
        />
        <Group justify="flex-end">
          <SubmitButton loading={isSubmitting} miw={160}>
            Save changes
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
