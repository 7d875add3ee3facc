import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Fieldwork';
const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'user') {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI as a QR code data URL, for authenticator apps. */
export async function totpQrCode(secretBase32: string, email: string): Promise<string> {
  return QRCode.toDataURL(totpFor(secretBase32, email).toString(), { margin: 1, width: 240 });
}

/**
 * Checks a code within ±1 period. Returns the time step it matched, or null. Callers
 * store the step and refuse a step at or before the last used one (no replay).
 */
export function verifyTotp(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code for a secret (tests and the seed use it). */
export function generateTotp(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}
