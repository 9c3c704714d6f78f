import { Box, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { LANDING_STEPS } from '../content';
import classes from './marketing.module.css';

/** The landing page's list (SPEC.md section 1): search courts, register, select date and time, book in advance. */
export function LandingFeatures() {
  return (
    <Box component="section" aria-labelledby="landing-features-title" className={classes.features}>
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Title order={2} id="landing-features-title" size="h3" mb="lg">
          Everything you need to get on court
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xl"
          verticalSpacing="lg"
          className={classes.steps}
        >
          {LANDING_STEPS.map(({ title, text, icon: FeatureIcon }) => (
            <Group component="li" key={title} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden="true">
                <FeatureIcon size={24} stroke={1.8} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h5">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
