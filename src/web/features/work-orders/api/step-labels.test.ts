import { describe, expect, it } from 'vitest';
import {
  addStepLabel as addStep,
  deleteStepLabel as deleteStep,
  stepChangeLabel as changeStep,
} from './step-labels';

/** The labels in English, as the queue keeps them beside what they are worded from. */
const addStepLabel = (description: string) => addStep(description).label;
const deleteStepLabel = (description: string) => deleteStep(description).label;
const stepChangeLabel = (description: string, changes: Parameters<typeof changeStep>[1]) =>
  changeStep(description, changes).label;

describe('the change queue names a change to a step by what the person did', () => {
  it('ticks, unticks, skips, fails, notes and renames', () => {
    expect(stepChangeLabel('Isolate the pump', { status: 'done' })).toBe('Tick step "Isolate the pump"');
    expect(stepChangeLabel('Isolate the pump', { status: 'pending' })).toBe('Untick step "Isolate the pump"');
    expect(stepChangeLabel('Isolate the pump', { status: 'skipped' })).toBe('Skip step "Isolate the pump"');
    expect(
      stepChangeLabel('Isolate the pump', { status: 'failed', note: 'Valve seized', createFollowUp: true }),
    ).toBe('Fail step "Isolate the pump"');
    expect(stepChangeLabel('Isolate the pump', { note: 'Tag 14' })).toBe('Note on step "Isolate the pump"');
    expect(stepChangeLabel('Isolate the pump', { description: 'Isolate pump 2' })).toBe(
      'Rename step "Isolate the pump"',
    );
    expect(addStepLabel('Check belt tension')).toBe('Add step "Check belt tension"');
    expect(deleteStepLabel('Check belt tension')).toBe('Delete step "Check belt tension"');
  });

  it('cuts a long step short: a label is one line of a list', () => {
    const long = `Check ${'the seal '.repeat(20)}`;
    expect(stepChangeLabel(long, { status: 'done' })).toBe(`Tick step "${long.slice(0, 59)}…"`);
  });
});
