import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCardOff } from '@tabler/icons-react';
import { PaymentMessages } from '@courtbook/shared';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';

interface PaymentFailedProps {
  /** The provider's own words (a declined card), when there are any. */
  providerMessage?: string;
  /** More help, e.g. to log in again. */
  children?: ReactNode;
}

/** SPEC.md: Payment Failed, 'Something went wrong…', and Try Again to /. */
export function PaymentFailed({ providerMessage, children }: PaymentFailedProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <PageTitle title="Payment Failed" />
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden="true">
          <IconCreditCardOff size={38} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>Payment Failed</Title>
        <Text c="dimmed" size="lg" maw={520} role="alert">
          {PaymentMessages.failed}
        </Text>
        {providerMessage && (
          <Notice
            color="red"
            role="note"
            title="The card provider said"
            icon={IconAlertCircle}
            ta="left"
            w="100%"
            maw={520}
          >
            {providerMessage}
          </Notice>
        )}
        {children}
        <Button component={Link} to={paths.home.getHref()} size="md">
          Try Again
        </Button>
      </Stack>
    </Container>
  );
}
