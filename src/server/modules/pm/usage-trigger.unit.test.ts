import { describe, expect, it } from 'vitest';
import { formatRate, notesWithTrigger, triggerColumns, triggerNote, usageBasis } from './usage-trigger';

describe('triggerColumns', () => {
  const all = {
    meterName: 'Running hours',
    usageInterval: 500,
    gaugeDirection: 'above' as const,
    gaugeThreshold: 80,
  };

  it('keeps only the fields the kind reads', () => {
    expect(triggerColumns({ ...all, triggerKind: 'calendar' })).toEqual({
      triggerKind: 'calendar',
      meterName: null,
      usageInterval: null,
      gaugeDirection: null,
      gaugeThreshold: null,
    });
    expect(triggerColumns({ ...all, triggerKind: 'usage' })).toEqual({
      triggerKind: 'usage',
      meterName: 'Running hours',
      usageInterval: 500,
      gaugeDirection: null,
      gaugeThreshold: null,
    });
    expect(triggerColumns({ ...all, triggerKind: 'usage_or_calendar' })).toMatchObject({
      usageInterval: 500,
      gaugeThreshold: null,
    });
    expect(triggerColumns({ ...all, triggerKind: 'gauge' })).toEqual({
      triggerKind: 'gauge',
      meterName: 'Running hours',
      usageInterval: null,
      gaugeDirection: 'above',
      gaugeThreshold: 80,
    });
  });

  it('stores null for fields left out', () => {
    expect(triggerColumns({ triggerKind: 'usage', meterName: undefined })).toEqual({
      triggerKind: 'usage',
      meterName: null,
      usageInterval: null,
      gaugeDirection: null,
      gaugeThreshold: null,
    });
  });
});

describe('wording', () => {
  it('rounds a daily rate to what a planner reads', () => {
    expect(formatRate(38.4, 'h')).toBe('38 h/day');
    expect(formatRate(1234.5, 'cycles')).toBe('1,235 cycles/day');
    expect(formatRate(2.46, 'h')).toBe('2.5 h/day');
    expect(formatRate(0.1428, 'h')).toBe('0.14 h/day');
  });

  it('says the basis of a usage forecast', () => {
    expect(usageBasis({ interval: 500, dueAtTotal: 12_500, rate: 38.2, unit: 'h' })).toBe(
      'next 500 h service at 12,500 h, at 38 h/day',
    );
  });

  it('says what a meter showed when it raised an order', () => {
    expect(
      triggerNote({
        kind: 'usage',
        meterName: 'Running hours',
        unit: 'h',
        dueAtTotal: 12_500,
        total: 12_512.25,
      }),
    ).toBe('Due at 12,500 h (meter Running hours at 12,512.25 h)');
    expect(
      triggerNote({
        kind: 'gauge',
        meterName: 'Bearing temperature',
        unit: '°C',
        direction: 'above',
        threshold: 80,
        value: 84.5,
      }),
    ).toBe('Due when Bearing temperature is above 80 °C (read 84.5 °C)');
  });

  it('puts the trigger before the template’s description', () => {
    const usage = {
      kind: 'usage',
      meterName: 'Cycles',
      unit: 'cycles',
      dueAtTotal: 10_000,
      total: 10_020,
    } as const;
    expect(notesWithTrigger(usage, 'Use grease EP2')).toBe(
      'Due at 10,000 cycles (meter Cycles at 10,020 cycles)\n\nUse grease EP2',
    );
    expect(notesWithTrigger(usage, null)).toBe('Due at 10,000 cycles (meter Cycles at 10,020 cycles)');
    expect(notesWithTrigger(null, 'Use grease EP2')).toBe('Use grease EP2');
    expect(notesWithTrigger(null, null)).toBeNull();
  });
});
