import { Link } from 'react-router';
import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { HOW_IT_WORKS_STEPS } from '../content';
import { StepsGrid } from './steps-grid';

export function HowItWorksPreview({ moreHref }: { moreHref: string }) {
  return (
    <Box component="section" aria-labelledby="how-it-works-title">
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Group justify="space-between" align="flex-end" mb="xl" gap="sm">
          <div>
            <Title order={2} id="how-it-works-title">
              How It Works
            </Title>
            <Text c="dimmed" mt={6}>
              Four steps from sign-up to serve.
            </Text>
          </div>
          <Anchor component={Link} to={moreHref} fw={600}>
            <Group gap={4} component="span">
              More about booking <IconArrowRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        </Group>
        <StepsGrid steps={HOW_IT_WORKS_STEPS} warnLast />
      </Container>
    </Box>
  );
}
