import { OCCURRED_AT_HEADER } from '@shared/occurred-at';
import { requestFor, type ChangeAction, type ChangeFailure, type ReplayRequest } from './change-action';
import type { ChangeStore, QueuedFile } from './change-store';
import { isTempId, tempIdsIn, withServerIds } from './temp-ids';
import { libText } from '../lib-texts';

/** What the transport answered; it throws only when no answer came (network down, aborted). */
export interface TransportAnswer {
  status: number;
  text: string;
}

export interface ReplayTransport {
  send(request: ReplayRequest, headers: Record<string, string>, file?: QueuedFile): Promise<TransportAnswer>;
}

export type ReplayOutcome =
  | { kind: 'synced'; action: ChangeAction; data: unknown }
  | { kind: 'attention'; action: ChangeAction }
  | { kind: 'queued'; action: ChangeAction };

export type SyncSkip = 'running' | 'offline' | 'empty';

export interface SyncReport {
  skipped?: SyncSkip;
  synced: number;
  attention: number;
  /** Still queued after this run (network down, server busy). */
  remaining: number;
}

/** The wording when this loaded; the error is worded afresh in the screens' language. */
export const OFFLINE_SYNC_ERROR = libText('offline.cannotSync');

/** 1 s, 2 s, 4 s … at most a minute between attempts of one action. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** Answers that say "later", not "no": the action stays queued. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 429 || status === 408 || status === 401;
}

function failureOf(answer: TransportAnswer): ChangeFailure {
  let body: unknown = null;
  try {
    body = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    // Not JSON (a proxy's page): the text is still in the message.
  }
  return { status: answer.status, message: `HTTP ${answer.status}: ${answer.text}`, text: answer.text, body };
}

function parse(text: string): unknown {
  return text ? JSON.parse(text) : undefined;
}

/** The temp- ids an action needs resolved before it can be sent (a create's own id is its to give). */
export function awaitedTempIds(
  action: Pick<ChangeAction, 'type' | 'recordId' | 'parentId' | 'data'>,
): Set<string> {
  const ids = tempIdsIn({ parentId: action.parentId, data: action.data });
  if (action.type !== 'create' && isTempId(action.recordId)) ids.add(action.recordId);
  return ids;
}

/** Unrelated changes sent side by side: the round trip, not the server, bounds a long replay. */
export const REPLAY_WINDOW = 4;

/**
 * The records a change touches, by any id it names — its own, its parent's, those in its body —
 * and, for a temp- id whose record is already on the server, the server's id too: an edit made
 * before the create synced and one made after must still go in order.
 */
export function recordKeys(
  action: ChangeAction,
  serverIds: ReadonlyMap<string, string> = new Map(),
): Set<string> {
  const ids = tempIdsIn(action.data);
  if (action.recordId) ids.add(action.recordId);
  if (action.parentId) ids.add(action.parentId);
  for (const [name, value] of Object.entries(action.data)) {
    if (name.endsWith('Id') && typeof value === 'string') ids.add(value);
  }
  const keys = new Set(ids);
  for (const id of ids) {
    const serverId = serverIds.get(id);
    if (serverId) keys.add(serverId);
  }
  return keys;
}

function sharesRecord(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  if (!a || !b) return false;
  for (const key of a) if (b.has(key)) return true;
  return false;
}

export interface ReplayerDeps {
  store: ChangeStore;
  transport: ReplayTransport;
  isOnline: () => boolean;
  /** Whether `userId` is still the one signed in: a run never sends a change under another account. */
  isSignedIn?: (userId: string) => boolean;
  now?: () => number;
  onOutcome?: (outcome: ReplayOutcome) => void;
}

/**
 * Sends a user's queued actions oldest first (core spec §4 "Offline sync"), each with
 * Idempotency-Key = its id and, for updates, If-Match = the version the person saw. A success
 * removes it; a network error, 5xx or 429 keeps it with back-off and ends the run (what follows
 * may depend on it); any other 4xx sets it aside as "needs attention" and the run goes on.
 */
export class ChangeReplayer {
  private running: Promise<SyncReport> | null = null;
  private now: () => number;

