import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../shared/constants';
import type { Clock } from '../../lib/clock';
import { VerifiedTokens } from './verified-tokens';

const ISSUER = 'fieldwork';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const AUDIENCE = 'fieldwork-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: Uint8Array, clock: Clock): TokenSigner {
  const verified = new VerifiedTokens();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async signAccessToken({ userId, sessionId }) {
      const now = nowSeconds();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verifyAccessToken(token) {
      const remembered = verified.get(token, nowSeconds());
      if (remembered) return remembered;
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        // Only ids we issue: anything else is answered 401 before it reaches a query.
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // The tokens we sign always expire; one without `exp` is never remembered.
        if (typeof payload.exp === 'number') verified.remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Refresh tokens are random and opaque; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
