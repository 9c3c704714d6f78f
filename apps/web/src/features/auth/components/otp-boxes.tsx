import { useId, type Ref } from 'react';
import { Input, PinInput } from '@mantine/core';
import { OTP_LENGTH } from '@courtbook/shared';

interface OtpBoxesProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The first box, e.g. for react-hook-form's setFocus. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Six single-digit boxes (SPEC.md section 5): typing moves to the next box, backspace on an empty
 * box goes back, a pasted code fills up to six boxes; Enter submits the surrounding form.
 */
export function OtpBoxes({ value, onChange, error, autoFocus, disabled, inputRef }: OtpBoxesProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      labelElement="div"
      label="6-digit code"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <PinInput
        ref={inputRef}
        aria-labelledby={labelId}
        length={OTP_LENGTH}
        type="number"
        size="md"
        gap={8}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        autoFocus={autoFocus}
        disabled={disabled}
        oneTimeCode
        placeholder=""
        mt={6}
        getInputProps={(index) => ({
          'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          // Inside a dialog, Mantine's focus trap starts here.
          'data-autofocus': autoFocus && index === 0 ? true : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
