import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, Stack, Textarea } from '@mantine/core';
import {
  CONTACT_MESSAGE_MAX,
  ContactReplySchema,
  type ContactMessageRecord,
} from '@courtbook/shared';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReplyToMessage } from '../api/reply-to-message';

interface ReplyFormProps {
  message: ContactMessageRecord;
  /** The message as the server keeps it after the reply: answered and read. */
  onReplied: (message: ContactMessageRecord) => void;
}

/**
 * The answer to a contact message, checked with the server's own schema (a reply of 1 to 5000
 * characters); sent by email to the sender, once. A refusal (already answered, out of scope) is
 * shown above the field, which keeps what was typed.
 */
export function ReplyForm({ message, onReplied }: ReplyFormProps) {
  const reply = useReplyToMessage();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContactReplySchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { reply: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const answer = await reply.mutateAsync({ id: message.id, reply: values.reply });
      notify.success(answer.message || 'Your reply has been sent.');
      onReplied(answer.data);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  // Enter makes a new line; Ctrl+Enter (⌘+Enter) sends, as on the Contact Us form.
  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Reply">
      <Stack gap="xs">
        {refusal ? (
          <Alert color="red" role="alert" title="The reply was not sent">
            {refusal}
          </Alert>
        ) : null}
        <Textarea
          label="Your reply"
          description={`Sent by email to ${message.email}. Press Ctrl+Enter to send.`}
          withAsterisk
          rows={5}
          resize="vertical"
          maxLength={CONTACT_MESSAGE_MAX}
          data-autofocus
          error={errors.reply?.message}
          onKeyDown={sendOnCtrlEnter}
          {...register('reply')}
        />
        <Group justify="flex-end">
          <SubmitButton loading={reply.isPending}>Send reply</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
