import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Sign-in and account. */
export const AUTH_ERROR_TEXTS = {
  'auth.mfaCode': 'Enter the 6-digit code from your authenticator app',
  'auth.passwordRequired': 'Password is required',
  'auth.refreshTokenRequired': 'refreshToken is required',
  'auth.passwordTooShort': 'Password must be at least {min} characters',
  'auth.passwordTooLong': 'Password must be at most {max} characters',
  'auth.currentPasswordRequired': 'Current password is required',
  'auth.passwordsDiffer': 'Passwords do not match',
  'auth.invalidCredentials': 'Invalid credentials',
  'auth.deactivated': 'This account has been deactivated. Contact your administrator.',
  'auth.invalidMfaCode': 'Invalid authentication code',
  'auth.mfaAlreadyEnabled': 'Two-factor authentication is already enabled',
  'auth.mfaNotStarted': 'Start the set-up first: no authenticator secret was issued',
  'auth.mfaCodeRejected': 'The code is not valid. Check the time on your phone and try again.',
  'auth.invalidCode': 'Invalid code',
  'auth.mfaNotEnabled': 'Two-factor authentication is not enabled',
  'auth.passwordOrCodeWrong': 'The password or the code is not correct',
  'auth.currentPasswordWrong': 'Current password is incorrect',
  'auth.samePassword': 'The new password must differ from the current one',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...AUTH_ERROR_TEXTS });
