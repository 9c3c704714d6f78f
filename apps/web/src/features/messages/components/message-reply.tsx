import { Paper, Stack, Text } from '@mantine/core';
import type { ContactReplyRecord } from '@courtbook/shared';
import { formatReceived } from './format';

/** The answer that was emailed, under the message it answers. */
export function MessageReply({ reply }: { reply: ContactReplyRecord }) {
  const by = reply.replied_by ?? 'a former staff member';
  return (
    <Paper
      component="section"
      aria-label="Reply"
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Answered by {by} · {formatReceived(reply.replied_at)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.message}
        </Text>
      </Stack>
    </Paper>
  );
}
