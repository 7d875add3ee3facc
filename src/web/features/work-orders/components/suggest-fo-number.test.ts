import { describe, expect, it } from 'vitest';
import { suggestFoNumber } from './suggest-fo-number';

const NOW = new Date('2026-06-01T10:00:00Z');

describe('suggestFoNumber (offline: orders queued on this device count as taken)', () => {
  it('keeps the server suggestion when nothing is queued', () => {
    expect(suggestFoNumber('WO-2026-043', [], NOW)).toBe('WO-2026-043');
    expect(suggestFoNumber(undefined, [], NOW)).toBe('');
  });

  it('offers the number after the highest queued one when the cached suggestion is behind', () => {
    expect(suggestFoNumber('WO-2026-043', ['WO-2026-043'], NOW)).toBe('WO-2026-044');
    expect(suggestFoNumber('WO-2026-043', ['WO-2026-044', 'WO-2026-043'], NOW)).toBe('WO-2026-045');
  });

  it('keeps a server suggestion that is already ahead of the queue', () => {
    expect(suggestFoNumber('WO-2026-050', ['WO-2026-043'], NOW)).toBe('WO-2026-050');
  });

  it('counts only well-formed numbers of the suggestion’s year, padded as ADR 24 writes them', () => {
    expect(suggestFoNumber('WO-2026-007', ['WO-2025-900', 'job 12', 'WO-2026-008'], NOW)).toBe('WO-2026-009');
    expect(suggestFoNumber('WO-2026-998', ['WO-2026-999'], NOW)).toBe('WO-2026-1000');
  });

  it('without a suggestion (never cached) goes on from the queue in this year', () => {
    expect(suggestFoNumber(undefined, ['WO-2026-012'], NOW)).toBe('WO-2026-013');
    expect(suggestFoNumber(undefined, ['WO-2025-012'], NOW)).toBe('');
  });

  it('leaves the field empty when the year has no number left', () => {
    expect(suggestFoNumber('WO-2026-9999999', ['WO-2026-9999999'], NOW)).toBe('');
  });
});
