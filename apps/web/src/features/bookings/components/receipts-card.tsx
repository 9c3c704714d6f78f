import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { RECEIPT_METHOD_LABELS, type Receipt } from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { useBookingReceipts, useDownloadReceipt } from '../api/receipts';

const issuedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const download = useDownloadReceipt();
  const refund = receipt.kind === 'refund';
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {refund ? 'Refund' : 'Receipt'} {receipt.number} ·{' '}
          {formatMoney(receipt.total, receipt.currency)}
        </Text>
        <Text size="xs" c="dimmed">
          {RECEIPT_METHOD_LABELS[receipt.method]} ·{' '}
          {issuedFormat.format(new Date(receipt.issued_at))}
        </Text>
      </Stack>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFileDownload size={16} aria-hidden="true" />}
        loading={download.isPending}
        aria-label={`Download receipt ${receipt.number} (PDF)`}
        onClick={() =>
          download.mutate(receipt.number, { onError: (error) => notify.error(errorMessage(error)) })
        }
      >
        Download receipt (PDF)
      </Button>
    </Group>
  );
}

/** The receipts of a booking's series (payment, desk payment, refunds), each a PDF to download. */
export function ReceiptsCard({ bookingId }: { bookingId: number }) {
  const receipts = useBookingReceipts(bookingId);
  const list = receipts.data?.receipts;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Receipts">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Receipts
        </Title>
        {receipts.isPending ? (
          <Skeleton height={36} aria-label="Loading receipts" />
        ) : receipts.isError ? (
          <Text size="sm" c="red">
            {errorMessage(receipts.error)}
          </Text>
        ) : list && list.length > 0 ? (
          list.map((receipt) => <ReceiptRow key={receipt.number} receipt={receipt} />)
        ) : (
          <Text size="sm" c="dimmed">
            No receipts yet: one is made when the booking is paid.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
