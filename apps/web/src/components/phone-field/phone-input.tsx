import { useRef, type ChangeEvent, type ComponentType, type Ref } from 'react';
import Mod, { type PhoneInputProps } from 'react-phone-input-2';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import 'react-phone-input-2/lib/style.css';

/**
 * react-phone-input-2 ships CommonJS: under Vite its default import is the module object,
 * under Vitest the component (DESIGN.md section 10). Take whichever is the component.
 */
const LibraryPhoneInput = ((Mod as unknown as { default?: ComponentType<PhoneInputProps> })
  .default ?? Mod) as ComponentType<PhoneInputProps & { ref?: Ref<LibraryInstance> }>;

/** The class instance's own input handler and state (the library offers no other hook before it). */
interface LibraryInstance {
  handleInput: (event: ChangeEvent<HTMLInputElement>) => void;
  state: { formattedNumber?: string; selectedCountry?: { dialCode?: string } };
}

/**
 * A number that replaces the whole field without a "+" (pasted, or typed over a selection) is
 * read as a national number of the chosen country when it is one: "2155550147" in the US is
 * "+1 215 555 0147", where the library alone would start a new country code from "2".
 */
export function withCountryCode(typed: string, country: string): string {
  if (typed.trim() === '' || typed.trim().startsWith('+')) return typed;
  const digits = typed.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(digits, country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : typed;
}

/**
 * What the user typed into a field that held no number yet ("" or the library's lone "+") without
 * a "+" of their own: digits of the country shown, not the start of a dial code. Without this,
 * clearing "+1" and typing "202…" picks Egypt (+20). The country changes only when the user picks
 * it or types a dial code into a number; a whole number typed over one is the library's to read.
 */
export function keepingCountry(typed: string, before: string, dialCode: string): string {
  if (!dialCode || typed.trim() === '' || before.replace(/\D/g, '') !== '') return typed;
  // The library's own "+" stays in front of what is typed into an empty field.
  const own = before.trim() === '+' ? typed.replace(/^\s*\+/, '') : typed;
  if (own.trim().startsWith('+')) return own;
  const digits = own.replace(/\D/g, '');
  if (digits === '') return typed;
  return digits.startsWith(dialCode) ? `+${digits}` : `+${dialCode}${digits}`;
}

export default function PhoneInput({
  pasteCountry,
  inputProps,
  ...props
}: PhoneInputProps & { pasteCountry: string }) {
  const library = useRef<LibraryInstance>(null);
  return (
    <LibraryPhoneInput
      {...props}
      ref={library}
      inputProps={{
        ...inputProps,
        // Replaces the library's onChange (inputProps are spread after it), then hands over.
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const state = library.current?.state;
          const national = withCountryCode(event.target.value, pasteCountry);
          const normalised =
            national !== event.target.value
              ? national
              : keepingCountry(
                  event.target.value,
                  state?.formattedNumber ?? '',
                  state?.selectedCountry?.dialCode ?? '',
                );
          if (normalised !== event.target.value) event.target.value = normalised;
          library.current?.handleInput(event);
        },
      }}
    />
  );
}
