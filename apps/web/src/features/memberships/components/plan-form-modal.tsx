import { useState } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { MembershipPlan } from '@courtbook/shared';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePeriodNames } from '../api/get-period-names';
import { useSavePlan } from '../api/save-plan';
import {
  planResolver,
  toPlanFormValues,
  type PlanBody,
  type PlanFormValues,
} from '../lib/plan-form-values';
import { PlanFormMessages as M } from '../messages';
import { PeriodRuleFields } from './period-rule-fields';
import { RuleValueInput } from './rule-value-input';

const RULE_KINDS = (['percent_off', 'fixed_fee', 'none'] as const).map((value) => ({
  value,
  label: M.kinds[value],
}));

interface PlanFormModalProps {
  opened: boolean;
  locationId: number;
  /** Absent: a new plan. */
  plan?: MembershipPlan | undefined;
  onClose: () => void;
}

/** Add or edit a plan, checked with the server's plan schema; the server's refusal on top. */
export function PlanFormModal({ opened, plan, locationId, onClose }: PlanFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan ? M.editTitle(plan.name) : M.addTitle}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {/* Remounted on each opening so the fields start from the plan shown. */}
      {opened ? <PlanForm plan={plan} locationId={locationId} onClose={onClose} /> : null}
    </Modal>
  );
}

function PlanForm({ plan, locationId, onClose }: Omit<PlanFormModalProps, 'opened'>) {
  const save = useSavePlan();
  const periods = usePeriodNames(locationId);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PlanFormValues, unknown, PlanBody>({
    defaultValues: toPlanFormValues(plan),
    resolver: planResolver(locationId),
  });
  const ruleKind = useWatch({ control, name: 'rule.kind' });

  const onSubmit = (body: PlanBody) => {
    setServerError(undefined);
    save.mutate(plan ? { planId: plan.id, body } : { body }, {
      onSuccess: ({ message }) => {
        notify.success(message || (plan ? M.updated : M.created));
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <FormError error={serverError} title={M.refused} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={M.name}
            placeholder={M.namePlaceholder}
            withAsterisk
            data-autofocus
            {...register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label={M.price}
            description={M.priceHint}
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            {...register('price')}
            error={errors.price?.message}
          />
        </SimpleGrid>
        <TextInput
          label={M.horizon}
          description={M.horizonHint}
          inputMode="numeric"
          maw={260}
          {...register('horizon_days')}
          error={errors.horizon_days?.message}
        />
        <Fieldset legend={M.ruleLegend} variant="unstyled">
          <Text size="sm" c="dimmed" mb="xs">
            {M.ruleHint}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Controller
              control={control}
              name="rule.kind"
              render={({ field }) => (
                <Select
                  label={M.ruleKind}
                  data={RULE_KINDS}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'none')}
                  allowDeselect={false}
                  error={errors.rule?.kind?.message ?? errors.rule?.message}
                />
              )}
            />
            {ruleKind === 'none' ? null : (
              <RuleValueInput
                kind={ruleKind}
                registration={register('rule.value')}
                error={errors.rule?.value?.message}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={M.periodLegend} variant="unstyled">
          {periods.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {M.periodLegend}…
              </Text>
            </Group>
          ) : periods.isError ? (
            <Alert color="red">{M.periodsFailed}</Alert>
          ) : (
            <PeriodRuleFields
              periods={periods.data}
              control={control}
              register={register}
              errors={errors.period_rules}
            />
          )}
        </Fieldset>
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label={M.active}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {plan ? M.save : M.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
