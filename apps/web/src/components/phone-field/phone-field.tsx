import { Suspense, lazy, useId, useState } from 'react';
import { Input } from '@mantine/core';
import classes from './phone-field.module.css';

// Loaded with the first form that needs it, so other pages do not carry its country data.
const PhoneInput = lazy(() => import('./phone-input'));

/** SPEC.md section 5: the phone input's texts. */
export const PHONE_PLACEHOLDER = '1 (702) 123-4567';
export const PHONE_SEARCH_PLACEHOLDER = 'search';
export const PHONE_SEARCH_NOT_FOUND = 'No entries to show';

export interface PhoneFieldProps {
  label: string;
  /** The digits, country code first ('' when nothing but the dial code is typed). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The form's two-letter country: it picks the flag while no number is typed. */
  country: string;
  /** Called with the upper-case code of the country the input settles on. */
  onCountryChange?: (country: string) => void;
  name?: string;
  description?: string;
  /** Marks the label with the required asterisk. */
  withAsterisk?: boolean;
}

interface CountryData {
  countryCode?: string;
  dialCode?: string;
}

const dialCodeOf = (data: object): string =>
  typeof (data as CountryData).dialCode === 'string' ? ((data as CountryData).dialCode ?? '') : '';

/** A dial code alone is no number yet: the form sees '' so "Phone number is required." applies. */
const toFormValue = (digits: string, dialCode: string): string =>
  digits === '' || digits === dialCode ? '' : digits;

/**
 * Phone number with a country list, dial codes and masks (react-phone-input-2): at most 15 digits,
 * country guessed from the dial code, searchable list. Its own type-ahead search over the open list
 * is debounced 250 ms by the library (SPEC.md section 9).
 */
export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  error,
  country,
  onCountryChange,
  name,
  description,
  withAsterisk,
}: PhoneFieldProps) {
  const id = useId();
  // The input keeps its raw digits (a lone dial code stays on screen); the form gets toFormValue.
  const [raw, setRaw] = useState(value);
  const [dialCode, setDialCode] = useState('');
  if (value !== toFormValue(raw, dialCode) && value !== raw) setRaw(value); // set from outside

  // The flag follows the form's country only while no number is typed: changing the library's
  // `country` prop resets the number to the new dial code.
  const [flagCountry, setFlagCountry] = useState(country.toLowerCase());
  // The country the input currently shows, for reading a pasted national number.
  const [shownCountry, setShownCountry] = useState(country.toLowerCase());
  const [seenCountry, setSeenCountry] = useState(country);
  if (country !== seenCountry) {
    setSeenCountry(country);
    if (value === '') {
      setFlagCountry(country.toLowerCase());
      setShownCountry(country.toLowerCase());
    }
  }

  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={withAsterisk}
      error={error}
      description={description}
      errorProps={{ id: errorId }}
      descriptionProps={{ id: descriptionId }}
    >
      <Suspense fallback={<div className={classes.fallback} aria-hidden="true" />}>
        <PhoneInput
          country={flagCountry}
          pasteCountry={shownCountry}
          value={raw}
          onChange={(digits, data) => {
            const code = dialCodeOf(data);
            setRaw(digits);
            setDialCode(code);
            onChange(toFormValue(digits, code));
            const iso2 = (data as CountryData).countryCode;
            if (iso2) {
              setShownCountry(iso2);
              onCountryChange?.(iso2.toUpperCase());
            }
          }}
          onBlur={() => onBlur?.()}
          // The library blurs the input on Enter, which stops the browser submitting the form.
          onEnterKeyPress={(event) => {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          placeholder={PHONE_PLACEHOLDER}
          enableSearch
          searchPlaceholder={PHONE_SEARCH_PLACEHOLDER}
          searchNotFound={PHONE_SEARCH_NOT_FOUND}
          specialLabel=""
          containerClass={`${classes.root} ${error ? classes.invalid : ''}`}
          inputProps={{
            id,
            name,
            autoComplete: 'tel',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          }}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
