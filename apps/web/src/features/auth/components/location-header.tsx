import { Link } from 'react-router';
import { ActionIcon, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { PublicLocation } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../lib/media-url';

interface LocationHeaderProps {
  name: string;
  /** From GET /all_locations/, when the list has it. */
  details?: PublicLocation;
}

/** The chosen location with a back arrow to the location search (SPEC.md "User login"). */
export function LocationHeader({ name, details }: LocationHeaderProps) {
  const address = details
    ? [details.address_1, details.address_2, details.address_3, details.address_4]
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : [];
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ActionIcon
        component={Link}
        to={paths.userSelectLocation.getHref()}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label="Back to Search Court"
      >
        <IconArrowLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <Avatar
        src={mediaUrl(details?.logo)}
        alt=""
        radius="md"
        size={44}
        color="court"
        aria-hidden="true"
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {address.length > 0 && (
          <Text size="xs" c="dimmed" lh={1.4} style={{ overflowWrap: 'anywhere' }}>
            {address.join(', ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
