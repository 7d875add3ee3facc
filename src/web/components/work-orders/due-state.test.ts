import { describe, expect, it } from 'vitest';
import { dueState } from './due-state';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('dueState', () => {
  it('is overdue only for open orders past their due date', () => {
    expect(dueState({ dueDate: '2026-03-10T11:59:00.000Z', status: 'in_progress' }, NOW)).toBe('overdue');
    expect(dueState({ dueDate: '2026-03-01T00:00:00.000Z', status: 'completed' }, NOW)).toBe('on-track');
  });

  it('flags orders due within the next 24 hours', () => {
    expect(dueState({ dueDate: '2026-03-11T11:00:00.000Z', status: 'new' }, NOW)).toBe('due-soon');
    expect(dueState({ dueDate: '2026-03-11T12:00:00.000Z', status: 'new' }, NOW)).toBe('due-soon');
    expect(dueState({ dueDate: '2026-03-11T12:01:00.000Z', status: 'new' }, NOW)).toBe('on-track');
  });

  it('has no state without a due date', () => {
    expect(dueState({ dueDate: null, status: 'new' }, NOW)).toBe('none');
  });
});
