import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RuleKindChoice } from '../lib/plan-form-values';
import { PlanFormMessages as M } from '../messages';

interface RuleValueInputProps {
  kind: RuleKindChoice;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Names the field for a screen reader where several sit side by side. */
  ariaLabel?: string;
}

/** A rule's figure: an hourly fee ("$ 30.00") or a percentage off ("20 %"). */
export function RuleValueInput({ kind, registration, error, ariaLabel }: RuleValueInputProps) {
  const fee = kind === 'fixed_fee';
  return (
    <TextInput
      label={fee ? M.ruleValueFee : M.ruleValuePercent}
      aria-label={ariaLabel}
      withAsterisk
      inputMode="decimal"
      leftSection={fee ? '$' : undefined}
      rightSection={fee ? undefined : '%'}
      placeholder={fee ? '30.00' : '20'}
      {...registration}
      error={error}
    />
  );
}
