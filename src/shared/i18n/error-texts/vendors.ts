import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';
import { USER_ERROR_TEXTS } from './users';

/** Vendors. */
export const VENDOR_ERROR_TEXTS = {
  'vendor.typeInvalid': 'Type must be supplier or contractor',
} as const;

/**
 * A vendor's email is checked as a user's is, with the same sentence, so with its code (one
 * English text has one code): said here, but kept in the users' table.
 */
const SHARED_WITH_USERS = { 'user.emailInvalid': USER_ERROR_TEXTS['user.emailInvalid'] } as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...SHARED_WITH_USERS, ...VENDOR_ERROR_TEXTS });
