import { phrase } from '../../../../shared/i18n/error-texts';
import type { Phrase } from '../../../../shared/i18n/said';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../shared/permissions';
import { outsideAmbientTransaction } from '../../../db/ambient-transaction';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { EventBus } from '../../../realtime/event-bus';
import type { AuthContext } from '../../auth/auth.context';
import { hashApiKeySecret } from './api-key-secret';
import { findApiKeyPrincipal, touchApiKey, type ApiKeyPrincipalRow } from './api-keys.repository';

/** A key's last use is written at most this often (issue 28 §2): a busy integration costs no write per call. */
export const LAST_USE_INTERVAL_MS = 60_000;

const unauthenticated = (message: Phrase) => new AppError('UNAUTHENTICATED', message);
const isScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

/**
 * Resolves `Authorization: Bearer fwk_…` to the key's principal: its creator (who must still be
 * active and work in the key's warehouse), with the creator's current role narrowed to the key's
 * scopes, in the key's one warehouse. Read from the database on every request, so a revocation,
 * a deactivation or a demotion holds from the next request on.
 */
export function createApiKeyAuth({ db, clock, events }: { db: Database; clock: Clock; events: EventBus }) {
  /** Keys whose last use this process is writing or wrote lately: one write a minute, not one per request. */
  const lastStamped = new Map<string, number>();

  function recordUse(key: ApiKeyPrincipalRow, address: string): void {
    const now = clock.now();
    const since = now.getTime() - LAST_USE_INTERVAL_MS;
    if ((key.lastUsedAt && key.lastUsedAt.getTime() > since) || (lastStamped.get(key.id) ?? 0) > since)
      return;
    lastStamped.set(key.id, now.getTime());
    // Off the request's path and outside its transaction: a failed stamp never fails the call.
    outsideAmbientTransaction(() => touchApiKey(db, key.id, now, address, new Date(since))).catch((error) => {
      lastStamped.delete(key.id);
      events.reportError(error);
    });
  }

  async function authenticate(
    secret: string,
    requestedWarehouseId: string | undefined,
    address: string,
  ): Promise<AuthContext> {
    const key = await findApiKeyPrincipal(db, hashApiKeySecret(secret));
    if (!key) throw unauthenticated(phrase('apiKey.invalid'));
    if (key.revokedAt) throw unauthenticated(phrase('apiKey.revoked'));
    if (!key.creatorActive || !key.creatorInWarehouse) throw unauthenticated(phrase('apiKey.creatorGone'));
    if (requestedWarehouseId && requestedWarehouseId !== key.warehouseId) {
      throw new AppError('FORBIDDEN', phrase('apiKey.ownWarehouseOnly'));
    }
    recordUse(key, address);
    return {
      userId: key.creatorId,
      sessionId: key.id,
      email: key.creatorEmail,
      firstName: key.creatorFirstName,
      lastName: key.creatorLastName,
      role: key.creatorRole,
      organizationId: key.organizationId,
      warehouseId: key.warehouseId,
      warehouseIds: [key.warehouseId],
      apiKey: { id: key.id, name: key.name, scopes: key.scopes.filter(isScope) },
    };
  }

  return { authenticate };
}