  constructor(private readonly deps: ReplayerDeps) {
    this.now = deps.now ?? Date.now;
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /**
   * `force`: the person asked (manual button) — offline is an error, not a skip. `ignoreBackoff`:
   * a change just made is sent now even if older ones wait for their next attempt.
   */
  async sync(
    userId: string,
    options: { force?: boolean; ignoreBackoff?: boolean } = {},
  ): Promise<SyncReport> {
    if (this.running) return { skipped: 'running', synced: 0, attention: 0, remaining: 0 };
    if (!this.deps.isOnline()) {
      if (options.force) throw new Error(libText('offline.cannotSync'));
      return { skipped: 'offline', synced: 0, attention: 0, remaining: 0 };
    }
    this.running = this.run(userId, options.force === true || options.ignoreBackoff === true);
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /**
   * A change made while nothing else waits on the device goes out while it is still being
   * written (ADR 58): `write` starts the write, the request leaves beside it, and the store is
   * touched again only once the write is done. The Idempotency-Key makes a replay after a lost
   * answer harmless. Null when a run is under way: the change then takes the usual path.
   */
  async sendAlone(action: ChangeAction, write: () => Promise<void>): Promise<SyncReport | null> {
    if (this.running) return null;
    this.running = (async () => {
      const written = write();
      // Awaited in `send` before the store is touched; until then a failure must not count as unhandled.
      written.catch(() => undefined);
      const outcome = await this.send(action, action, written);
      this.deps.onOutcome?.(outcome);
      return {
        synced: outcome.kind === 'synced' ? 1 : 0,
        attention: outcome.kind === 'attention' ? 1 : 0,
        remaining: outcome.kind === 'queued' ? 1 : 0,
      };
    })();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Resolves when the run under way (if any) has ended. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async run(userId: string, ignoreBackoff: boolean): Promise<SyncReport> {
    const { store } = this.deps;
    const all = await store.list(userId);
    const pending = all.filter((action) => action.state === 'pending');
    const report: SyncReport = { synced: 0, attention: 0, remaining: pending.length };
    if (pending.length === 0) return { ...report, skipped: 'empty' };
    const serverIds = await store.serverIds(userId);
    const refused = new Set(
      all
        .filter((action) => action.state === 'attention' && action.type === 'create' && action.recordId)
        .map((action) => action.recordId as string),
    );
    const keys = pending.map((action) => recordKeys(action, serverIds));
    const inFlight = new Map<number, Promise<void>>();
    let stopped = false;

    const settle = async (index: number, outcome: ReplayOutcome) => {
      const queued = pending[index] as ChangeAction;
      this.deps.onOutcome?.(outcome);
      if (outcome.kind === 'queued') {
        stopped = true;
        return;
      }
      report.remaining -= 1;
      if (outcome.kind === 'attention') {
        report.attention += 1;
        if (queued.type === 'create' && queued.recordId) refused.add(queued.recordId);
        return;
      }
      report.synced += 1;
      await this.rebaseLaterEdits(pending, index, outcome.data, serverIds);
      const created = outcome.data as { id?: unknown } | undefined;
      if (queued.type === 'create' && isTempId(queued.recordId) && typeof created?.id === 'string') {
        serverIds.set(queued.recordId, created.id);
        await store.rememberServerId(userId, queued.recordId, created.id);
      }
    };

    for (let index = 0; index < pending.length; index += 1) {
      // Oldest first; a change goes only once every earlier change of the same records has
      // settled, and a few unrelated ones travel side by side.
      for (;;) {
        const before = [...inFlight].filter(([other]) => sharesRecord(keys[other], keys[index]));
        if (before.length === 0 && inFlight.size < REPLAY_WINDOW) break;
        await Promise.race(before.length > 0 ? before.map(([, task]) => task) : [...inFlight.values()]);
      }
      const queued = pending[index] as ChangeAction;
      if (stopped) break;
      if (!ignoreBackoff && queued.nextAttemptAt > this.now()) break;
      if (this.deps.isSignedIn && !this.deps.isSignedIn(userId)) break;
      const waitsFor = [...awaitedTempIds(queued)].filter((tempId) => !serverIds.has(tempId));
      if (waitsFor.some((tempId) => refused.has(tempId))) {
        // Its record was never created: it cannot go before that one is fixed or discarded.
        const attention = await this.setAside(queued, {
          status: 0,
          message: libText('offline.waitsForRecord'),
          text: '',
          body: null,
        });
        await settle(index, { kind: 'attention', action: attention });
        continue;
      }
      const task = this.send(withServerIds(queued, serverIds), queued)
        .then((outcome) => settle(index, outcome))
        .finally(() => inFlight.delete(index));
      inFlight.set(index, task);
    }
    await Promise.all(inFlight.values());
    return report;
  }

  /**
   * Edits of one record queued on this device were each made on the version the person last
   * saw, which is older than what their own earlier edits have since become. Once one of them
   * is saved as version V, the later ones build on it, not on someone else's change: a base
   * below V becomes V (kept in the store too, should the run end). Someone else's change
   * still shows, as the server's version moves past V.
   */
  private async rebaseLaterEdits(
    pending: ChangeAction[],
    index: number,
    saved: unknown,
    serverIds: ReadonlyMap<string, string>,
  ): Promise<void> {
    const synced = pending[index];
    const version = (saved as { version?: unknown } | undefined)?.version;
    if (synced?.type !== 'update' || typeof version !== 'number') return;
    const record = withServerIds(synced.recordId, serverIds);
    for (let later = index + 1; later < pending.length; later += 1) {
      const action = pending[later] as ChangeAction;
      const sameRecord =
        action.table === synced.table && withServerIds(action.recordId, serverIds) === record;
      if (action.type !== 'update' || !sameRecord || (action.baseVersion ?? 0) >= version) continue;
      pending[later] = { ...action, baseVersion: version };
      await this.deps.store.put(pending[later] as ChangeAction);
    }
  }

  /** `written`: the action's own write, when it is sent before that write is done (sendAlone). */
  private async send(
    action: ChangeAction,
    original: ChangeAction,
    written: Promise<void> = Promise.resolve(),
  ): Promise<ReplayOutcome> {
    const headers: Record<string, string> = {
      'Idempotency-Key': action.id,
      // When it happened, not when it syncs (ADR 43); actions queued before carry their making time.
      [OCCURRED_AT_HEADER]: action.occurredAt ?? new Date(action.timestamp).toISOString(),
    };
    // A record made offline has no version the person could have seen: nobody else had it.
    if (action.baseVersion !== undefined && !isTempId(original.recordId)) {
      headers['If-Match'] = String(action.baseVersion);
    }
    const file = action.hasFile ? await this.deps.store.file(action.id) : undefined;
    let answer: TransportAnswer;
    try {
      answer = await this.deps.transport.send(requestFor(action), headers, file);
    } catch (error) {
      await written;
      return this.retryLater(original, {
        status: 0,
        message: error instanceof Error ? error.message : String(error),
        text: '',
        body: null,
      });
    }
    // Saved, the change is done even if its write failed; anything else needs it on the device.
    await (answer.status >= 200 && answer.status < 300 ? written.catch(() => undefined) : written);
    if (answer.status >= 200 && answer.status < 300) {
      await this.deps.store.remove(original.id);
      return { kind: 'synced', action: original, data: parse(answer.text) };
    }
    if (isTransient(answer.status)) return this.retryLater(original, failureOf(answer));
    return { kind: 'attention', action: await this.setAside(original, failureOf(answer)) };
  }

  private async retryLater(action: ChangeAction, failure: ChangeFailure): Promise<ReplayOutcome> {
    const attempts = action.attempts + 1;
    const queued = {
      ...action,
      attempts,
      nextAttemptAt: this.now() + backoffMs(attempts),
      lastError: failure,
    };
    await this.deps.store.put(queued);
    return { kind: 'queued', action: queued };
  }

  private async setAside(action: ChangeAction, failure: ChangeFailure): Promise<ChangeAction> {
    const attention: ChangeAction = { ...action, state: 'attention', lastError: failure };
    await this.deps.store.put(attention);
    return attention;
  }
}
