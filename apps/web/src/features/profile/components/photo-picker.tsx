import { useId, useRef } from 'react';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { IMAGE_ACCEPT } from '@courtbook/shared';

interface PhotoPickerProps {
  /** What the avatar shows: the chosen file's preview, else the saved photo. */
  src: string | null;
  initials: string;
  error: string | null;
  /** A new photo (or a rejected one) is pending: offer to go back to the saved one. */
  changed: boolean;
  onPick: (file: File | null) => void;
  onReset: () => void;
}

/** Profile photo with a preview; JPEG, PNG or WebP up to 5 MB. */
export function PhotoPicker({ src, initials, error, changed, onPick, onReset }: PhotoPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  // Lets the same file be picked again after "Keep current photo".
  const resetRef = useRef<() => void>(null);
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar src={src} alt="Profile photo preview" size={88} radius={88} color="court">
        {initials}
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            onChange={(file) => {
              onPick(file);
              resetRef.current?.();
            }}
            resetRef={resetRef}
            accept={IMAGE_ACCEPT}
            inputProps={{
              'aria-label': 'Profile photo',
              'aria-describedby': describedBy,
              'aria-invalid': error ? true : undefined,
            }}
          >
            {(props) => (
              <Button
                {...props}
                aria-describedby={describedBy}
                variant="default"
                size="xs"
                leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
              >
                Choose photo
              </Button>
            )}
          </FileButton>
          {changed && (
            <Button variant="subtle" color="gray" size="xs" onClick={onReset}>
              Keep current photo
            </Button>
          )}
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          JPEG, PNG or WebP, up to 5 MB.
        </Text>
        {error && (
          <Input.Error id={errorId} role="alert">
            {error}
          </Input.Error>
        )}
      </Stack>
    </Group>
  );
}
