import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { HOW_IT_WORKS_STEPS } from '../content';
import classes from './marketing.module.css';

/** The four steps of the How It Works page, as an ordered list. */
export function HowItWorksSteps() {
  const last = HOW_IT_WORKS_STEPS.length - 1;
  return (
    <ol className={classes.timeline}>
      {HOW_IT_WORKS_STEPS.map(({ title, text, icon: StepIcon }, index) => {
        const isWarning = index === last;
        return (
          <li key={title} className={classes.timelineItem}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              className={isWarning ? classes.warning : undefined}
            >
              <Group align="flex-start" gap="md" wrap="nowrap">
                <ThemeIcon
                  size={52}
                  radius="xl"
                  variant={isWarning ? 'light' : 'filled'}
                  color={isWarning ? 'red' : 'court'}
                  aria-hidden="true"
                >
                  <StepIcon size={26} stroke={1.8} />
                </ThemeIcon>
                <div>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    Step {index + 1}
                  </Text>
                  <Title order={2} size="h3" mt={2}>
                    {title}
                  </Title>
                  <Text c="dimmed" mt={6}>
                    {text}
                  </Text>
                </div>
              </Group>
            </Paper>
          </li>
        );
      })}
    </ol>
  );
}
