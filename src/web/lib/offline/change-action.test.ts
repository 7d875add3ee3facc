import { describe, expect, it } from 'vitest';
import { requestFor, type ChangeAction } from './change-action';

function action(overrides: Partial<ChangeAction>): ChangeAction {
  return {
    id: 'a1',
    timestamp: 1,
    type: 'create',
    table: 'work-orders',
    data: { title: 'Pump' },
    userId: 'u1',
    label: 'x',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  };
}

describe('requestFor (core spec §7 "Offline replay")', () => {
  it('sends checklist and parts-usage creates under their work order', () => {
    expect(requestFor(action({ table: 'checklist', parentId: 'wo1' }))).toEqual({
      method: 'POST',
      path: '/api/work-orders/wo1/checklist',
      body: { title: 'Pump' },
    });
    expect(requestFor(action({ table: 'parts-usage', parentId: 'wo1' })).path).toBe(
      '/api/work-orders/wo1/parts-usage',
    );
  });

  it('patches checklist items and work orders on their own paths, other tables on /api/{table}/{id}', () => {
    expect(requestFor(action({ type: 'update', table: 'checklist', recordId: 'c1' }))).toMatchObject({
      method: 'PATCH',
      path: '/api/work-orders/checklist/c1',
    });
    expect(requestFor(action({ type: 'update', table: 'work-orders', recordId: 'w1' })).path).toBe(
      '/api/work-orders/w1',
    );
    expect(requestFor(action({ type: 'update', table: 'equipment', recordId: 'e1' }))).toMatchObject({
      method: 'PATCH',
      path: '/api/equipment/e1',
    });
  });

  it('creates on POST /api/{table} with the data as body, deletes on DELETE /api/{table}/{id}', () => {
    expect(requestFor(action({ table: 'vendors' }))).toEqual({
      method: 'POST',
      path: '/api/vendors',
      body: { title: 'Pump' },
    });
    expect(requestFor(action({ type: 'delete', table: 'parts', recordId: 'p1' }))).toEqual({
      method: 'DELETE',
      path: '/api/parts/p1',
    });
  });

  it('records, corrects and deletes downtime on /api/downtime, and ends it on its own close path', () => {
    const body = { equipmentId: 'e1', reasonCode: 'breakdown' };
    expect(requestFor(action({ table: 'downtime', data: body }))).toEqual({
      method: 'POST',
      path: '/api/downtime',
      body,
    });
    expect(
      requestFor(action({ type: 'update', table: 'downtime', recordId: 'd1', data: { planned: true } })),
    ).toEqual({ method: 'PATCH', path: '/api/downtime/d1', body: { planned: true } });
    expect(requestFor(action({ type: 'delete', table: 'downtime', recordId: 'd1' }))).toEqual({
      method: 'DELETE',
      path: '/api/downtime/d1',
    });
    expect(
      requestFor(
        action({ type: 'update', table: 'downtime-close', recordId: 'd1', data: { note: 'Fixed' } }),
      ),
    ).toEqual({ method: 'POST', path: '/api/downtime/d1/close', body: { note: 'Fixed' } });
    expect(() => requestFor(action({ type: 'update', table: 'downtime-close' }))).toThrow('has no record id');
  });

  it('sends the approval, rejection and merge of a request on their own POSTs (issue 23)', () => {
    expect(
      requestFor(
        action({ type: 'update', table: 'requests-approve', recordId: 'r1', data: { priority: 'high' } }),
      ),
    ).toEqual({ method: 'POST', path: '/api/requests/r1/approve', body: { priority: 'high' } });
    expect(
      requestFor(
        action({ type: 'update', table: 'requests-reject', recordId: 'r1', data: { reason: 'Duplicate' } }),
      ),
    ).toEqual({ method: 'POST', path: '/api/requests/r1/reject', body: { reason: 'Duplicate' } });
    expect(
      requestFor(
        action({ type: 'update', table: 'requests-merge', recordId: 'r1', data: { workOrderId: 'w1' } }),
      ),
    ).toEqual({ method: 'POST', path: '/api/requests/r1/merge', body: { workOrderId: 'w1' } });
  });

  it('sets meters up under their asset and records readings under their meter (issue 24)', () => {
    const meter = { name: 'Running hours', unit: 'h', kind: 'counter' };
    expect(requestFor(action({ table: 'meters', parentId: 'e1', data: meter }))).toEqual({
      method: 'POST',
      path: '/api/equipment/e1/meters',
      body: meter,
    });
    expect(
      requestFor(action({ type: 'update', table: 'meters', recordId: 'm1', data: { unit: 'hours' } })),
    ).toEqual({ method: 'PATCH', path: '/api/meters/m1', body: { unit: 'hours' } });
    expect(requestFor(action({ type: 'delete', table: 'meters', recordId: 'm1' }))).toEqual({
      method: 'DELETE',
      path: '/api/meters/m1',
    });
    const reading = { value: 1342.5, readAt: '2026-11-05T08:00:00.000Z', source: 'offline' };
    expect(requestFor(action({ table: 'meter-readings', parentId: 'm1', data: reading }))).toEqual({
      method: 'POST',
      path: '/api/meters/m1/readings',
      body: reading,
    });
  });

  it('raises an error for an action type it does not know, or one missing its ids', () => {
    expect(() => requestFor(action({ type: 'delete', table: 'notifications-all' }))).toThrow(
      'Unknown offline action type: delete notifications-all',
    );
    expect(() => requestFor(action({ table: 'checklist' }))).toThrow('has no work order id');
  });
});
