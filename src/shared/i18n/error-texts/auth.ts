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
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.sessionEnded': 'Your session has ended. Please sign in again.',
  'auth.invalidRefreshToken': 'Invalid refresh token',
  'auth.refreshTokenReused':
    'This session was ended because its refresh token was used twice. Please sign in again.',
  // A throttled sign-in: one minute and several are two texts (no plurals, ADR 65).
  'auth.throttledDeviceOneMinute': 'Too many sign-in attempts from this device. Try again in 1 minute.',
  'auth.throttledDevice': 'Too many sign-in attempts from this device. Try again in {minutes} minutes.',
  'auth.throttledEmailOneMinute':
    'Too many sign-in attempts for this e-mail from new devices. Try again in 1 minute, or sign in on a device you have used before.',
  'auth.throttledEmail':
    'Too many sign-in attempts for this e-mail from new devices. Try again in {minutes} minutes, or sign in on a device you have used before.',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...AUTH_ERROR_TEXTS });
