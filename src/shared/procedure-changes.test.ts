import { describe, expect, it } from 'vitest';
import { procedureChanges } from './procedure-changes';
import { procedureInputSchema, type ProcedureInput } from './schemas/procedures';

const ids = {
  tension: '00000000-0000-4000-8000-000000000001',
  guard: '00000000-0000-4000-8000-000000000002',
  oil: '00000000-0000-4000-8000-000000000003',
};

const base: ProcedureInput = procedureInputSchema.parse({
  name: 'Conveyor belt inspection',
  category: 'Inspection',
  sections: [
    {
      title: 'Belt',
      steps: [
        { id: ids.tension, type: 'number', title: 'Belt tension', unit: 'N', min: 40, max: 60 },
        { id: ids.guard, type: 'pass_flag_fail', title: 'Guard refitted', required: true },
      ],
    },
  ],
});

const edit = (change: (p: ProcedureInput) => void): ProcedureInput => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

describe('what a new version of a procedure changed', () => {
  it('says nothing for the same content', () => {
    expect(procedureChanges(base, structuredClone(base))).toEqual([]);
  });

  it('names added, removed and renamed steps by their ids', () => {
    const next = edit((p) => {
      p.sections[0]!.steps[1] = { ...p.sections[0]!.steps[1]!, title: 'Guard refitted and locked' };
      p.sections[0]!.steps.splice(0, 1);
      p.sections[0]!.steps.push({ id: ids.oil, type: 'text', title: 'Oil level', required: false });
    });
    expect(procedureChanges(base, next)).toEqual([
      'Renamed step "Guard refitted" to "Guard refitted and locked"',
      'Added "Oil level"',
      'Removed "Belt tension"',
    ]);
  });

  it('gives a number step’s old and new limits', () => {
    const next = edit((p) => {
      const step = p.sections[0]!.steps[0]!;
      if (step.type === 'number') step.min = 45;
    });
    expect(procedureChanges(base, next)).toEqual(['Limits of "Belt tension": 40–60 N → 45–60 N']);
  });

  it('names a step made optional, a new failure rule, the name, the category and a new order', () => {
    const next = edit((p) => {
      p.name = 'Belt inspection';
      p.category = 'Safety';
      const [tension, guard] = p.sections[0]!.steps;
      if (guard?.type === 'pass_flag_fail') {
        guard.required = false;
        guard.onFailure = { action: 'follow_up', priority: 'high', assignee: 'unassigned' };
      }
      p.sections[0]!.steps = [guard!, tension!];
    });
    expect(procedureChanges(base, next)).toEqual([
      'Renamed "Conveyor belt inspection" to "Belt inspection"',
      'Category: Inspection → Safety',
      '"Guard refitted" is no longer required',
      'Changed "Guard refitted"',
      'Steps reordered',
    ]);
  });

  it('notes renamed sections', () => {
    const next = edit((p) => {
      p.sections[0]!.title = 'Belt and guard';
    });
    expect(procedureChanges(base, next)).toEqual(['Sections changed']);
  });
});
