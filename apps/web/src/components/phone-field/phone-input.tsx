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

/** The class instance's own input handler (the library offers no other hook before it). */
interface LibraryInstance {
  handleInput: (event: ChangeEvent<HTMLInputElement>) => void;
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
          const normalised = withCountryCode(event.target.value, pasteCountry);
          if (normalised !== event.target.value) event.target.value = normalised;
          library.current?.handleInput(event);
        },
      }}
    />
  );
}
