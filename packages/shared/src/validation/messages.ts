/** Validation messages of SPEC.md section 5, word for word: the client and the server show the same text. */
export const ValidationMessages = {
  firstNameRequired: 'First name is required.',
  firstNameMin: 'First name must be at least 2 characters.',
  firstNameMax: 'First name must be no more than 100 characters.',
  lastNameRequired: 'Last name is required.',
  lastNameMin: 'Last name must be at least 2 characters.',
  lastNameMax: 'Last name must be no more than 100 characters.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is not valid.',
  loginEmail: 'Email is required and must be valid.',
  phoneRequired: 'Phone number is required.',
  phoneMin: 'Phone number must be at least 7 characters.',
  passwordRequired: 'Password is required.',
  passwordStrength: 'Password must be 8+ chars with upper, lower, number & special (!@#$&%).',
  confirmPasswordRequired: 'Confirm password is required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  loginPasswordRequired: 'Password is required',
  newPasswordStrength:
    'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.',
  staffNewPassword: 'Password is required and must be at least 6 characters long.',
  staffConfirmPassword: 'Please confirm your password.',
  contactMessageRequired: 'Description is required.',
  // Our own, where SPEC.md gives no text.
  phoneMaxDigits: 'Phone number must have at most 15 digits.',
  phoneInvalid: 'Phone number is not valid.',
  countryInvalid: 'Country must be a two-letter code.',
  locationRequired: 'Please choose a location.',
  otpInvalid: 'Please enter the 6-digit code.',
} as const;

const specMessages = new Set<string>(Object.values(ValidationMessages));

/** True for a message written for people (spec texts and our own sentences), not a library default. */
export const isWrittenMessage = (message: string): boolean =>
  specMessages.has(message) || /^[A-Z].*[.!?]$/.test(message);
