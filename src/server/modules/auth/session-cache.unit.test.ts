import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { accountEvent, createEventBus, mutationEvent } from '../../realtime/event-bus';
import type { SessionPrincipal } from './auth.repository';
import { SessionCache } from './session-cache';

const NOW = new Date('2026-06-01T08:00:00Z');

const principal = (userId: string, sessionId: string, role: SessionPrincipal['role'] = 'technician') => ({
  userId,
  email: `${userId}@test.example`,
  firstName: 'Test',
  lastName: 'User',
  role,
  organizationId: 'org',
  active: true,
  defaultWarehouseId: 'w1',
  warehouseIds: ['w1'],
  sessionId,
  sessionRevokedAt: null,
  sessionExpiresAt: new Date(NOW.getTime() + 86_400_000),
});

/** A loader that counts its reads and answers the role it is told. */
function rows() {
  let reads = 0;
  let role: SessionPrincipal['role'] = 'technician';
  return {
    load: (userId: string, sessionId: string) => async () => {
      reads += 1;
      return principal(userId, sessionId, role);
    },
    reads: () => reads,
    setRole: (next: SessionPrincipal['role']) => {
      role = next;
    },
  };
}

describe('SessionCache', () => {
  it('reads a session once for concurrent requests and again only after the TTL', async () => {
    const clock = manualClock(NOW);
    const cache = new SessionCache(clock, 60_000);
    const db = rows();
    await Promise.all([1, 2, 3].map(() => cache.get('s1', 'u1', db.load('u1', 's1'))));
    clock.advance(59_999);
    await cache.get('s1', 'u1', db.load('u1', 's1'));
    expect(db.reads()).toBe(1);
    clock.advance(1);
    await cache.get('s1', 'u1', db.load('u1', 's1'));
    expect(db.reads()).toBe(2);
  });

  it('forgets every session of a person an event names, from any instance, and no one else’s', async () => {
    const events = createEventBus((error) => {
      throw error;
    });
    const cache = new SessionCache(manualClock(NOW)).clearOn(events);
    const db = rows();
    const warm = async () => {
      await cache.get('phone', 'u1', db.load('u1', 'phone'));
      await cache.get('laptop', 'u1', db.load('u1', 'laptop'));
      await cache.get('other', 'u2', db.load('u2', 'other'));
    };
    const user = { id: 'u1', organizationId: 'org' };
    const admin = { organizationId: 'org', warehouseId: 'w1' };
    const cases = [
      // Sign-out and password change, published by the instance that made them.
      () => events.publish(accountEvent(user, { type: 'session', action: 'ended', id: 'phone' }, NOW)),
      // Role, warehouses, deactivation: an admin's change to the person, relayed from another instance.
      () =>
        events.receiveRemote(
          mutationEvent(admin, { topic: 'users', type: 'user', action: 'updated', id: 'u1', data: {} }, NOW),
        ),
    ];
    for (const announce of cases) {
      await warm();
      const before = db.reads();
      announce();
      await warm();
      expect(db.reads() - before).toBe(2);
    }
    expect(cache.size).toBe(3);
  });

  it('drops a read still in flight when the person changes, so its old answer is not kept', async () => {
    const cache = new SessionCache(manualClock(NOW));
    const db = rows();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stale = cache.get('s1', 'u1', async () => {
      const row = await db.load('u1', 's1')();
      await released;
      return row;
    });
    db.setRole('supervisor');
    cache.forgetUser('u1');
    release();
    expect((await stale)?.role).toBe('technician');
    expect((await cache.get('s1', 'u1', db.load('u1', 's1')))?.role).toBe('supervisor');
  });

  it('never remembers a failed read, and keeps at most its bound, dropping the oldest', async () => {
    const cache = new SessionCache(manualClock(NOW), 60_000, 2);
    await expect(cache.get('s1', 'u1', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    const db = rows();
    await cache.get('s1', 'u1', db.load('u1', 's1'));
    await cache.get('s2', 'u2', db.load('u2', 's2'));
    await cache.get('s3', 'u3', db.load('u3', 's3'));
    expect(cache.size).toBe(2);
    await cache.get('s1', 'u1', db.load('u1', 's1'));
    await cache.get('s3', 'u3', db.load('u3', 's3'));
    expect(db.reads()).toBe(4);
  });
});
