import type { MfaSetupResponse, RefreshResponse } from '../../../shared/schemas/auth';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestMeta } from '../../lib/request-meta';
import { recordAudit } from '../audit/audit.service';
import { auditActor } from './audit-actor';
import type { AuthContext } from './auth.context';
import * as repo from './auth.repository';
import { createKnownDevices } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { checkTotp, issueTokens, sessionExpiry } from './session-tokens';
import { createSignInService } from './sign-in.service';
import { createSignInThrottle } from './sign-in-throttle';
import { hashToken, type TokenSigner } from './tokens';
import { newTotpSecret, totpQrCode } from './totp';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  signer: TokenSigner;
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, signer } = deps;
  const throttle = createSignInThrottle(db, clock);
  const devices = createKnownDevices(db, clock);
  const { login } = createSignInService({ ...deps, throttle, devices });

  /** Resolves the caller of a request; throws 401 for anything but a live session. */
  async function authenticate(
    accessToken: string,
    requestedWarehouseId: string | undefined,
  ): Promise<AuthContext> {
    const claims = await signer.verifyAccessToken(accessToken);
    if (!claims) throw unauthenticated('Your session has expired. Please sign in again.');
    const principal = await repo.findSessionPrincipal(db, claims.sessionId);
    if (
      !principal ||
      principal.userId !== claims.userId ||
      principal.sessionRevokedAt ||
      principal.sessionExpiresAt <= clock.now() ||
      !principal.active
    ) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
    const { warehouseIds } = principal;
    let warehouseId: string | undefined;
    if (requestedWarehouseId) {
      if (!warehouseIds.includes(requestedWarehouseId)) {
        throw new AppError('FORBIDDEN', 'You do not have access to this warehouse');
      }
      warehouseId = requestedWarehouseId;
    } else {
      warehouseId =
        principal.defaultWarehouseId && warehouseIds.includes(principal.defaultWarehouseId)
          ? principal.defaultWarehouseId
          : warehouseIds[0];
    }
    if (!warehouseId) throw new AppError('FORBIDDEN', 'Your account is not assigned to any warehouse');
    return {
      userId: principal.userId,
      sessionId: principal.sessionId,
      email: principal.email,
      firstName: principal.firstName,
      lastName: principal.lastName,
      role: principal.role,
      organizationId: principal.organizationId,
      warehouseId,
      warehouseIds,
    };
  }

  /**
   * Rotates a refresh token. A token that was already rotated is a replay (a stolen copy
   * or a leaked one): the whole session is revoked, so both holders must sign in again.
   */
  async function refresh(refreshToken: string, meta: RequestMeta): Promise<RefreshResponse> {
    const now = clock.now();
    const result = await repo.rotateRefreshToken(db, hashToken(refreshToken), now);
    if (result.outcome === 'unknown') throw unauthenticated('Invalid refresh token');
    const principal = await repo.findSessionPrincipal(db, result.sessionId);
    if (result.outcome === 'reused') {
      await repo.revokeSession(db, result.sessionId, 'refresh_token_reuse', now);
      if (principal) {
        await recordAudit(
          db,
          auditActor({ id: principal.userId, organizationId: principal.organizationId }, meta.requestId),
          {
            entityType: 'user',
            entityId: principal.userId,
            action: 'refresh_token_reuse',
            changes: { sessionId: result.sessionId, ipAddress: meta.ipAddress },
          },
        );
      }
      throw unauthenticated(
        'This session was ended because its refresh token was used twice. Please sign in again.',
      );
    }
    if (!principal || principal.sessionRevokedAt || principal.sessionExpiresAt <= now || !principal.active) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
    await repo.extendSession(db, result.sessionId, now, sessionExpiry(now));
    return issueTokens(deps, principal.userId, result.sessionId);
  }

  async function logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await repo.revokeSession(db, auth.sessionId, 'logout', clock.now());
    await recordAudit(
      db,
      auditActor({ id: auth.userId, organizationId: auth.organizationId }, meta.requestId),
      {
        entityType: 'user',
        entityId: auth.userId,
        action: 'logout',
        changes: { sessionId: auth.sessionId },
      },
    );
  }

  async function loadUser(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw unauthenticated('Your session has ended. Please sign in again.');
    return user;
  }

  async function setupMfa(auth: AuthContext): Promise<MfaSetupResponse> {
    const user = await loadUser(auth.userId);
    if (user.mfaEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
    const secret = newTotpSecret();
    await repo.setPendingMfaSecret(db, user.id, secret);
    return { setup: { qrCode: await totpQrCode(secret, user.email), secret } };
  }

  async function enableMfa(auth: AuthContext, code: string, meta: RequestMeta): Promise<void> {
    const user = await loadUser(auth.userId);
    if (user.mfaEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
    if (!user.mfaPendingSecret)
      throw new AppError('CONFLICT', 'Start the set-up first: no authenticator secret was issued');
    if (!(await checkTotp(deps, user.id, user.mfaPendingSecret, code))) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The code is not valid. Check the time on your phone and try again.',
        {
          details: [{ path: 'token', message: 'Invalid code' }],
        },
      );
    }
    await repo.activateMfa(db, user.id, user.mfaPendingSecret);
    await recordAudit(db, auditActor(user, meta.requestId), {
      entityType: 'user',
      entityId: user.id,
      action: 'mfa_enabled',
    });
  }

  async function disableMfa(
    auth: AuthContext,
    input: { token: string; password: string },
    meta: RequestMeta,
  ) {
    const user = await loadUser(auth.userId);
    if (!user.mfaEnabled || !user.mfaSecret)
      throw new AppError('CONFLICT', 'Two-factor authentication is not enabled');
    const passwordOk = await verifyPassword(user.passwordHash, input.password);
    if (!passwordOk || !(await checkTotp(deps, user.id, user.mfaSecret, input.token))) {
      throw new AppError('VALIDATION_FAILED', 'The password or the code is not correct');
    }
    await repo.deactivateMfa(db, user.id);
    await recordAudit(db, auditActor(user, meta.requestId), {
      entityType: 'user',
      entityId: user.id,
      action: 'mfa_disabled',
    });
  }

  /**
   * Changes the password, ends every other session of the user and forgets their other known
   * devices (`deviceToken`: this browser's device cookie), so a device that signed in with the
   * old password is no longer exempt from the account-wide throttle.
   */
  async function changePassword(
    auth: AuthContext,
    input: { currentPassword: string; newPassword: string },
    meta: RequestMeta,
    deviceToken: string | undefined,
  ): Promise<void> {
    const user = await loadUser(auth.userId);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError('VALIDATION_FAILED', 'Current password is incorrect', {
        details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      });
    }
    if (input.currentPassword === input.newPassword) {
      throw new AppError('VALIDATION_FAILED', 'The new password must differ from the current one', {
        details: [{ path: 'newPassword', message: 'The new password must differ from the current one' }],
      });
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, user.id, await hashPassword(input.newPassword));
      await repo.revokeUserSessions(tx, user.id, 'password_changed', now, auth.sessionId);
      await devices.forgetOthers(tx, user.id, deviceToken);
      await recordAudit(tx, auditActor(user, meta.requestId), {
        entityType: 'user',
        entityId: user.id,
        action: 'password_changed',
      });
    });
  }

  /** Ends every session of a user (deactivation), inside the caller's transaction. */
  async function endUserSessions(userId: string, reason: string, tx: Executor = db): Promise<void> {
    await repo.revokeUserSessions(tx, userId, reason, clock.now());
  }

  const purgeEndedSessions = (before: Date) => repo.deleteSessionsEndedBefore(db, before);

  /** Forgets idle sign-in throttles and devices not signed in on for a long time. */
  const purgeSignInState = async () => ({
    signInThrottles: await throttle.purgeIdle(),
    knownDevices: await devices.purgeUnused(),
  });

  /** The sessions among these that may keep a live connection, with their current rights. */
  const livePrincipals = (sessionIds: string[]) =>
    repo.livePrincipals(db, [...new Set(sessionIds)], clock.now());

  return {
    authenticate,
    login,
    refresh,
    logout,
    setupMfa,
    enableMfa,
    disableMfa,
    changePassword,
    endUserSessions,
    hashPassword,
    purgeEndedSessions,
    purgeSignInState,
    livePrincipals,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
