import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { checkImageFile, IMAGE_ACCEPT } from '@courtbook/shared';
import { FieldError } from './field-error';

interface LogoFieldProps {
  /** The current logo's URL, if any. */
  current: string | null;
  file: File | null;
  removed: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}

export function LogoField({ current, file, removed, onFile, onRemove }: LogoFieldProps) {
  const [error, setError] = useState<string>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removed ? null : current);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = checkImageFile(picked);
    setError(problem ?? undefined);
    if (!problem) onFile(picked);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="logo-label">
        Logo
      </Text>
      <Group gap="md">
        <Avatar src={shown} alt={shown ? 'Logo preview' : ''} size={72} radius="md">
          <IconPhoto aria-hidden="true" />
        </Avatar>
        <FileButton onChange={pick} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button variant="default" {...props} aria-describedby="logo-help">
              {shown ? 'Change logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        {shown ? (
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              setError(undefined);
              if (file) onFile(null);
              else onRemove();
            }}
          >
            Remove logo
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" id="logo-help">
        JPEG, PNG or WebP, up to 5 MB.
      </Text>
      <FieldError error={error} />
    </Stack>
  );
}
