import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../../shared/schemas/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** What the list keeps of a secret: `fwk_` and 8 characters, enough to tell keys apart. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;

/** 32 random bytes as base62: letters and digits only, so it survives copying, shells and URLs. */
function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(43, '0');
}

/** A new key's secret, the part of it the list shows, and the hash that is stored. */
export function newApiKeySecret() {
  const secret = `${API_KEY_PREFIX}${base62(randomBytes(32))}`;
  return { secret, prefix: secret.slice(0, SHOWN_CHARACTERS), secretHash: hashApiKeySecret(secret) };
}

/** A 256-bit random secret needs no slow hash: SHA-256 keeps the lookup one index probe (ADR 61). */
export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is an API key rather than a session's access token. */
export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);
