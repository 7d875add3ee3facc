import { describe, expect, it } from 'vitest';
import { formatFullName, formatRoleLabel, formatRoleTitle, getInitials } from './formatting';

describe('formatting', () => {
  it('shows role underscores as spaces', () => {
    expect(formatRoleLabel('technician')).toBe('technician');
    expect(formatRoleLabel('shift_lead_planner')).toBe('shift lead planner');
    expect(formatRoleTitle('shift_lead')).toBe('Shift Lead');
  });

  it('builds initials and full names', () => {
    expect(getInitials({ firstName: 'dana', lastName: 'planner' })).toBe('DP');
    expect(getInitials({ firstName: '', lastName: '', email: 'sam@example.com' })).toBe('S');
    expect(formatFullName({ firstName: 'Dana', lastName: 'Planner' })).toBe('Dana Planner');
  });
});
