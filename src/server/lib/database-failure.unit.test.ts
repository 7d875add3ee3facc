import { describe, expect, it } from 'vitest';
import { databaseFailureResponse, isDatabaseUnreachable } from './database-failure';

/** A PostgreSQL error as drizzle hands it on: its own error with the driver's as `cause`. */
const wrapped = (fields: Record<string, string>) =>
  Object.assign(new Error('Failed query: insert into …'), {
    cause: Object.assign(new Error('from PostgreSQL'), { severity: 'ERROR', ...fields }),
  });

describe('database failures', () => {
  it.each([
    ['22001', 400],
    ['22003', 400],
    ['22007', 400],
    ['22008', 400],
    ['22009', 400],
    ['22021', 400],
    ['22P02', 400],
    ['22P05', 400],
    ['22012', 400],
    ['23502', 400],
    ['23503', 409],
    ['23505', 409],
    ['23514', 409],
    ['23P01', 409],
    ['40001', 409],
    ['40P01', 409],
    ['54000', 400],
    ['53300', 503],
    ['53100', 503],
    ['55P03', 503],
    ['57014', 503],
    ['57P01', 503],
    ['57P03', 503],
    ['08006', 503],
    ['25006', 503],
  ])('answers SQLSTATE %s with %i', (code, status) => {
    const response = databaseFailureResponse(wrapped({ code }));
    expect(response?.status).toBe(status);
    expect(response?.body.message.length).toBeGreaterThan(10);
    expect(response?.retryAfterSeconds !== undefined).toBe(status === 503);
  });

  it('answers each failure with its code and the English it always had (ADR 65)', () => {
    expect(databaseFailureResponse(wrapped({ code: '23505' }))?.body).toEqual({
      error: 'CONFLICT',
      code: 'database.duplicate',
      message: 'A record with these values already exists',
    });
    expect(databaseFailureResponse(new Error('Connection terminated'))?.body).toEqual({
      error: 'UNAVAILABLE',
      code: 'database.unreachable',
      message: 'The database cannot be reached right now. Try again in a few seconds.',
    });
  });

  it('leaves programming faults to the 500 handler', () => {
    for (const code of ['42P01', '42703', '42601', 'XX000']) {
      expect(databaseFailureResponse(wrapped({ code }))).toBeUndefined();
    }
    expect(databaseFailureResponse(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('names the missing column of a not-null violation', () => {
    const response = databaseFailureResponse(wrapped({ code: '23502', column: 'first_name' }));
    const said = {
      code: 'database.columnRequired',
      params: { column: 'firstName' },
      message: 'firstName is required',
    };
    expect(response?.body).toEqual({
      error: 'VALIDATION_FAILED',
      ...said,
      details: [{ path: 'firstName', ...said }],
    });
  });

  it('recognises an unreachable server however the driver reports it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const cases = [
      refused,
      Object.assign(new Error('Failed query: select 1'), { cause: refused }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated'),
      }),
      new Error('Query read timeout'),
    ];
    for (const error of cases) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(databaseFailureResponse(error)?.status).toBe(503);
    }
    expect(isDatabaseUnreachable(new Error('Something else'))).toBe(false);
  });

  it('answers a request that waited past the bound for a busy pool’s connection as overloaded, not unreachable', () => {
    const waited = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnreachable(waited)).toBe(false);
    expect(
      databaseFailureResponse(Object.assign(new Error('Failed query: select 1'), { cause: waited })),
    ).toEqual({
      status: 503,
      body: {
        error: 'UNAVAILABLE',
        code: 'database.overloaded',
        message: 'The database is overloaded right now. Try again in a few seconds.',
      },
      retryAfterSeconds: 5,
    });
  });
});
