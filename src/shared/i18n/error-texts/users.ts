import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Users. */
export const USER_ERROR_TEXTS = {
  'user.emailRequired': 'Email is required',
  'user.emailInvalid': 'Invalid email format',
  'user.chooseWarehouse': 'Choose at least one warehouse',
  'user.chooseRole': 'Choose a role',
  'user.emailTaken': 'A user with this email already exists',
  'user.onlyOwnWarehouses': 'You can only assign warehouses you belong to',
  'user.lastAdmin': 'The organization needs at least one active admin',
  'user.deactivateSelf': 'You cannot deactivate your own account',
  'user.outsideAdmin':
    'This person also works in a warehouse you do not administer: ask an admin of all their warehouses',
  'user.leavesOutWarehouse':
    'warehouseIds leaves out a warehouse of this person’s that you do not administer: keep it in the list (only its admins can take them out of it)',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...USER_ERROR_TEXTS });
