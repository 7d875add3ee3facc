import { phrase } from '../../../../shared/i18n/error-texts';
import type { ApiKeyScope } from '../../../../shared/permissions';
import type {
  ApiKey,
  CreateApiKey,
  CreatedApiKey,
  ListApiKeysQuery,
} from '../../../../shared/schemas/api-keys';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { decodeCursor, pageOf } from '../../../lib/cursor';
import type { RequestMeta } from '../../../lib/request-meta';
import { inTransaction } from '../../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../../realtime/event-bus';
import { recordAudit } from '../../audit/audit.service';
import type { AuthContext } from '../../auth/auth.context';
import { createApiKeyAuth } from './api-key-auth';
import { newApiKeySecret } from './api-key-secret';
import * as repo from './api-keys.repository';

type ListedRow = NonNullable<Awaited<ReturnType<typeof repo.findApiKeyRow>>>;

const toApiKey = ({ key, warehouseName, createdByName }: ListedRow): ApiKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes as ApiKeyScope[],
  warehouseId: key.warehouseId,
  warehouseName,
  createdBy: key.createdBy,
  createdByName,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  lastUsedAddress: key.lastUsedAddress,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

/** The keys an admin manages: those of the warehouses they work in. */
const scopeOf = (actor: AuthContext) => ({
  organizationId: actor.organizationId,
  warehouseIds: actor.warehouseIds,
});

/**
 * A key never manages keys, whatever its scopes: a leaked key cannot mint more or hide its
 * tracks by revoking others (issue 28 §2).
 */
function refuseKeys(actor: AuthContext): void {
  if (actor.apiKey) throw new AppError('FORBIDDEN', phrase('apiKey.notByKey'));
}

/** API keys (issue 28 §2, ADR 61): created with their secret shown once, listed, revoked at once. */
export function createApiKeysService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
}) {
  const { authenticate } = createApiKeyAuth({ db, clock, events });

  async function list(actor: AuthContext, query: ListApiKeysQuery) {
    refuseKeys(actor);
    const scope = scopeOf(actor);
    const [rows, total] = await Promise.all([
      repo.listApiKeyRows(db, scope, query.limit, decodeCursor(query.cursor)),
      repo.countApiKeyRows(db, scope),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.key.id }));
    return { items: page.items.map(toApiKey), nextCursor: page.nextCursor, total };
  }

  /** Answers the secret: the only time it leaves the server. Only its hash is stored. */
  async function create(actor: AuthContext, input: CreateApiKey, meta: RequestMeta): Promise<CreatedApiKey> {
    refuseKeys(actor);
    if (!actor.warehouseIds.includes(input.warehouseId)) {
      throw new AppError('FORBIDDEN', phrase('apiKey.yourWarehousesOnly'), {
        details: [{ path: 'warehouseId', ...phrase('apiKey.notYourWarehouse') }],
      });
    }
    const { secret, prefix, secretHash } = newApiKeySecret();
    const key = await inTransaction(db, events, async (tx, outbox) => {
      const row = await repo.insertApiKey(tx, {
        organizationId: actor.organizationId,
        warehouseId: input.warehouseId,
        name: input.name,
        prefix,
        secretHash,
        scopes: input.scopes,
        createdBy: actor.userId,
      });
      const where = { organizationId: actor.organizationId, warehouseId: input.warehouseId };
      await recordAudit(
        tx,
        { ...where, userId: actor.userId, requestId: meta.requestId },
        {
          entityType: 'api_key',
          entityId: row.id,
          action: 'created',
          changes: { name: input.name, prefix, scopes: input.scopes },
        },
      );
      outbox.push(
        mutationEvent(
          where,
          { topic: 'system', type: 'api_key', action: 'created', id: row.id, data: {} },
          clock.now(),
        ),
      );
      const listed = await repo.findApiKeyRow(tx, scopeOf(actor), row.id);
      if (!listed) throw new Error('The new API key could not be read back');
      return toApiKey(listed);
    });
    return { key, secret };
  }

  /** Revokes a key: the next request with it answers 401. */
  async function revoke(actor: AuthContext, id: string, meta: RequestMeta): Promise<ApiKey> {
    refuseKeys(actor);
    return inTransaction(db, events, async (tx, outbox) => {
      const found = await repo.findApiKeyRow(tx, scopeOf(actor), id);
      if (!found) throw new AppError('NOT_FOUND', phrase('record.notFound', { record: 'apiKey' }));
      if (found.key.revokedAt) throw new AppError('CONFLICT', phrase('apiKey.alreadyRevoked'));
      const now = clock.now();
      if (!(await repo.revokeApiKey(tx, id, actor.userId, now))) {
        throw new AppError('CONFLICT', phrase('apiKey.alreadyRevoked'));
      }
      const where = { organizationId: actor.organizationId, warehouseId: found.key.warehouseId };
      await recordAudit(
        tx,
        { ...where, userId: actor.userId, requestId: meta.requestId },
        {
          entityType: 'api_key',
          entityId: id,
          action: 'revoked',
          changes: { name: found.key.name, prefix: found.key.prefix },
        },
      );
      outbox.push(
        mutationEvent(where, { topic: 'system', type: 'api_key', action: 'revoked', id, data: {} }, now),
      );
      const revoked = await repo.findApiKeyRow(tx, scopeOf(actor), id);
      if (!revoked) throw new Error('The revoked API key could not be read back');
      return toApiKey(revoked);
    });
  }

  return { authenticate, list, create, revoke };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
