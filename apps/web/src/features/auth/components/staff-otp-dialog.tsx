import { Modal, Stack, Text } from '@mantine/core';
import { OtpForm } from './otp-form';

interface StaffOtpDialogProps {
  /** The email the code went to; null while the dialog is closed. */
  email: string | null;
  initialSeconds: number;
  onClose: () => void;
  onVerified: (email: string) => void;
}

/**
 * The staff-side code dialog (SPEC.md section 2). Its content mounts on open and unmounts on
 * close, so closing clears the boxes and each opening starts the countdown afresh.
 */
export function StaffOtpDialog({
  email,
  initialSeconds,
  onClose,
  onVerified,
}: StaffOtpDialogProps) {
  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title="Enter the 6-digit code"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {email !== null && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We sent a code to <strong>{email}</strong>. It is valid for 10 minutes.
          </Text>
          <OtpForm
            email={email}
            initialSeconds={initialSeconds}
            onVerified={() => onVerified(email)}
          />
        </Stack>
      )}
    </Modal>
  );
}
