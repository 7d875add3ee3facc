import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@shared/realtime';
import { queryKeysForEvent } from './query-keys-for-event';

const event = (overrides: Partial<RealtimeEvent>): RealtimeEvent => ({
  type: 'work_order',
  action: 'updated',
  id: 'wo-1',
  data: {},
  at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

describe('query keys for a realtime event', () => {
  it('refreshes every work-order list, the order itself, the dashboard and vendor counts', () => {
    expect(queryKeysForEvent(event({ topic: 'work_orders' }))).toEqual([
      ['work-orders', 'list'],
      ['work-orders', 'detail', 'wo-1'],
      ['dashboard', 'stats'],
      ['vendors'],
      ['planning', 'board'],
      ['planning', 'backlog'],
    ]);
  });

  it('refreshes only the parent order for its checklist, and parts stock for parts used', () => {
    const data = { workOrderId: 'wo-7' };
    expect(queryKeysForEvent(event({ type: 'checklist_item', id: 'c1', data }))).toEqual([
      ['work-orders', 'detail', 'wo-7'],
    ]);
    expect(queryKeysForEvent(event({ type: 'parts_usage', id: 'u1', data }))).toEqual([
      ['work-orders', 'detail', 'wo-7'],
      ['parts'],
    ]);
  });

  it('refreshes downtime, the asset, work-order lists and the dashboard when downtime changes', () => {
    expect(
      queryKeysForEvent(event({ type: 'downtime', topic: 'equipment', data: { workOrderId: 'wo-3' } })),
    ).toEqual([
      ['downtime'],
      ['equipment'],
      ['work-orders', 'list'],
      ['dashboard', 'stats'],
      ['planning', 'board'],
      ['planning', 'backlog'],
    ]);
    expect(queryKeysForEvent(event({ type: 'downtime_reason', topic: 'equipment' }))).toEqual([
      ['downtime-reasons'],
      ['downtime'],
    ]);
    expect(queryKeysForEvent(event({ type: 'plant_settings', topic: 'system' }))).toEqual([
      ['plant-settings'],
      ['work-orders', 'list'],
    ]);
  });

  it('maps inventory, vendors, PM, users and attachments to the keys their screens use', () => {
    expect(queryKeysForEvent(event({ type: 'part', topic: 'inventory' }))).toEqual([['parts'], ['vendors']]);
    expect(queryKeysForEvent(event({ type: 'vendor', topic: 'inventory' }))).toEqual([
      ['vendors'],
      ['parts'],
      ['work-orders'],
    ]);
    expect(queryKeysForEvent(event({ type: 'pm_scheduler', topic: 'pm' }))).toEqual([
      ['pm', 'scheduler', 'status'],
      ['work-orders', 'list'],
      ['dashboard', 'stats'],
      ['planning', 'board'],
      ['planning', 'backlog'],
    ]);
    expect(queryKeysForEvent(event({ type: 'equipment', topic: 'equipment' }))).toEqual([
      ['equipment'],
      ['dashboard', 'stats'],
      ['work-orders', 'list', 'pm-compliance'],
    ]);
    expect(queryKeysForEvent(event({ type: 'user', topic: 'users' }))).toEqual([
      ['users'],
      ['profiles'],
      ['profile', 'me'],
    ]);
    expect(queryKeysForEvent(event({ type: 'attachment', data: { workOrderId: 'wo-2' } }))).toEqual([
      ['attachments'],
      ['work-orders', 'detail', 'wo-2'],
    ]);
  });

  it("refreshes the planning board's capacity when a technician's hours or time off change (issue 26)", () => {
    expect(queryKeysForEvent(event({ type: 'working_hours', topic: 'users' }))).toEqual([['planning']]);
    expect(queryKeysForEvent(event({ type: 'time_off', topic: 'users' }))).toEqual([['planning']]);
  });

  it('refreshes the bell for a change of the user notifications', () => {
    expect(queryKeysForEvent(event({ type: 'notification', action: 'read_all' }))).toEqual([
      ['notifications'],
    ]);
  });

  it('falls back to the whole topic for a kind it does not know, by room or by field', () => {
    const unknown = event({ type: 'stock_count_session' });
    expect(queryKeysForEvent(unknown, 'inventory')).toEqual([['parts'], ['vendors']]);
    expect(queryKeysForEvent({ ...unknown, topic: 'work_orders' })).toEqual([
      ['work-orders'],
      ['dashboard', 'stats'],
      ['planning', 'board'],
      ['planning', 'backlog'],
    ]);
    expect(queryKeysForEvent({ ...unknown, topic: 'system' })).toEqual([]);
    expect(queryKeysForEvent(unknown)).toEqual([]);
  });
});
