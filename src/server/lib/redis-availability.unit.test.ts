import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisAvailability } from './redis-availability';

function setUp(clients = 2) {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const availability = createRedisAvailability(
    {
      warn: (message) => lines.push({ level: 'warn', message }),
      info: (message) => lines.push({ level: 'info', message }),
    },
    'redis.internal:6379',
  );
  const emitters = Array.from({ length: clients }, () => new EventEmitter());
  for (const emitter of emitters) availability.watch(emitter);
  return { availability, emitters, lines, levels: () => lines.map((l) => l.level) };
}

describe('Redis availability', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts reachable, silently, once every client is ready', async () => {
    const { availability, emitters, lines } = setUp();
    const started = availability.whenStarted(60_000);
    emitters[0]!.emit('ready');
    expect(availability.reachable()).toBe(false);
    emitters[1]!.emit('ready');
    expect(await started).toBe(true);
    expect(availability.reachable()).toBe(true);
    expect(lines).toEqual([]);
  });

  it('starts without Redis when it does not come in time, and says so once', async () => {
    vi.useFakeTimers();
    const { availability, emitters, levels } = setUp();
    const started = availability.whenStarted(3_000);
    emitters[0]!.emit('ready');
    emitters[1]!.emit('error');
    vi.advanceTimersByTime(3_000);
    expect(await started).toBe(false);
    expect(availability.reachable()).toBe(false);
    emitters[1]!.emit('error');
    expect(levels()).toEqual(['warn']);
    emitters[1]!.emit('ready');
    expect(availability.reachable()).toBe(true);
    expect(levels()).toEqual(['warn', 'info']);
  });

  it('warns once per outage however many errors it brings, and notes the return once', async () => {
    const { availability, emitters, lines, levels } = setUp();
    const started = availability.whenStarted(60_000);
    for (const emitter of emitters) emitter.emit('ready');
    await started;

    for (let i = 0; i < 5; i += 1) for (const emitter of emitters) emitter.emit('error');
    expect(availability.reachable()).toBe(false);
    expect(levels()).toEqual(['warn']);
    expect(lines[0]!.message).toMatch(/^Redis at redis.internal:6379 is unreachable: /);

    // Back only when every connection is.
    emitters[0]!.emit('ready');
    expect(availability.reachable()).toBe(false);
    emitters[1]!.emit('ready');
    expect(availability.reachable()).toBe(true);
    expect(levels()).toEqual(['warn', 'info']);

    emitters[1]!.emit('error');
    expect(levels()).toEqual(['warn', 'info', 'warn']);
  });

  it('counts an unanswered PING as down (a hung Redis) and the next answer as back', async () => {
    const { availability, emitters, levels } = setUp(1);
    const started = availability.whenStarted(60_000);
    emitters[0]!.emit('ready');
    await started;
    availability.heard(emitters[0]!, false);
    expect(availability.reachable()).toBe(false);
    availability.heard(emitters[0]!, true);
    expect(availability.reachable()).toBe(true);
    expect(levels()).toEqual(['warn', 'info']);
  });
});
