import { randomBytes } from 'node:crypto';

/** Six hex digits, upper case: keeps one journey's names, numbers and e-mails apart from another's. */
export const unique = (): string => randomBytes(3).toString('hex').toUpperCase();

/** A free-looking FO number in the spec's format: this year, and a random 7-digit sequence. */
export const uniqueFoNumber = (): string =>
  `WO-${new Date().getUTCFullYear()}-${1_000_000 + (randomBytes(4).readUInt32BE() % 9_000_000)}`;
