import { describe, expect, it } from 'vitest';
import { changeDowntimeReasons, coversOrganization, resolveAlert } from './shared-settings';
import { renameUser, setMemberships } from './users';

const MAIN = 'main';
const NORTH = 'north';

describe('what every plant shares (issue 22 §7)', () => {
  it('is changed by a manager or admin of every plant, told why otherwise', () => {
    expect(coversOrganization([MAIN, NORTH], [NORTH, MAIN])).toBe(true);
    expect(coversOrganization([NORTH], [MAIN, NORTH])).toBe(false);
    expect(changeDowntimeReasons({ role: 'manager', organizationWide: true })).toEqual({ allowed: true });
    expect(resolveAlert({ role: 'admin', organizationWide: true })).toEqual({ allowed: true });
    expect(changeDowntimeReasons({ role: 'manager', organizationWide: false })).toMatchObject({
      allowed: false,
      kind: 'forbidden',
      reason:
        'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them',
    });
    expect(resolveAlert({ role: 'admin', organizationWide: false })).toMatchObject({ allowed: false });
    expect(changeDowntimeReasons({ role: 'supervisor', organizationWide: true })).toMatchObject({
      reason: 'Only managers and admins can change downtime reasons',
    });
  });
});

describe('a person shared by plants', () => {
  const northAdmin = { userId: 'a', warehouseIds: [NORTH] };
  const shared = {
    id: 'p',
    role: 'technician' as const,
    active: true,
    warehouseIds: [MAIN, NORTH],
    firstName: 'Pat',
    lastName: 'Lee',
  };

  it('is renamed only by an admin of all their plants; the same name is no change', () => {
    expect(renameUser(northAdmin, shared, { lastName: 'Renamed' })).toMatchObject({ allowed: false });
    expect(renameUser(northAdmin, shared, { firstName: 'Pat', lastName: 'Lee' })).toEqual({ allowed: true });
    expect(renameUser({ userId: 'a', warehouseIds: [MAIN, NORTH] }, shared, { lastName: 'R' })).toEqual({
      allowed: true,
    });
  });

  it('keeps the plants the admin does not administer: leaving one out is refused, not ignored', () => {
    expect(setMemberships(northAdmin, shared, [NORTH])).toMatchObject({ allowed: false });
    expect(setMemberships(northAdmin, shared, [MAIN])).toEqual({ allowed: true });
    expect(setMemberships(northAdmin, shared, [MAIN, NORTH])).toEqual({ allowed: true });
    expect(setMemberships(northAdmin, { ...shared, warehouseIds: [NORTH] }, [NORTH, MAIN])).toMatchObject({
      reason: 'You can only assign warehouses you belong to',
    });
  });
});
