import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MembershipPlan } from '@courtbook/shared';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeletePlan } from '../api/delete-plan';
import { PlanPageMessages as M } from '../messages';

interface DeletePlanModalProps {
  plan: MembershipPlan | null;
  onClose: () => void;
}

/**
 * "Delete plan?" A refusal (the plan has members) stays in the dialog, beside the question, so it
 * is read where the action was taken.
 */
export function DeletePlanModal({ plan, onClose }: DeletePlanModalProps) {
  const remove = useDeletePlan();
  const [refusal, setRefusal] = useState<string>();
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  const confirm = () => {
    if (!plan) return;
    setRefusal(undefined);
    remove.mutate(plan.id, {
      onSuccess: (message) => {
        notify.success(message || M.deleted);
        close();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };
  return (
    <Modal
      opened={plan !== null}
      onClose={close}
      title={M.deleteTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="sm">
        <FormError error={refusal} title={M.deleteRefused} />
        <Text>{plan ? M.deleteQuestion(plan.name) : null}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          {M.cancel}
        </Button>
        <Button
          color="red"
          onClick={confirm}
          loading={remove.isPending}
          disabled={refusal !== undefined}
        >
          {M.deleteTip}
        </Button>
      </Group>
    </Modal>
  );
}
