/**
 * The words of single sign-on that the sign-in page needs, apart from the SSO schemas (and their
 * error texts), which only the settings screen and the server carry.
 */

/** Where the provider sends people back to: the admin copies `<origin>` + this into the provider. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** The sign-in page's query parameter that carries why a single sign-on failed. */
export const SSO_ERROR_PARAM = 'ssoError';

/** Why a single sign-on did not sign the person in: the sign-in page words each one. */
export const SSO_FAILURES = [
  'deactivated',
  'unknown_user',
  'unverified_email',
  'tampered',
  'provider',
  'not_configured',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];
