import { randomBytes } from 'node:crypto';

/** Six hex digits, upper case: keeps one journey's names, numbers and e-mails apart from another's. */
export const unique = (): string => randomBytes(3).toString('hex').toUpperCase();
