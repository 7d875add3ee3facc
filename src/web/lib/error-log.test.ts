import { describe, expect, it } from 'vitest';
import { ERROR_LOG_MAX_ENTRIES, STORAGE_KEYS } from '@shared/constants';
import { isChunkLoadError, readErrorLog, recordError } from './error-log';

describe('local error log', () => {
  it('keeps only the newest 50 entries', () => {
    for (let i = 1; i <= ERROR_LOG_MAX_ENTRIES + 5; i++) recordError({ error: new Error(`failure ${i}`) });
    const entries = readErrorLog();
    expect(ERROR_LOG_MAX_ENTRIES).toBe(50);
    expect(entries).toHaveLength(50);
    expect(entries[0]?.message).toBe('failure 6');
    expect(entries.at(-1)?.message).toBe('failure 55');
  });

  it('records the fields of core spec §3 under the errorLog key', () => {
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'session-1');
    const error = new TypeError('x is undefined');
    recordError({ error, eventId: 'event-1', errorInfo: '\n    at Widget', context: { boundary: 'route' } });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.errorLog) ?? '[]') as unknown[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'TypeError',
      message: 'x is undefined',
      errorInfo: '\n    at Widget',
      context: { boundary: 'route' },
      userId: 'user-1',
      sessionId: 'session-1',
      url: window.location.href,
      userAgent: navigator.userAgent,
      eventId: 'event-1',
    });
    expect(Object.keys(stored[0] as object).sort()).toEqual(
      [
        'context',
        'errorInfo',
        'eventId',
        'message',
        'name',
        'sessionId',
        'stack',
        'timestamp',
        'url',
        'userAgent',
        'userId',
      ].sort(),
    );
  });

  it('survives a corrupted log', () => {
    window.localStorage.setItem(STORAGE_KEYS.errorLog, '{not json');
    recordError({ error: 'plain string' });
    expect(readErrorLog()).toMatchObject([{ name: 'NonError', message: 'plain string' }]);
  });

  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
