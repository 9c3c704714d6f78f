/** Validation messages of SPEC.md section 5, word for word: the client and the server show the same text. */
export const ValidationMessages = {
  /** Any list's or report's date range. */
  startDateAfterEnd: 'The start date must be on or before the end date.',
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
  emailMax: 'Email must be no more than 254 characters.',
  contactMessageMax: 'Description must be no more than 5000 characters.',
  countryInvalid: 'Country must be a two-letter code.',
  locationRequired: 'Please choose a location.',
  otpInvalid: 'Please enter the 6-digit code.',
  otpPasteNotDigits: 'Enter the 6 digits from the email',
} as const;

/**
 * Our sentences for any field, given its label ("First name"): what the field builders and the
 * API's plain rendering of a validator's issue say when SPEC.md gives no text.
 */
export const FieldMessages = {
  required: (label: string) => `${label} is required.`,
  text: (label: string) => `${label} must be text.`,
  controlCharacters: (label: string) => `${label} must not contain control characters.`,
  number: (label: string) => `${label} must be a number.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  trueOrFalse: (label: string) => `${label} must be true or false.`,
  list: (label: string) => `${label} must be a list.`,
  object: (label: string) => `${label} must be a JSON object.`,
  file: (label: string) => `${label} must be a file.`,
  notValid: (label: string) => `${label} is not valid.`,
  email: (label: string) => `${label} is not a valid email address.`,
  webAddress: (label: string) => `${label} is not a valid web address.`,
  maxCharacters: (label: string, max: string) => `${label} must be no more than ${max} characters.`,
  minCharacters: (label: string, min: string) => `${label} must be at least ${min} characters.`,
  maxItems: (label: string, max: string) => `${label} must have no more than ${max} items.`,
  minItems: (label: string, min: string) => `${label} must have at least ${min} items.`,
  atMost: (label: string, max: string) => `${label} must be ${max} or less.`,
  below: (label: string, max: string) => `${label} must be less than ${max}.`,
  atLeast: (label: string, min: string) => `${label} must be ${min} or more.`,
  above: (label: string, min: string) => `${label} must be more than ${min}.`,
  multipleOf: (label: string, divisor: string) => `${label} must be a multiple of ${divisor}.`,
  oneOf: (label: string, values: string) => `${label} must be one of: ${values}.`,
  unknownFields: (keys: string) => `These fields are not accepted: ${keys}.`,
} as const;

const specMessages = new Set<string>(Object.values(ValidationMessages));

/** True for a message written for people (spec texts and our own sentences), not a library default. */
export const isWrittenMessage = (message: string): boolean =>
  specMessages.has(message) || /^[A-Z].*[.!?]$/.test(message);
