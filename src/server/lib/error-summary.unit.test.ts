import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

describe('errorSummary', () => {
  it('gives the database’s words for a failed query, never its SQL or parameters', () => {
    const failed = new Error('Failed query: insert into users values ($1)\nparams: $argon2id$v=19$secret', {
      cause: new Error('cannot extract elements from an object'),
    });
    expect(errorSummary(failed)).toBe('cannot extract elements from an object');
  });

  it('keeps the first line of any other error', () => {
    expect(errorSummary(new Error('Redis went away\n    at stack line'))).toBe('Redis went away');
    expect(errorSummary('plain text')).toBe('plain text');
  });
});
