import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeAction } from './change-action';
import { ChangeReplayer, OFFLINE_SYNC_ERROR, type ReplayOutcome } from './change-replayer';
import { openChangeStore } from './change-store';
import { created, memoryTransport } from './memory-transport.test-helper';

let dbCount = 0;
let timestamp = 0;

function queued(overrides: Partial<ChangeAction>): ChangeAction {
  timestamp += 1;
  return {
    id: `a${timestamp}`,
    timestamp,
    type: 'create',
    table: 'work-orders',
    data: {},
    userId: 'u1',
    label: `change ${timestamp}`,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  };
}

async function setUp(actions: ChangeAction[], answer: Parameters<typeof memoryTransport>[0]) {
  dbCount += 1;
  const store = openChangeStore(`replayer-test-${dbCount}`);
  for (const action of actions) await store.put(action);
  const { transport, sent } = memoryTransport(answer);
  const outcomes: ReplayOutcome[] = [];
  let online = true;
  const replayer = new ChangeReplayer({
    store,
    transport,
    isOnline: () => online,
    now: () => 1_000_000,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { store, sent, outcomes, replayer, goOffline: () => (online = false) };
}

describe('ChangeReplayer', () => {
  it('sends oldest first with Idempotency-Key = action id, If-Match = base version and Occurred-At = when it was done, then removes them', async () => {
    const first = queued({
      type: 'update',
      recordId: 'w1',
      baseVersion: 3,
      data: { title: 'A' },
      occurredAt: '2026-11-28T12:00:05.000Z',
    });
    // Queued before changes carried their time: the moment it was made stands in.
    const second = queued({
      type: 'delete',
      table: 'vendors',
      recordId: 'v1',
      timestamp: Date.UTC(2026, 10, 28, 12, 1),
    });
    const { store, sent, replayer } = await setUp([second, first], () => ({ status: 200, text: '{}' }));

    expect(await replayer.sync('u1')).toEqual({ synced: 2, attention: 0, remaining: 0 });
    expect(sent.map((request) => [request.method, request.path, request.headers])).toEqual([
      [
        'PATCH',
        '/api/work-orders/w1',
        { 'Idempotency-Key': first.id, 'If-Match': '3', 'Occurred-At': '2026-11-28T12:00:05.000Z' },
      ],
      [
        'DELETE',
        '/api/vendors/v1',
        { 'Idempotency-Key': second.id, 'Occurred-At': '2026-11-28T12:01:00.000Z' },
      ],
    ]);
    expect(await store.list('u1')).toEqual([]);
  });

  it('rewrites a temp id to the server id before later actions are sent', async () => {
    const order = queued({ recordId: 'temp-wo', data: { title: 'Leak' } });
    const item = queued({ table: 'checklist', parentId: 'temp-wo', data: { task: 'Close valve' } });
    const photo = queued({ table: 'attachments', data: { workOrderId: 'temp-wo' } });
    const edit = queued({ type: 'update', recordId: 'temp-wo', baseVersion: 1, data: { title: 'Big leak' } });
    const { sent, replayer, store } = await setUp([order, item, photo, edit], (_request, index) =>
      index === 0 ? created('S-1') : { status: 200, text: '{}' },
    );

    await replayer.sync('u1');
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/api/work-orders', { title: 'Leak' }],
      ['/api/work-orders/S-1/checklist', { task: 'Close valve' }],
      ['/api/upload', { workOrderId: 'S-1' }],
      ['/api/work-orders/S-1', { title: 'Big leak' }],
    ]);
    // The record was made offline: nobody could have changed it, so no If-Match.
    expect(sent[3]?.headers['If-Match']).toBeUndefined();
    expect(await store.serverIds('u1')).toEqual(new Map([['temp-wo', 'S-1']]));
  });

  it('keeps a change queued with back-off on a network error, 5xx or 429, and sends nothing that depends on it', async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      { status: 503, text: 'busy' },
      { status: 429, text: '' },
    ]) {
      const edits = [1, 2].map(() => queued({ type: 'update', recordId: 'w1', baseVersion: 1 }));
      const { sent, replayer, store } = await setUp(edits, () => failure);
      const report = await replayer.sync('u1');
      expect(report).toEqual({ synced: 0, attention: 0, remaining: 2 });
      expect(sent).toHaveLength(1);
      const [kept] = await store.list('u1');
      expect(kept).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: 1_001_000 });
      expect(kept?.lastError?.message).toBe(
        failure instanceof Error ? 'Failed to fetch' : `HTTP ${failure.status}: ${failure.text}`,
      );
    }
  });

  it('leaves a change in back-off alone on the timer, and sends it when forced', async () => {
    const { sent, replayer } = await setUp([queued({ nextAttemptAt: 2_000_000 })], () => created('x'));
    expect(await replayer.sync('u1')).toEqual({ synced: 0, attention: 0, remaining: 1 });
    expect(sent).toHaveLength(0);
    expect((await replayer.sync('u1', { force: true })).synced).toBe(1);
  });

  it('sets a refused change aside as "needs attention" and goes on with the ones behind it', async () => {
    const invalid = queued({ data: { title: '' } });
    const fine = queued({ table: 'vendors' });
    const { sent, replayer, store, outcomes } = await setUp([invalid, fine], (request) =>
      request.path === '/api/work-orders'
        ? { status: 400, text: '{"message":"Title is required"}' }
        : created('v'),
    );
    expect(await replayer.sync('u1')).toEqual({ synced: 1, attention: 1, remaining: 0 });
    expect(sent).toHaveLength(2);
    const [left] = await store.list('u1');
    expect(left).toMatchObject({ id: invalid.id, state: 'attention' });
    expect(left?.lastError).toMatchObject({
      status: 400,
      message: 'HTTP 400: {"message":"Title is required"}',
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['attention', 'synced']);
  });

  it('sets aside the changes that need a record whose create was refused, without sending them', async () => {
    const order = queued({ recordId: 'temp-wo' });
    const item = queued({ table: 'checklist', parentId: 'temp-wo' });
    const { sent, replayer, store } = await setUp([order, item], () => ({ status: 409, text: '{}' }));
    await replayer.sync('u1');
    expect(sent).toHaveLength(1);
    expect((await store.list('u1')).map((action) => action.state)).toEqual(['attention', 'attention']);
  });

  it('skips when offline, when empty, or when already running; a forced sync offline is an error', async () => {
    const { replayer, goOffline, sent } = await setUp([queued({})], () => created('x'));
    const [first, second] = await Promise.all([replayer.sync('u1'), replayer.sync('u1')]);
    expect(first.synced).toBe(1);
    expect(second.skipped).toBe('running');
    expect((await replayer.sync('u1')).skipped).toBe('empty');
    goOffline();
    expect((await replayer.sync('u1')).skipped).toBe('offline');
    await expect(replayer.sync('u1', { force: true })).rejects.toThrow(OFFLINE_SYNC_ERROR);
    expect(sent).toHaveLength(1);
  });

  it("never sends another user's changes", async () => {
    const { replayer, sent } = await setUp([queued({ userId: 'someone-else' })], () => created('x'));
    expect((await replayer.sync('u1')).skipped).toBe('empty');
    expect(sent).toHaveLength(0);
  });
});

