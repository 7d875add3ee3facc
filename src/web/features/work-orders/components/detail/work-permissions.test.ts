import { describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from '@shared/domain';
import { statusActions, type Actor } from './work-permissions';

const TECH: Actor = { id: 'tech-1', role: 'technician' };
const OTHER_TECH: Actor = { id: 'tech-2', role: 'technician' };
const SUPERVISOR: Actor = { id: 'sup-1', role: 'supervisor' };
const MANAGER: Actor = { id: 'man-1', role: 'manager' };

const labels = (status: WorkOrderStatus, actor: Actor, assignedTo: string | null = 'tech-1') =>
  statusActions({ status, assignedTo }, actor).map((action) => action.label);

describe('status actions per role', () => {
  it('lets the assigned technician start, complete and hand back, nothing more', () => {
    expect(labels('new', TECH, null)).toEqual([]);
    expect(labels('assigned', TECH)).toEqual(['Start work']);
    expect(labels('in_progress', TECH)).toEqual(['Complete', 'Hand back']);
    expect(labels('completed', TECH)).toEqual([]);
    expect(labels('verified', TECH)).toEqual([]);
  });

  it('gives another technician nothing on an order that is not theirs', () => {
    expect(labels('assigned', OTHER_TECH)).toEqual([]);
    expect(labels('in_progress', OTHER_TECH)).toEqual([]);
  });

  it('lets supervisors and managers assign, verify, reopen and close', () => {
    expect(labels('new', SUPERVISOR, null)).toEqual(['Assign']);
    expect(statusActions({ status: 'new', assignedTo: null }, SUPERVISOR)[0]?.needsAssignee).toBe(true);
    expect(labels('assigned', SUPERVISOR)).toEqual(['Start work']);
    expect(labels('completed', SUPERVISOR)).toEqual(['Verify', 'Reopen']);
    expect(labels('verified', MANAGER)).toEqual(['Close']);
    expect(labels('closed', MANAGER)).toEqual([]);
  });

  it('makes the forward step the primary button', () => {
    const actions = statusActions({ status: 'completed', assignedTo: 'tech-1' }, SUPERVISOR);
    expect(actions.map((action) => action.isPrimary)).toEqual([true, false]);
  });
});
