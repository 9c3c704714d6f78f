import { ValidationMessages } from '@courtbook/shared';

/** The accounts contract's texts (docs/decisions/0004-accounts-api-contract.md), word for word. */
export const AuthMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists.',
  invalidLocation: 'Please choose a valid location.',
  phoneInvalid: ValidationMessages.phoneInvalid,
  emailVerified: 'Email verified successfully!',
  emailAlreadyVerified: 'Your email is already verified. You can log in.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  // Our own: the contract asks only for one answer whether or not the account exists.
  verificationResent:
    'If this email belongs to an account that still needs verifying, we have sent a new link.',
  loggedIn: 'Login successful.',
  chooseLocation: ValidationMessages.locationRequired,
  badCredentials: 'The email or password is incorrect.',
  notVerified: 'Please verify your email before logging in. We can send you a new link.',
  loggedOut: 'You have been logged out.',
  codeSent: 'If an account exists for this email, we have sent a 6-digit code.',
  codeResent: 'A new code has been sent.',
  waitForCode: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  codeVerified: 'Code verified.',
  codeIncorrect: 'The code is incorrect.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeAttemptsUsed: 'Too many incorrect attempts. Please request a new code.',
  passwordReset: 'Your password has been reset. You can now log in.',
  verifyCodeFirst: 'Please verify the code sent to your email first.',
} as const;
