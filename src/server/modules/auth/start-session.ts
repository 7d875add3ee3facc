import type { LoginResponse } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestMeta } from '../../lib/request-meta';
import { inTransaction } from '../../lib/unit-of-work';
import { accountEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import { auditActor } from './audit-actor';
import * as repo from './auth.repository';
import { issueTokens, sessionExpiry, type SessionTokenDeps } from './session-tokens';
import { phrase } from '../../../shared/i18n/error-texts';

export interface StartSessionDeps extends SessionTokenDeps {
  db: Database;
  events: EventBus;
}

/** How the person proved who they are: single sign-on says so in the sign-in's audit row. */
export type SignInMethod = 'password' | 'single_sign_on';

/**
 * Opens a session for a person whose identity is proven (password and code, or the provider's
 * ID token): the session row, its audit row and event, and the access and refresh tokens.
 */
export async function startSession(
  deps: StartSessionDeps,
  user: repo.UserRow,
  meta: RequestMeta,
  { method, deviceFingerprint }: { method: SignInMethod; deviceFingerprint?: string },
): Promise<LoginResponse> {
  const { db, clock, events } = deps;
  const warehouseIds = await repo.findUserWarehouseIds(db, user.id);
  const warehouseId =
    user.defaultWarehouseId && warehouseIds.includes(user.defaultWarehouseId)
      ? user.defaultWarehouseId
      : warehouseIds[0];
  if (!warehouseId) throw new AppError('FORBIDDEN', phrase('access.noWarehouse'));

  const now = clock.now();
  const { sessionId, accessToken, refreshToken } = await inTransaction(db, events, async (tx, outbox) => {
    await repo.recordLoginSuccess(tx, user.id, now);
    const id = await repo.insertSession(tx, {
      userId: user.id,
      deviceFingerprint,
      userAgent: meta.userAgent?.slice(0, 1000),
      ipAddress: meta.ipAddress,
      createdAt: now,
      expiresAt: sessionExpiry(now),
    });
    await recordAudit(tx, auditActor(user, meta.requestId), {
      entityType: 'user',
      entityId: user.id,
      action: 'login',
      changes: {
        sessionId: id,
        ipAddress: meta.ipAddress,
        ...(method === 'password' ? {} : { method }),
      },
    });
    outbox.push(accountEvent(user, { type: 'session', action: 'started', id }, now));
    return { sessionId: id, ...(await issueTokens({ ...deps, db: tx }, user.id, id)) };
  });
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      warehouseId,
      organizationId: user.organizationId,
    },
    token: accessToken,
    refreshToken,
    sessionId,
  };
}
