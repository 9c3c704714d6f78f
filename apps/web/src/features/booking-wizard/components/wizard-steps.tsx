import { Stepper } from '@mantine/core';
import { STEP_LABELS } from '../lib/wizard-state';
import classes from './wizard-steps.module.css';

/** The five labelled steps: completed ones show a check mark and can be revisited. */
export function WizardSteps({ step, onBack }: { step: number; onBack: (step: number) => void }) {
  return (
    <Stepper
      active={step}
      onStepClick={onBack}
      allowNextStepsSelect={false}
      size="sm"
      classNames={classes}
      aria-label="Booking steps"
    >
      {STEP_LABELS.map((label, index) => (
        <Stepper.Step
          key={label}
          label={label}
          aria-label={`Step ${index + 1} of ${STEP_LABELS.length}: ${label}${
            index < step ? ', completed' : index === step ? ', current' : ''
          }`}
          aria-current={index === step ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
}
