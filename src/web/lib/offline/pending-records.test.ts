import { describe, expect, it } from 'vitest';
import type { ChangeAction } from './change-action';
import { mergePending } from './pending-records';

function action(overrides: Partial<ChangeAction>): ChangeAction {
  return {
    id: Math.random().toString(),
    timestamp: 1,
    type: 'create',
    table: 'equipment',
    data: {},
    userId: 'u1',
    label: '',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  };
}

describe('mergePending', () => {
  it('shows queued creates first, applies queued edits and hides queued deletes', () => {
    const rows = [
      { id: 'e1', tag: 'A' },
      { id: 'e2', tag: 'B' },
    ];
    const actions = [
      action({ recordId: 'temp-1', optimistic: { id: 'temp-1', tag: 'NEW1' } }),
      action({ recordId: 'temp-2', optimistic: { id: 'temp-2', tag: 'NEW2' } }),
      action({ type: 'update', recordId: 'e1', optimistic: { tag: 'A2' } }),
      action({ type: 'delete', recordId: 'e2' }),
      action({ table: 'vendors', recordId: 'temp-3', optimistic: { id: 'temp-3', tag: 'V' } }),
    ];
    expect(mergePending(rows, actions, 'equipment')).toEqual([
      { id: 'temp-2', tag: 'NEW2' },
      { id: 'temp-1', tag: 'NEW1' },
      { id: 'e1', tag: 'A2' },
    ]);
  });

  it('keeps out creates that belong elsewhere, and a create the list already has', () => {
    const actions = [
      action({ table: 'checklist', parentId: 'wo1', recordId: 'temp-1', optimistic: { id: 'temp-1' } }),
      action({ table: 'checklist', parentId: 'wo2', recordId: 'temp-2', optimistic: { id: 'temp-2' } }),
    ];
    expect(mergePending([{ id: 'temp-1' }], actions, 'checklist', (a) => a.parentId === 'wo1')).toEqual([
      { id: 'temp-1' },
    ]);
  });
});
