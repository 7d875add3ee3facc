import type { NotificationPriority } from '../../../shared/domain';
import { MAX_ESCALATION_LEVEL } from '../../../shared/work-order-rules';
import type { ServerText, ServerTextKey } from '../../i18n/server-text';
import type { NotificationDraft } from '../notifications/notifications.service';
import { wordedNotice } from '../notifications/notice-texts';
import { escalationNotice, type EscalationNoticeDraft } from './escalation-notice';
import { factsOfOrder, type EscalatedOrderFacts, type Tally } from './escalation-tallies.repository';

/** A tally's part of a digest: how many orders reached a level, and whether one is critical. */
type LevelCount = Pick<Tally, 'level' | 'orders' | 'critical'>;

/** Where a digest leads: the list, where escalated orders carry their level. */
const DIGEST_URL = '/work-orders';

const LEVEL_LIST_KEYS: Record<number, ServerTextKey> = {
  1: 'notification.woEscalatedDigest.levels1',
  2: 'notification.woEscalatedDigest.levels2',
  3: 'notification.woEscalatedDigest.levels3',
};
const SLOTS = ['first', 'second', 'third'] as const;

/** Counts per level, lowest first, of the levels some order reached. */
function byLevel(tallies: LevelCount[]): LevelCount[] {
  const levels = new Map<number, LevelCount>();
  for (const t of tallies) {
    const seen = levels.get(t.level);
    levels.set(
      t.level,
      seen
        ? { level: t.level, orders: seen.orders + t.orders, critical: seen.critical + t.critical }
        : { level: t.level, orders: t.orders, critical: t.critical },
    );
  }
  return [...levels.values()].filter((l) => l.orders > 0).sort((a, b) => a.level - b.level);
}

/** "12 of your work orders escalated" — "9 to level 1, 3 to level 2.", in each reader's language. */
export function escalationDigest(tallies: LevelCount[]): EscalationNoticeDraft {
  const levels = byLevel(tallies);
  const count = levels.reduce((sum, l) => sum + l.orders, 0);
  const parts: Record<string, ServerText> = {};
  levels.forEach((l, i) => {
    parts[SLOTS[i] ?? 'third'] = {
      key: 'notification.woEscalatedDigest.level',
      params: { count: l.orders, level: l.level },
    };
  });
  const urgent = levels.some((l) => l.critical > 0 || l.level >= MAX_ESCALATION_LEVEL);
  const priority: NotificationPriority = urgent ? 'critical' : 'high';
  return {
    type: 'wo_overdue',
    ...wordedNotice({
      title: { key: 'notification.woEscalatedDigest.title', params: { count } },
      message: {
        key: LEVEL_LIST_KEYS[levels.length] ?? 'notification.woEscalatedDigest.levels3',
        params: parts,
      },
    }),
    priority,
    data: {
      url: DIGEST_URL,
      escalated: count,
      levels: Object.fromEntries(levels.map((l) => [l.level, l.orders])),
    },
  };
}

/** The tallies by warehouse, in the order they came. */
export function talliesByWarehouse(tallies: Tally[]): Map<string, Tally[]> {
  const byWarehouse = new Map<string, Tally[]>();
  for (const t of tallies) {
    const list = byWarehouse.get(t.warehouse_id);
    if (list) list.push(t);
    else byWarehouse.set(t.warehouse_id, [t]);
  }
  return byWarehouse;
}

/** Each planner's tallies: those of the warehouses they work in. */
export function talliesByPlanner(
  byWarehouse: Map<string, Tally[]>,
  planners: { user_id: string; warehouse_id: string }[],
): Map<string, Tally[]> {
  const own = new Map<string, Tally[]>();
  for (const p of planners) {
    const list = own.get(p.user_id) ?? [];
    list.push(...(byWarehouse.get(p.warehouse_id) ?? []));
    own.set(p.user_id, list);
  }
  return own;
}

const ordersIn = (tallies: Tally[]) => tallies.reduce((sum, t) => sum + t.orders, 0);

/** The order a planner is told of by its own notice: their run's single escalation. */
export const singleOrderOf = (tallies: Tally[]): string | undefined =>
  ordersIn(tallies) === 1 ? tallies.find((t) => t.orders === 1)?.last_work_order_id : undefined;

/**
 * What one planner (or one warehouse room) is told of a run: a single order's own notice, with
 * its link and reason, or the digest of all of them.
 */
export function escalationNoticeOf(
  tallies: Tally[],
  facts: Map<string, EscalatedOrderFacts>,
  warehouseId: string | null,
): NotificationDraft | null {
  const first = tallies[0];
  if (!first) return null;
  const scope = { organizationId: first.organization_id, warehouseId };
  const singleId = singleOrderOf(tallies);
  const only = singleId ? facts.get(singleId) : undefined;
  if (!only) return { ...scope, ...escalationDigest(tallies) };
  return {
    ...scope,
    ...escalationNotice(factsOfOrder(only, tallies.find((t) => t.orders === 1)?.level)),
  };
}
