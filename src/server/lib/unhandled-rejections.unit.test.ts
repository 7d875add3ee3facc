import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { survivePromiseRejections } from './unhandled-rejections';

describe('survivePromiseRejections', () => {
  it('logs an unhandled rejection at error level with its reason, every time', () => {
    const target = new EventEmitter();
    const logged: { err: unknown; message: string }[] = [];
    survivePromiseRejections({ error: ({ err }, message) => logged.push({ err, message }) }, target);
    const reason = new Error('Redis publish timed out');

    // Listening is what keeps Node from turning the rejection into a fatal exception.
    expect(target.listenerCount('unhandledRejection')).toBe(1);
    target.emit('unhandledRejection', reason, Promise.resolve());
    target.emit('unhandledRejection', 'a plain string', Promise.resolve());

    expect(logged).toEqual([
      { err: reason, message: 'Unhandled promise rejection (the process keeps running)' },
      { err: 'a plain string', message: 'Unhandled promise rejection (the process keeps running)' },
    ]);
    expect(target.listenerCount('uncaughtException')).toBe(0);
  });
});
