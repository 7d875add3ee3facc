import { describe, expect, it } from 'vitest';
import { changeCapacity, readCapacity } from './capacity';

const dana = { id: 'dana', firstName: 'Dana', lastName: 'Lee', active: true };

describe('whose working hours and time off (issue 26 §2)', () => {
  it('are read by planners and by the person themself', () => {
    expect(readCapacity({ userId: 'sup', role: 'supervisor' }, dana)).toEqual({ allowed: true });
    expect(readCapacity({ userId: 'dana', role: 'technician' }, dana)).toEqual({ allowed: true });
    expect(readCapacity({ userId: 'sam', role: 'technician' }, dana)).toMatchObject({
      allowed: false,
      kind: 'forbidden',
      reason: 'You can see only your own working hours and time off',
    });
  });

  it('are changed by planners only, and not while the person is deactivated', () => {
    expect(changeCapacity({ userId: 'sup', role: 'supervisor' }, dana)).toEqual({ allowed: true });
    expect(changeCapacity({ userId: 'dana', role: 'technician' }, dana)).toMatchObject({
      allowed: false,
      kind: 'forbidden',
    });
    expect(changeCapacity({ userId: 'adm', role: 'admin' }, { ...dana, active: false })).toEqual({
      allowed: false,
      kind: 'conflict',
      reason:
        'Dana Lee is deactivated: reactivate their account before changing their working hours or time off',
    });
  });
});
