import type { MfaSetupResponse, RefreshResponse } from '../../../shared/schemas/auth';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestMeta } from '../../lib/request-meta';
import { inTransaction } from '../../lib/unit-of-work';
import { accountEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import { auditActor } from './audit-actor';
import type { AuthContext } from './auth.context';
import * as repo from './auth.repository';
import { createKnownDevices } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { SessionCache } from './session-cache';
import { checkTotp, issueTokens, sessionExpiry } from './session-tokens';
import { createSignInService, type PasswordRefusal } from './sign-in.service';
import { startSession } from './start-session';
import { createSignInThrottle } from './sign-in-throttle';
import { hashToken, type TokenSigner } from './tokens';
import { newTotpSecret, totpQrCode } from './totp';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  signer: TokenSigner;
  passwordRefusal?: PasswordRefusal;
}

const unauthenticated = (message: Phrase) => new AppError('UNAUTHENTICATED', message);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, events, signer } = deps;
  const throttle = createSignInThrottle(db, clock);
  const devices = createKnownDevices(db, clock);
  const { login } = createSignInService({ ...deps, throttle, devices });
  const verifiedSessions = new SessionCache(clock).clearOn(events);

  /**
   * Resolves the caller of a request; throws 401 for anything but a live session. The session's
   * row comes from the in-process cache while no event has said it changed (session-cache.ts).
   */
  async function authenticate(
    accessToken: string,
    requestedWarehouseId: string | undefined,
  ): Promise<AuthContext> {
    const claims = await signer.verifyAccessToken(accessToken);
    if (!claims) throw unauthenticated(phrase('auth.sessionExpired'));
    const principal = await verifiedSessions.get(claims.sessionId, claims.userId, () =>
      repo.findSessionPrincipal(db, claims.sessionId),
    );
    if (
      !principal ||
      principal.userId !== claims.userId ||
      principal.sessionRevokedAt ||
      principal.sessionExpiresAt <= clock.now() ||
      !principal.active
    ) {
      throw unauthenticated(phrase('auth.sessionEnded'));
    }
    const { warehouseIds } = principal;
    let warehouseId: string | undefined;
    if (requestedWarehouseId) {
      if (!warehouseIds.includes(requestedWarehouseId)) {
        throw new AppError('FORBIDDEN', phrase('access.notYourWarehouse'));
      }
      warehouseId = requestedWarehouseId;
    } else {
      warehouseId =
        principal.defaultWarehouseId && warehouseIds.includes(principal.defaultWarehouseId)
          ? principal.defaultWarehouseId
          : warehouseIds[0];
    }
    if (!warehouseId) throw new AppError('FORBIDDEN', phrase('access.noWarehouse'));
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
    // A refusal is returned, not thrown, so what it did (a revoked session) still commits.
    const outcome = await inTransaction(db, events, async (tx, outbox) => {
      const result = await repo.rotateRefreshToken(tx, hashToken(refreshToken), now);
      if (result.outcome === 'unknown') return { refused: phrase('auth.invalidRefreshToken') };
      const principal = await repo.findSessionPrincipal(tx, result.sessionId);
      const user = principal && { id: principal.userId, organizationId: principal.organizationId };
      if (result.outcome === 'reused') {
        await repo.revokeSession(tx, result.sessionId, 'refresh_token_reuse', now);
        if (user) {
          await recordAudit(tx, auditActor(user, meta.requestId), {
            entityType: 'user',
            entityId: user.id,
            action: 'refresh_token_reuse',
            changes: { sessionId: result.sessionId, ipAddress: meta.ipAddress },
          });
          outbox.push(accountEvent(user, { type: 'session', action: 'ended', id: result.sessionId }, now));
        }
        return { refused: phrase('auth.refreshTokenReused') };
      }
      if (!user || principal.sessionRevokedAt || principal.sessionExpiresAt <= now || !principal.active) {
        return { refused: phrase('auth.sessionEnded') };
      }
      await repo.extendSession(tx, result.sessionId, now, sessionExpiry(now));
      await recordAudit(tx, auditActor(user, meta.requestId), {
        entityType: 'session',
        entityId: result.sessionId,
        action: 'refreshed',
      });
      outbox.push(accountEvent(user, { type: 'session', action: 'refreshed', id: result.sessionId }, now));
      return { tokens: await issueTokens({ ...deps, db: tx }, user.id, result.sessionId) };
    });
    if (!outcome.tokens) throw unauthenticated(outcome.refused);
    return outcome.tokens;
  }

  async function logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const user = { id: auth.userId, organizationId: auth.organizationId };
      await repo.revokeSession(tx, auth.sessionId, 'logout', clock.now());
      await recordAudit(tx, auditActor(user, meta.requestId), {
        entityType: 'user',
        entityId: auth.userId,
        action: 'logout',
        changes: { sessionId: auth.sessionId },
      });
      outbox.push(accountEvent(user, { type: 'session', action: 'ended', id: auth.sessionId }, clock.now()));
    });
  }

  /** An account change of the user's own, audited and announced to their other tabs. */
  const accountChange = (
    user: repo.UserRow,
    action: string,
    meta: RequestMeta | undefined,
    write: (tx: Tx) => Promise<void>,
  ) =>
    inTransaction(db, events, async (tx, outbox) => {
      await write(tx);
      await recordAudit(tx, auditActor(user, meta?.requestId), {
        entityType: 'user',
        entityId: user.id,
        action,
      });
      outbox.push(accountEvent(user, { type: 'account', action, id: user.id }, clock.now()));
    });

  async function loadUser(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw unauthenticated(phrase('auth.sessionEnded'));
    return user;
  }

  async function setupMfa(auth: AuthContext): Promise<MfaSetupResponse> {
    const user = await loadUser(auth.userId);
    if (user.mfaEnabled) throw new AppError('CONFLICT', phrase('auth.mfaAlreadyEnabled'));
    const secret = newTotpSecret();
    await accountChange(user, 'mfa_setup_started', undefined, (tx) =>
      repo.setPendingMfaSecret(tx, user.id, secret),
    );
    return { setup: { qrCode: await totpQrCode(secret, user.email), secret } };
  }

  async function enableMfa(auth: AuthContext, code: string, meta: RequestMeta): Promise<void> {
    const user = await loadUser(auth.userId);
    if (user.mfaEnabled) throw new AppError('CONFLICT', phrase('auth.mfaAlreadyEnabled'));
    if (!user.mfaPendingSecret) throw new AppError('CONFLICT', phrase('auth.mfaNotStarted'));
    if (!(await checkTotp(deps, user.id, user.mfaPendingSecret, code))) {
      throw new AppError('VALIDATION_FAILED', phrase('auth.mfaCodeRejected'), {
        details: [{ path: 'token', ...phrase('auth.invalidCode') }],
      });
    }
    const secret = user.mfaPendingSecret;
    await accountChange(user, 'mfa_enabled', meta, (tx) => repo.activateMfa(tx, user.id, secret));
  }

  async function disableMfa(
    auth: AuthContext,
    input: { token: string; password: string },
    meta: RequestMeta,
  ) {
    const user = await loadUser(auth.userId);
    if (!user.mfaEnabled || !user.mfaSecret) throw new AppError('CONFLICT', phrase('auth.mfaNotEnabled'));
    const passwordOk = await verifyPassword(user.passwordHash, input.password);
    if (!passwordOk || !(await checkTotp(deps, user.id, user.mfaSecret, input.token))) {
      throw new AppError('VALIDATION_FAILED', phrase('auth.passwordOrCodeWrong'));
    }
    await accountChange(user, 'mfa_disabled', meta, (tx) => repo.deactivateMfa(tx, user.id));
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
    const refusal = await deps.passwordRefusal?.(user);
    if (refusal) throw refusal;
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError('VALIDATION_FAILED', phrase('auth.currentPasswordWrong'), {
        details: [{ path: 'currentPassword', ...phrase('auth.currentPasswordWrong') }],
      });
    }
    if (input.currentPassword === input.newPassword) {
      throw new AppError('VALIDATION_FAILED', phrase('auth.samePassword'), {
        details: [{ path: 'newPassword', ...phrase('auth.samePassword') }],
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await inTransaction(db, events, async (tx, outbox) => {
      await repo.updatePasswordHash(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, 'password_changed', clock.now(), auth.sessionId);
      await devices.forgetOthers(tx, user.id, deviceToken);
      await recordAudit(tx, auditActor(user, meta.requestId), {
        entityType: 'user',
        entityId: user.id,
        action: 'password_changed',
      });
      // The other sessions ended: their sockets go at once, on every instance.
      outbox.push(accountEvent(user, { type: 'session', action: 'ended', id: user.id }, clock.now()));
    });
  }

  /**
   * Signs in a person whose identity the single sign-on provider proved: the same session and
   * tokens as a password sign-in, without Fieldwork's own code (the provider asks for its MFA).
   */
  async function startSignedOnSession(userId: string, meta: RequestMeta) {
    const user = await repo.findUserById(db, userId);
    if (!user?.active) throw unauthenticated(phrase('auth.deactivated'));
    return startSession(deps, user, meta, { method: 'single_sign_on' });
  }

  /** Ends every session of a user (deactivation), inside the caller's transaction. */
  async function endUserSessions(userId: string, reason: string, tx: Executor = db): Promise<void> {
    await repo.revokeUserSessions(tx, userId, reason, clock.now());
  }

  /** One batch each (the cleanup job repeats them): ended sessions, idle sign-in throttles, long-unused devices. */
  const purgeEndedSessions = (before: Date, limit: number) =>
    repo.deleteSessionsEndedBefore(db, before, limit);
  const purgeIdleThrottles = (limit: number) => throttle.purgeIdle(limit);
  const purgeUnusedDevices = (limit: number) => devices.purgeUnused(limit);

  /** The sessions among these that may keep a live connection, with their current rights. */
  const livePrincipals = (sessionIds: string[]) =>
    repo.livePrincipals(db, [...new Set(sessionIds)], clock.now());

  return {
    authenticate,
    login,
    refresh,
    startSignedOnSession,
    logout,
    setupMfa,
    enableMfa,
    disableMfa,
    changePassword,
    endUserSessions,
    hashPassword,
    purgeEndedSessions,
    purgeIdleThrottles,
    purgeUnusedDevices,
    livePrincipals,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
