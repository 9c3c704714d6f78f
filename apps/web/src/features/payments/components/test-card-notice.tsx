import { List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Notice } from '../../../components/notice';

const TEST_CARDS: [string, string][] = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
];

/** The local provider is a test card processor: nobody may mistake it for a real charge. */
export function TestCardNotice() {
  return (
    <Notice role="note" color="yellow" title="This is a TEST payment" icon={IconInfoCircle}>
      <Text size="sm">
        No real card is charged. Use any future expiry date and any 3-digit CVC with one of these
        test cards:
      </Text>
      <List size="sm" mt="xs" spacing={2}>
        {TEST_CARDS.map(([number, outcome]) => (
          <List.Item key={number}>
            <Text span ff="monospace" fw={600}>
              {number}
            </Text>{' '}
            {outcome}
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}
