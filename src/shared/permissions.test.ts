import { describe, expect, it } from 'vitest';
import { ROLES } from './domain';
import { ROLE_PERMISSIONS, can } from './permissions';

describe('role matrix', () => {
  it('is cumulative: each role holds everything the one before it holds', () => {
    for (let i = 1; i < ROLES.length; i += 1) {
      const lower = ROLE_PERMISSIONS[ROLES[i - 1]!];
      const higher = ROLE_PERMISSIONS[ROLES[i]!];
      for (const permission of lower) expect(higher.has(permission)).toBe(true);
      expect(higher.size).toBeGreaterThan(lower.size);
    }
  });

  it('lets technicians read, create work orders and update their assigned ones only', () => {
    expect(can('technician', 'workOrders.read')).toBe(true);
    expect(can('technician', 'workOrders.create')).toBe(true);
    expect(can('technician', 'workOrders.updateAssigned')).toBe(true);
    expect(can('technician', 'workOrders.update')).toBe(false);
    expect(can('technician', 'equipment.write')).toBe(false);
    expect(can('technician', 'meters.record')).toBe(true);
    expect(can('technician', 'analytics.read')).toBe(false);
  });

  it('gives supervisors editing and the scheduler run, managers deletes and admin pages, admins users', () => {
    expect(can('supervisor', 'workOrders.assign')).toBe(true);
    expect(can('supervisor', 'pmScheduler.run')).toBe(true);
    expect(can('supervisor', 'pmScheduler.control')).toBe(false);
    expect(can('supervisor', 'workOrders.delete')).toBe(false);
    expect(can('manager', 'workOrders.delete')).toBe(true);
    expect(can('manager', 'monitoring.read')).toBe(true);
    expect(can('manager', 'alerts.resolve')).toBe(true);
    expect(can('manager', 'users.manage')).toBe(false);
    expect(can('admin', 'users.manage')).toBe(true);
  });
});