describe('ChangeReplayer, two offline edits of one record', () => {
  it('sends the second with the version the first was saved as, not as a conflict with itself', async () => {
    const first = queued({ type: 'update', recordId: 'w1', baseVersion: 3, data: { title: 'A' } });
    const second = queued({ type: 'update', recordId: 'w1', baseVersion: 3, data: { title: 'B' } });
    let version = 3;
    const { sent, replayer } = await setUp([first, second], () => ({
      status: 200,
      text: JSON.stringify({ id: 'w1', version: (version += 1) }),
    }));
    await replayer.sync('u1');
    expect(sent.map((request) => request.headers['If-Match'])).toEqual(['3', '4']);
  });
});

describe('ChangeReplayer, an edit made after an earlier edit that is still queued', () => {
  it('builds on the saved earlier edit even when their bases differ', async () => {
    const first = queued({ type: 'update', recordId: 'w1', baseVersion: 1, data: { title: 'A' } });
    const second = queued({ type: 'update', recordId: 'w1', baseVersion: 3, data: { title: 'B' } });
    const { sent, replayer } = await setUp([first, second], (_request, index) => ({
      status: 200,
      text: JSON.stringify({ id: 'w1', version: index === 0 ? 4 : 5 }),
    }));
    await replayer.sync('u1');
    expect(sent.map((request) => request.headers['If-Match'])).toEqual(['1', '4']);
  });

  it('still meets a change someone else made: a base at or above the saved version is kept', async () => {
    const first = queued({ type: 'update', recordId: 'w1', baseVersion: 1, data: { title: 'A' } });
    const second = queued({ type: 'update', recordId: 'w1', baseVersion: 6, data: { title: 'B' } });
    const { sent, replayer } = await setUp([first, second], () => ({
      status: 200,
      text: JSON.stringify({ id: 'w1', version: 2 }),
    }));
    await replayer.sync('u1');
    expect(sent.map((request) => request.headers['If-Match'])).toEqual(['1', '6']);
  });
});

describe('ChangeReplayer, unrelated changes side by side', () => {
  it('sends unrelated changes together, but a change only after the earlier ones of its record', async () => {
    const order = queued({ recordId: 'temp-wo' });
    const vendors = [1, 2, 3].map((n) => queued({ table: 'vendors', recordId: `temp-v${n}` }));
    const item = queued({ table: 'checklist', parentId: 'temp-wo' });
    const answers: Array<() => void> = [];
    let open = 0;
    let most = 0;
    const { store } = await setUp([order, ...vendors, item], () => created('x'));
    const sent: string[] = [];
    const replayer = new ChangeReplayer({
      store,
      isOnline: () => true,
      transport: {
        send(request) {
          sent.push(request.path);
          open += 1;
          most = Math.max(most, open);
          return new Promise((resolve) =>
            answers.push(() => {
              open -= 1;
              resolve(created(`S-${sent.length}`));
            }),
          );
        },
      },
    });
    const run = replayer.sync('u1');
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    // The checklist item waits for its work order, whose answer has not come.
    expect(sent).not.toContain('/api/work-orders/S-1/checklist');
    while (answers.length > 0) answers.shift()?.();
    await vi.waitFor(() => expect(sent).toHaveLength(5));
    answers.shift()?.();
    expect((await run).synced).toBe(5);
    expect(sent.at(-1)).toMatch(/^\/api\/work-orders\/S-\d\/checklist$/);
    expect(most).toBe(4);
  });
});
