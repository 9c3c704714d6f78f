import { Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { StoreBadges } from '../../../components/store-badges';
import classes from './marketing.module.css';

interface AppDownloadProps {
  appStoreUrl: string;
  playStoreUrl: string;
}

export function AppDownload({ appStoreUrl, playStoreUrl }: AppDownloadProps) {
  return (
    <Box component="section" aria-labelledby="app-download-title">
      <Container size="xl" pb={{ base: 48, sm: 80 }}>
        <div className={classes.download}>
          <Group justify="space-between" align="center" gap="xl" wrap="wrap">
            <Stack gap="xs" maw={560}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" color="court" variant="white" aria-hidden="true">
                  <IconDeviceMobile size={22} />
                </ThemeIcon>
                <Title order={2} id="app-download-title" c="white">
                  Get the app
                </Title>
              </Group>
              <Text c="white" size="lg" className={classes.downloadText}>
                Book and manage your courts on the go with the arisecourt app for iPhone and
                Android.
              </Text>
            </Stack>
            <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
          </Group>
        </div>
      </Container>
    </Box>
  );
}
