import type { Alert, AlertsQuery } from '../../../shared/schemas/monitoring';
import { ALERT_TYPES, type AlertType } from '../../../shared/schemas/monitoring';
import { resolveAlert } from '../../../shared/policies/shared-settings';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Database } from '../../db/client';
import { conflict, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type DomainEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import { personName } from '../audit/display-names';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { ALERT_WINDOW_MS, alertConditions, type AlertCondition } from './alert-rules';
import * as repo from './alerts.repository';
import { measureWindow } from './monitoring.repository';

/** Who hears of a new monitoring alert (the bell and a `system_alert` toast). */
const ALERT_AUDIENCE = ['manager', 'admin'] as const;

const asAlertType = (type: string): AlertType =>
  (ALERT_TYPES as readonly string[]).includes(type) ? (type as AlertType) : 'info';

/** `resolverName` from the join; the audit list's "a deleted user" when they are gone. */
export function toAlertDto(row: repo.AlertRow, resolverName: string | null = null): Alert {
  const name = personName(row.resolvedBy, resolverName);
  return {
    id: row.id,
    type: asAlertType(row.type),
    title: row.title,
    description: row.description,
    message: row.message,
    metric: row.metric,
    value: row.value,
    threshold: row.threshold,
    timestamp: toIso(row.createdAt),
    resolved: row.resolved,
    resolvedAt: toIsoOrNull(row.resolvedAt),
    resolvedBy: row.resolvedBy && name ? { id: row.resolvedBy, name } : null,
    version: row.version,
  };
}

const resolverNameOf = (r: repo.AlertRecord): string | null =>
  r.resolverFirstName === null ? null : `${r.resolverFirstName} ${r.resolverLastName ?? ''}`.trim();
const recordDto = (r: repo.AlertRecord) => toAlertDto(r, resolverNameOf(r));

/** An alert the engine opened or raised: no person's warehouse, so only caches and listeners hear it. */
const openedEvent = (alert: Alert, at: Date, action: 'created' | 'updated'): DomainEvent => ({
  topic: 'system',
  type: 'alert',
  action,
  id: alert.id,
  data: alert,
  at: at.toISOString(),
  organizationId: null,
  warehouseId: null,
});

export function createAlertsService({
  db,
  clock,
  events,
  notifications,
  users,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: Pick<NotificationsService, 'notifySystemAlert'>;
  users: Pick<UsersService, 'organizationActor'>;
}) {
  async function list(actor: AuthContext, query: AlertsQuery) {
    const [rows, total] = await Promise.all([
      repo.listAlerts(db, actor.organizationId, query, decodeCursor(query.cursor)),
      repo.countAlerts(db, actor.organizationId, query.resolved),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.id }));
    return { items: page.items.map(recordDto), nextCursor: page.nextCursor, total };
  }

  async function openCounts(actor: AuthContext): Promise<Record<AlertType, number>> {
    const counts: Record<AlertType, number> = { critical: 0, warning: 0, info: 0 };
    for (const { type, n } of await repo.countOpenByType(db, actor.organizationId)) {
      counts[asAlertType(type)] += n;
    }
    return counts;
  }

  /** Only a manager or admin of every plant resolves: the alert is the whole installation's (issue 22 §7). */
  async function resolve(actor: AuthContext, id: string, expected?: number): Promise<Alert> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(resolveAlert(await users.organizationActor(actor, tx)));
      const found = await repo.findAlert(tx, actor.organizationId, id, true);
      if (!found) throw notFound('Alert');
      if (found.resolved) {
        const at = toIso(found.resolvedAt ?? found.createdAt);
        const by = personName(found.resolvedBy, resolverNameOf(found));
        throw conflict(
          by
            ? phrase('monitoring.alertResolvedBy', { name: by, at })
            : phrase('monitoring.alertResolved', { at }),
        );
      }
      if (expected !== undefined && expected !== found.version) throw versionConflict(recordDto(found));
      const now = clock.now();
      await repo.markResolved(tx, id, actor.userId, now);
      await recordAudit(tx, actor, {
        entityType: 'alert',
        entityId: id,
        action: 'resolved',
        changes: { resolved: { from: false, to: true }, metric: found.metric, type: found.type },
      });
      const resolved = await repo.findAlert(tx, actor.organizationId, id);
      if (!resolved) throw notFound('Alert');
      const dto = recordDto(resolved);
      outbox.push(
        mutationEvent(actor, { topic: 'system', type: 'alert', action: 'resolved', id, data: dto }, now),
      );
      return dto;
    });
  }

  /**
   * Opens the condition's alert unless one is open (or raises an open warning that is now
   * critical), and tells the managers and administrators.
   */
  async function open(condition: AlertCondition): Promise<boolean> {
    return inTransaction(db, events, async (tx, outbox) => {
      const now = clock.now();
      const row = await repo.openAlert(tx, { ...condition, organizationId: null, createdAt: now });
      if (!row) return false;
      const dto = toAlertDto(row);
      const raised = row.version > 1;
      outbox.push(openedEvent(dto, now, raised ? 'updated' : 'created'));
      await notifications.notifySystemAlert(
        tx,
        outbox,
        {
          key: `alert:${row.id}:${row.version}`,
          title: raised ? `${condition.title}: now critical` : condition.title,
          message: condition.message,
          data: { alertId: row.id, metric: condition.metric, url: '/system-monitoring' },
        },
        { roles: ALERT_AUDIENCE },
      );
      return true;
    });
  }

  /**
   * The alert engine's run: the thresholds of operations spec §9 over the last five minutes of
   * every instance's samples. A missing sample is no alert: nothing measured, nothing to judge.
   */
  async function evaluate(): Promise<{ conditions: number; opened: number }> {
    const to = clock.now();
    const figures = await measureWindow(db, { from: new Date(to.getTime() - ALERT_WINDOW_MS), to });
    const conditions = alertConditions({
      samples: figures.samples,
      unhealthySamples: figures.unhealthy_samples,
      avgResponseTimeMs: figures.avg_response_ms,
      errorRate: figures.requests > 0 ? figures.errors / figures.requests : null,
      memoryUsage: figures.memory,
      avgQueryTimeMs: figures.avg_query_ms,
    });
    let opened = 0;
    for (const condition of conditions) if (await open(condition)) opened += 1;
    return { conditions: conditions.length, opened };
  }

  return { list, openCounts, resolve, evaluate };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
