import { useId, useState, type ClipboardEvent, type Ref } from 'react';
import { Input, PinInput } from '@mantine/core';
import { OTP_LENGTH, ValidationMessages } from '@courtbook/shared';

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
  // The boxes ignore a paste that is not all digits ("ab12cd"): say why instead of nothing.
  const [pasteError, setPasteError] = useState<string | null>(null);
  const onPasteCapture = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text/plain').replace(/\s+/g, '');
    setPasteError(/^\d*$/.test(pasted) ? null : ValidationMessages.otpPasteNotDigits);
  };
  const shownError = error ?? pasteError ?? undefined;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      labelElement="div"
      label="6-digit code"
      labelProps={{ id: labelId }}
      error={shownError}
      onPasteCapture={onPasteCapture}
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
        onChange={(digits) => {
          setPasteError(null);
          onChange(digits);
        }}
        error={Boolean(shownError)}
        autoFocus={autoFocus}
        disabled={disabled}
        oneTimeCode
        placeholder=""
        mt={6}
        getInputProps={(index) => ({
          'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
          'aria-invalid': shownError ? true : undefined,
          'aria-describedby': shownError ? errorId : undefined,
          // Inside a dialog, Mantine's focus trap starts here.
          'data-autofocus': autoFocus && index === 0 ? true : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
