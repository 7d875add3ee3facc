import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, SCOPE_PERMISSIONS, can, type ApiKeyScope } from './permissions';

const key = (role: 'technician' | 'supervisor' | 'manager' | 'admin', ...scopes: ApiKeyScope[]) => ({
  role,
  apiKey: { scopes },
});

describe('API key scopes (issue 28 §2)', () => {
  it('reads what a technician reads, and nothing else', () => {
    expect([...SCOPE_PERMISSIONS.read].sort()).toEqual([
      'attachments.read',
      'dashboard.read',
      'equipment.read',
      'parts.read',
      'pm.read',
      'procedures.read',
      'purchasing.read',
      'requests.read',
      'search.read',
      'sync.read',
      'vendors.read',
      'workOrders.read',
    ]);
  });

  it('maps each write scope to its own permissions and admin to all of them', () => {
    expect([...SCOPE_PERMISSIONS['work-orders:write']]).toEqual([
      'workOrders.create',
      'workOrders.update',
      'workOrders.updateAssigned',
      'workOrders.assign',
      'attachments.write',
    ]);
    expect([...SCOPE_PERMISSIONS['inventory:write']]).toEqual(['parts.write', 'purchasing.receive']);
    expect([...SCOPE_PERMISSIONS['meters:write']]).toEqual(['meters.record']);
    expect(SCOPE_PERMISSIONS.admin).toEqual(ROLE_PERMISSIONS.admin);
  });

  it('gives a key what both its creator’s role and one of its scopes give', () => {
    expect(can(key('admin', 'read'), 'workOrders.read')).toBe(true);
    expect(can(key('admin', 'read'), 'workOrders.create')).toBe(false);
    expect(can(key('admin', 'read', 'work-orders:write'), 'workOrders.assign')).toBe(true);
    expect(can(key('admin', 'meters:write'), 'meters.record')).toBe(true);
    expect(can(key('admin', 'meters:write'), 'equipment.read')).toBe(false);
    expect(can(key('admin', 'admin'), 'users.manage')).toBe(true);
  });

  it("never lets a scope exceed the creator's role: a technician's admin key stays a technician", () => {
    expect(can(key('technician', 'admin'), 'workOrders.updateAssigned')).toBe(true);
    expect(can(key('technician', 'admin'), 'workOrders.update')).toBe(false);
    expect(can(key('supervisor', 'inventory:write'), 'parts.write')).toBe(true);
    expect(can(key('technician', 'inventory:write'), 'parts.write')).toBe(false);
    expect(can(key('supervisor', 'admin'), 'integrations.manage')).toBe(false);
  });

  it('leaves people as the role matrix says, whether given a role or a principal without a key', () => {
    expect(can({ role: 'manager' }, 'workOrders.delete')).toBe(true);
    expect(can({ role: 'manager', apiKey: null }, 'users.manage')).toBe(false);
    expect(can('admin', 'integrations.manage')).toBe(true);
  });
});
