import { describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from '@shared/domain';
import { statusActions, type Actor } from './work-permissions';

const TECH: Actor = { id: 'tech-1', role: 'technician' };
const OTHER_TECH: Actor = { id: 'tech-2', role: 'technician' };
const SUPERVISOR: Actor = { id: 'sup-1', role: 'supervisor' };
const MANAGER: Actor = { id: 'man-1', role: 'manager' };

const moves = (status: WorkOrderStatus, actor: Actor, assignedTo: string | null = 'tech-1') =>
  statusActions({ status, assignedTo }, actor).map((action) => action.to);

describe('status actions per role', () => {
  it('lets the assigned technician start, complete and hand back, nothing more', () => {
    expect(moves('new', TECH, null)).toEqual([]);
    expect(moves('assigned', TECH)).toEqual(['in_progress']);
    expect(moves('in_progress', TECH)).toEqual(['completed', 'assigned']);
    expect(moves('completed', TECH)).toEqual([]);
    expect(moves('verified', TECH)).toEqual([]);
  });

  it('gives another technician nothing on an order that is not theirs', () => {
    expect(moves('assigned', OTHER_TECH)).toEqual([]);
    expect(moves('in_progress', OTHER_TECH)).toEqual([]);
  });

  it('lets supervisors and managers assign, verify, reopen and close', () => {
    expect(moves('new', SUPERVISOR, null)).toEqual(['assigned']);
    expect(statusActions({ status: 'new', assignedTo: null }, SUPERVISOR)[0]?.needsAssignee).toBe(true);
    expect(moves('assigned', SUPERVISOR)).toEqual(['in_progress']);
    expect(moves('completed', SUPERVISOR)).toEqual(['verified', 'in_progress']);
    expect(moves('verified', MANAGER)).toEqual(['closed']);
    expect(moves('closed', MANAGER)).toEqual([]);
  });

  it('makes the forward step the primary button', () => {
    const actions = statusActions({ status: 'completed', assignedTo: 'tech-1' }, SUPERVISOR);
    expect(actions.map((action) => action.isPrimary)).toEqual([true, false]);
  });
});
