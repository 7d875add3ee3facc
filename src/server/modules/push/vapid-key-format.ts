import { createECDH } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Why a VAPID key pair from the environment cannot be used, or null when it can: both keys
 * base64url (as web-push generates them), the public key the uncompressed P-256 point of the
 * private one. A mismatched pair would start fine and then have every push refused.
 */
export function vapidPairProblem(publicKey: string, privateKey: string): string | null {
  if (!BASE64URL.test(publicKey) || !BASE64URL.test(privateKey)) return 'VAPID keys must be base64url';
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (privateBytes.length !== 32) return 'VAPID_PRIVATE_KEY must be 32 bytes';
  const curve = createECDH('prime256v1');
  try {
    curve.setPrivateKey(privateBytes);
  } catch {
    return 'VAPID_PRIVATE_KEY is not a P-256 private key';
  }
  return curve.getPublicKey('base64url') === publicKey
    ? null
    : 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
}
