import { describe, expect, it } from 'vitest';
import { readIdentity, roleFromGroups } from './provider-identity';
import { isLoopbackHost } from './loopback-host';

describe('reading who the provider signed in', () => {
  it('takes e-mail, verification, names and groups, accepting "true" as text', () => {
    expect(
      readIdentity(
        { email: ' kim@plant.example ', email_verified: 'true', name: 'Kim de Vries', roles: 'planners' },
        'roles',
      ),
    ).toEqual({
      email: 'kim@plant.example',
      emailVerified: true,
      firstName: 'Kim',
      lastName: 'de Vries',
      groups: ['planners'],
    });
  });

  it('has no identity without an e-mail, and no verification unless the provider says so', () => {
    expect(readIdentity({ sub: 'x' }, null)).toBeUndefined();
    expect(readIdentity({ email: 'a@b.example' }, null)).toMatchObject({
      emailVerified: false,
      firstName: 'a',
      lastName: '-',
      groups: [],
    });
  });

  it('grants the widest role any group maps to, none when no group is mapped', () => {
    const map = { staff: 'technician', leads: 'supervisor', managers: 'manager' } as const;
    expect(roleFromGroups(['staff', 'leads'], map)).toBe('supervisor');
    expect(roleFromGroups(['managers', 'staff'], map)).toBe('manager');
    expect(roleFromGroups(['visitors'], map)).toBeUndefined();
  });

  it('treats only this machine as loopback', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['login.example.com', '10.0.0.1', '127.0.0.1.nip.io'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
