import { describe, expect, it, vi } from 'vitest';
import { draftKey, loadDraft, newDraft, newIdempotencyKey, saveDraft } from './request-draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEY = draftKey('AbCdEfGhIjKlMnOpQrStUv', 'PMP-001');

describe('request draft', () => {
  it('is made with an Idempotency-Key of its own, kept across saves and loads', () => {
    const first = newDraft();
    expect(first.idempotencyKey).toMatch(UUID);
    expect(newDraft().idempotencyKey).not.toBe(first.idempotencyKey);

    saveDraft(KEY, { ...first, description: 'Leak under the sink' });
    expect(loadDraft(KEY)).toMatchObject({
      description: 'Leak under the sink',
      idempotencyKey: first.idempotencyKey,
    });
  });

  it('gives a draft stored without a usable key one, stored at once so every load sends the same', () => {
    const { idempotencyKey: _none, ...older } = newDraft();
    for (const stored of [older, { ...older, idempotencyKey: 'k'.repeat(256) }]) {
      window.localStorage.setItem(KEY, JSON.stringify({ ...stored, description: 'Fan noise' }));
      const loaded = loadDraft(KEY);
      expect(loaded?.idempotencyKey).toMatch(UUID);
      expect(loadDraft(KEY)?.idempotencyKey).toBe(loaded?.idempotencyKey);
    }
  });

  it('makes a UUID where randomUUID is missing (a portal over plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
