import { describe, expect, it } from 'vitest';
import { defaultsForOrder, defaultsForStatus, downtimeEffectOf, durationHours } from './downtime-rules';
import { codeFrom, uniqueCode } from '../code-lists/organization-code-list';

describe('downtime rules', () => {
  it('open a record when equipment stops and close it when it runs or retires', () => {
    expect(downtimeEffectOf('active', 'maintenance')).toBe('open');
    expect(downtimeEffectOf('active', 'inactive')).toBe('open');
    expect(downtimeEffectOf('maintenance', 'inactive')).toBe('none');
    expect(downtimeEffectOf('inactive', 'active')).toBe('close');
    expect(downtimeEffectOf('maintenance', 'retired')).toBe('close');
    expect(downtimeEffectOf('active', 'retired')).toBe('none');
  });

  it('call a stop set by hand planned, a corrective or emergency order’s a breakdown', () => {
    expect(defaultsForStatus('maintenance')).toEqual({ reasonCode: 'planned_maintenance', planned: true });
    expect(defaultsForStatus('inactive')).toEqual({ reasonCode: 'other', planned: true });
    expect(defaultsForOrder('preventive')).toEqual({ reasonCode: 'planned_maintenance', planned: true });
    expect(defaultsForOrder('corrective')).toEqual({ reasonCode: 'breakdown', planned: false });
    expect(defaultsForOrder('emergency')).toEqual({ reasonCode: 'breakdown', planned: false });
  });

  it('measure hours to the end, or to now while open', () => {
    const start = new Date('2026-10-01T06:00:00Z');
    expect(durationHours(start, new Date('2026-10-01T08:15:00Z'), new Date('2026-10-09T00:00:00Z'))).toBe(
      2.25,
    );
    expect(durationHours(start, null, new Date('2026-10-01T06:20:00Z'))).toBe(0.33);
  });

  it('make readable, unique reason codes from labels', () => {
    expect(codeFrom('Waiting on the crane!')).toBe('waiting_on_the_crane');
    expect(codeFrom('Échec électrique')).toBe('echec_electrique');
    expect(codeFrom('!!!')).toBe('reason');
    expect(uniqueCode('operator', ['operator', 'operator_2'])).toBe('operator_3');
    expect(uniqueCode('crane', ['operator'])).toBe('crane');
  });
});
