import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { createChangeQueue } from './change-queue';
import { openChangeStore, type ChangeStore } from './change-store';
import { created, memoryTransport } from './memory-transport.test-helper';

let dbCount = 0;

function setUp(answer: Parameters<typeof memoryTransport>[0], now?: () => number, occurredAt?: () => string) {
  dbCount += 1;
  const name = `queue-test-${dbCount}`;
  const { transport, sent } = memoryTransport(answer);
  const state = { online: true, userId: 'u1' as string | null };
  let ids = 0;
  const open = () =>
    createChangeQueue({
      store: openChangeStore(name),
      transport,
      isOnline: () => state.online,
      currentUserId: () => state.userId,
      newId: () => `action-${(ids += 1)}`,
      now,
      occurredAt,
    });
  return { queue: open(), reopen: open, sent, state };
}

const newOrder = {
  type: 'create' as const,
  table: 'work-orders' as const,
  data: { title: 'Leak' },
  recordId: 'temp-1',
  label: 'New work order',
  optimistic: { id: 'temp-1', title: 'Leak' },
};

describe('the change queue', () => {
  it('online: the change goes through the queue and the caller gets the server record', async () => {
    const { queue, sent } = setUp(() => created('S-1'));
    expect(await queue.submit(newOrder)).toEqual({ status: 'sent', data: { id: 'S-1' } });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('action-1');
    expect(queue.getSnapshot().actions).toEqual([]);
  });

  it('offline: the change is kept on the device, survives a reload, and is sent when back online', async () => {
    const { queue, reopen, sent, state } = setUp(() => created('S-1'));
    state.online = false;
    const result = await queue.submit(newOrder);
    expect(result.status).toBe('queued');
    expect(sent).toHaveLength(0);

    const afterReload = reopen();
    expect((await afterReload.refresh()).actions.map((action) => action.label)).toEqual(['New work order']);
    state.online = true;
    expect((await afterReload.sync()).synced).toBe(1);
    expect(afterReload.getSnapshot().actions).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('a network failure mid-request keeps the change queued instead of losing it', async () => {
    const { queue } = setUp(() => new TypeError('Failed to fetch'));
    const result = await queue.submit(newOrder);
    expect(result.status).toBe('queued');
    expect(queue.getSnapshot().actions[0]).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('a refusal while the person waits rejects with the server error and leaves nothing queued', async () => {
    const { queue } = setUp(() => ({ status: 400, text: '{"message":"Title is required"}' }));
    const error = await queue.submit(newOrder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.message).toBe('Title is required');
    expect(queue.getSnapshot().actions).toEqual([]);
  });

  it('belongs to its user: another account signed in on the browser neither sees nor sends it', async () => {
    const { queue, sent, state } = setUp(() => created('S-1'));
    state.online = false;
    await queue.submit(newOrder);
    state.userId = 'u2';
    state.online = true;
    expect((await queue.sync()).skipped).toBe('empty');
    expect(queue.getSnapshot().actions).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('discarding a refused create also drops the changes that needed its record', async () => {
    const { queue, state } = setUp(() => ({ status: 409, text: '{}' }));
    state.online = false;
    await queue.submit(newOrder);
    await queue.submit({ type: 'create', table: 'checklist', parentId: 'temp-1', data: {}, label: 'Item' });
    await queue.submit({ type: 'create', table: 'vendors', data: {}, label: 'Vendor' });
    state.online = true;
    await queue.sync();
    const [order] = queue.getSnapshot().actions;
    await queue.discard(order?.id ?? '');
    expect(queue.getSnapshot().actions.map((action) => action.label)).toEqual(['Vendor']);
  });

  it('retry puts a set-aside change back in line with a new base version', async () => {
    let version = 0;
    const { queue, sent, state } = setUp(() =>
      (version += 1) === 1
        ? { status: 409, text: '{"error":"VERSION_CONFLICT"}' }
        : { status: 200, text: '{}' },
    );
    state.online = false;
    await queue.submit({
      type: 'update',
      table: 'equipment',
      recordId: 'e1',
      baseVersion: 1,
      data: {},
      label: 'Edit',
    });
    state.online = true;
    await queue.sync();
    const [conflicted] = queue.getSnapshot().actions;
    expect(conflicted?.state).toBe('attention');
    await queue.retry(conflicted?.id ?? '', { baseVersion: 4 });
    expect(sent.map((request) => request.headers['If-Match'])).toEqual(['1', '4']);
    // A new request: under the first key the server would replay its 409 (ADR 23).
    expect(sent[1]?.headers['Idempotency-Key']).not.toBe(sent[0]?.headers['Idempotency-Key']);
    expect(queue.getSnapshot().actions).toEqual([]);
  });
});

describe('the change queue, order across a reload', () => {
  it('a change made right after a reload goes after the ones made before it, even in the same millisecond', async () => {
    // A clock stuck in one millisecond: the queue orders by more than the time of day.
    const { queue, reopen, sent, state } = setUp(
      () => ({ status: 200, text: '{}' }),
      () => 1000,
    );
    state.online = false;
    for (const label of ['one', 'two', 'three']) {
      await queue.submit({ type: 'delete', table: 'vendors', recordId: label, data: {}, label });
    }
    const afterReload = reopen();
    await afterReload.submit({ type: 'delete', table: 'vendors', recordId: 'four', data: {}, label: 'four' });
    state.online = true;
    await afterReload.sync();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/vendors/one',
      '/api/vendors/two',
      '/api/vendors/three',
      '/api/vendors/four',
    ]);
  });
});

describe('the change queue, a sign-out during a run', () => {
  it('stops sending the moment another account is signed in', async () => {
    const { queue, sent, state } = setUp(() => {
      // The first change is answered, and meanwhile the person signs out and a colleague signs in.
      state.userId = 'u2';
      return { status: 200, text: '{}' };
    });
    state.online = false;
    for (const label of ['one', 'two']) {
      await queue.submit({ type: 'delete', table: 'vendors', recordId: label, data: {}, label });
    }
    state.online = true;
    await queue.sync();
    expect(sent.map((request) => request.path)).toEqual(['/api/vendors/one']);
  });
});

describe('the change queue, deleting a record that exists only on the device', () => {
  it('drops its create and what hangs on it instead of sending a create and a delete', async () => {
    const { queue, sent, state } = setUp(() => created('S-1'));
    state.online = false;
    await queue.submit(newOrder);
    await queue.submit({ type: 'create', table: 'checklist', parentId: 'temp-1', data: {}, label: 'Item' });
    await queue.submit({
      type: 'delete',
      table: 'work-orders',
      recordId: 'temp-1',
      data: {},
      label: 'Delete',
    });
    expect(queue.getSnapshot().actions).toEqual([]);
    state.online = true;
    await queue.sync();
    expect(sent).toEqual([]);
    expect(await queue.serverIdFor('temp-1')).toBeNull();
  });
});

describe('the change queue, deleting a record whose create may have reached the server', () => {
  it('sends the delete after the create when the create went out once and its answer was lost', async () => {
    let attempt = 0;
    const { queue, sent } = setUp((request) => {
      attempt += 1;
      if (attempt === 1) return new TypeError('Failed to fetch');
      return request.method === 'DELETE' ? { status: 204, text: '' } : created('S-1');
    });
    await queue.submit(newOrder);
    await queue.submit({
      type: 'delete',
      table: 'work-orders',
      recordId: 'temp-1',
      data: {},
      label: 'Delete',
    });
    await queue.sync({ force: true });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/work-orders',
      'POST /api/work-orders',
      'DELETE /api/work-orders/S-1',
    ]);
  });

  it("stamps a change with when it was made by the server's clock, and sends that time whenever it syncs", async () => {
    let serverNow = '2026-11-28T12:00:05.000Z';
    const { queue, sent, state } = setUp(
      () => created('S-1'),
      undefined,
      () => serverNow,
    );
    state.online = false;
    const result = await queue.submit(newOrder);
    expect(result.status).toBe('queued');
    serverNow = '2026-11-28T12:40:05.000Z';
    state.online = true;
    await queue.sync();
    expect(sent[0]?.headers['Occurred-At']).toBe('2026-11-28T12:00:05.000Z');
  });
});

describe('the change queue, a change with nothing waiting before it (ADR 58)', () => {
  /** The device's store, with its writes held until the test lets them through. */
  function heldWrites() {
    dbCount += 1;
    const store = openChangeStore(`queue-test-${dbCount}`);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: ChangeStore = {
      ...store,
      async put(action, file) {
        await released;
        await store.put(action, file);
      },
    };
    return { store, held, release };
  }

  function queueOver(store: ChangeStore, answer: Parameters<typeof memoryTransport>[0]) {
    const { transport, sent } = memoryTransport(answer);
    const state = { online: true };
    let ids = 0;
    const queue = createChangeQueue({
      store,
      transport,
      isOnline: () => state.online,
      currentUserId: () => 'u1',
      newId: () => `action-${(ids += 1)}`,
    });
    return { queue, sent, state };
  }

  it('goes out while it is still being written, and leaves nothing on the device once saved', async () => {
    const { store, held, release } = heldWrites();
    const { queue, sent } = queueOver(held, () => created('S-1'));
    await queue.refresh();
    const result = queue.submit(newOrder);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers['Idempotency-Key']).toBe('action-1');
    expect(queue.getSnapshot().actions.map((action) => action.label)).toEqual(['New work order']);
    release();
    expect(await result).toEqual({ status: 'sent', data: { id: 'S-1' } });
    expect(await store.list('u1')).toEqual([]);
    expect(queue.getSnapshot().actions).toEqual([]);
  });

  it('kept on the device, once written, when the network fails under it', async () => {
    const { store, held, release } = heldWrites();
    const { queue } = queueOver(held, () => new TypeError('Failed to fetch'));
    await queue.refresh();
    const result = queue.submit(newOrder);
    release();
    expect((await result).status).toBe('queued');
    expect(await store.list('u1')).toMatchObject([
      { label: 'New work order', state: 'pending', attempts: 1 },
    ]);
  });

  it('a refusal rejects with the server error and leaves nothing on the device', async () => {
    const { store, held, release } = heldWrites();
    const { queue } = queueOver(held, () => ({ status: 422, text: '{"message":"Title is required"}' }));
    await queue.refresh();
    const result = queue.submit(newOrder).catch((caught: unknown) => caught);
    release();
    expect(((await result) as ApiError).body?.message).toBe('Title is required');
    expect(await store.list('u1')).toEqual([]);
  });

  it('a write that fails under a request that fails too rejects, and the header stops syncing', async () => {
    dbCount += 1;
    const store = openChangeStore(`queue-test-${dbCount}`);
    const failing: ChangeStore = { ...store, put: () => Promise.reject(new Error('QuotaExceededError')) };
    const { queue } = queueOver(failing, () => ({ status: 503, text: '' }));
    await queue.refresh();
    await expect(queue.submit(newOrder)).rejects.toThrow('QuotaExceededError');
    expect(queue.getSnapshot().isSyncing).toBe(false);
    expect(queue.getSnapshot().actions).toEqual([]);
  });

  it('waits for its write when a change already waits on the device, and goes after it', async () => {
    const { store, held, release } = heldWrites();
    release();
    const { queue, sent, state } = queueOver(held, (request) =>
      created(`S-${request.headers['Idempotency-Key']}`),
    );
    state.online = false;
    await queue.submit({ type: 'create', table: 'vendors', data: {}, label: 'First' });
    state.online = true;
    await queue.submit({ type: 'create', table: 'vendors', data: {}, label: 'Second' });
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['action-1', 'action-2']);
    expect(await store.list('u1')).toEqual([]);
  });
});
