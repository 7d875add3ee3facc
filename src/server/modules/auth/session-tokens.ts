import { REFRESH_TOKEN_TTL_DAYS } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './auth.repository';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens';
import { verifyTotp } from './totp';

export interface SessionTokenDeps {
  db: Executor;
  clock: Clock;
  signer: TokenSigner;
}

/** When a session used now ends if it is not used again. */
export const sessionExpiry = (from: Date) => new Date(from.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

/** A new refresh token (stored hashed) and access token for a session. */
export async function issueTokens(
  { db, clock, signer }: SessionTokenDeps,
  userId: string,
  sessionId: string,
) {
  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(db, sessionId, hashToken(refreshToken), clock.now());
  const accessToken = await signer.signAccessToken({ userId, sessionId });
  return { accessToken, refreshToken };
}

/** Whether a TOTP code is valid now; its time step is claimed, so the code never works twice. */
export async function checkTotp(
  { db, clock }: Pick<SessionTokenDeps, 'db' | 'clock'>,
  userId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = verifyTotp(secret, code, clock.now());
  return step !== null && (await repo.claimTotpStep(db, userId, step));
}
