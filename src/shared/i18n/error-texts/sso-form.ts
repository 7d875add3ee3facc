import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';
import type { USER_ERROR_TEXTS } from './users';

/**
 * The single sign-on form's texts (schemas/sso.ts), a part of the integrations' table kept apart:
 * the sign-in page reads that schema file for its constants, so it carries these few texts and
 * not the whole table (integrations.ts joins them in).
 */
export const SSO_FORM_ERROR_TEXTS = {
  'sso.issuerUrlFormat': 'Enter the issuer URL, e.g. https://login.example.com/realms/plant',
  'sso.groupsAtMost': 'Map at most {max} groups',
  'sso.providerFirst': 'Enter the issuer URL and client ID before turning single sign-on on',
  'sso.chooseJoinWarehouse': 'Choose the warehouse new people join',
  'sso.chooseBreakGlass': 'Choose the break-glass admin who may still sign in with a password',
  'sso.enableFirst': 'Turn single sign-on on before requiring it',
} as const;

/** "Choose a role" is the users' form's sentence, so the same code; typed so the two stay equal. */
const CHOOSE_A_ROLE: (typeof USER_ERROR_TEXTS)['user.chooseRole'] = 'Choose a role';

/** Says the single sign-on form's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({
  ...COMMON_ERROR_TEXTS,
  'user.chooseRole': CHOOSE_A_ROLE,
  ...SSO_FORM_ERROR_TEXTS,
});
