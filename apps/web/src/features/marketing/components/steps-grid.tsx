import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Step } from '../content';
import classes from './marketing.module.css';

interface StepsGridProps {
  steps: Step[];
  headingOrder?: 2 | 3;
  /** The last step is a warning (no cancellations or refunds): drawn in red. */
  warnLast?: boolean;
}

/** Numbered steps as an ordered list of cards. */
export function StepsGrid({ steps, headingOrder = 3, warnLast = false }: StepsGridProps) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="lg"
      className={classes.steps}
    >
      {steps.map(({ title, text, icon: StepIcon }, index) => {
        const warning = warnLast && index === steps.length - 1;
        return (
          <Paper
            component="li"
            key={title}
            withBorder
            radius="lg"
            p="lg"
            className={`${classes.step} ${warning ? classes.warning : ''}`}
          >
            <ThemeIcon
              size={48}
              radius="md"
              variant="light"
              color={warning ? 'red' : undefined}
              aria-hidden="true"
            >
              <StepIcon size={26} stroke={1.7} />
            </ThemeIcon>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" aria-hidden="true">
              Step {index + 1}
            </Text>
            <Title order={headingOrder} size="h4" mt={4}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {text}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
