import { describe, expect, it } from 'vitest';
import { answerProblem, isAnswered, judgeAnswer, limitText, missingRequiredSteps } from './procedure-rules';
import {
  FAILING_OPTION_UNKNOWN,
  LIMITS_REVERSED,
  OPTIONS_REPEATED,
  procedureInputSchema,
  procedureStepSchema,
  STEP_IDS_REPEATED,
  UNIT_REQUIRED,
  type ProcedureStep,
} from './schemas/procedures';

let n = 0;
const id = () => `6a0c2a4e-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
const step = (fields: Record<string, unknown>): ProcedureStep =>
  procedureStepSchema.parse({ id: id(), title: 'A step', ...fields });
const messagesOf = (fields: Record<string, unknown>) => {
  const result = procedureStepSchema.safeParse({ id: id(), title: 'A step', ...fields });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const tension = step({
  type: 'number',
  title: 'Belt tension',
  unit: 'N',
  min: 40,
  max: 60,
  required: true,
  onFailure: { action: 'follow_up', priority: 'high' },
});
const photo = 'c81d4e2a-0000-4000-8000-000000000001';

describe('step definitions', () => {
  it('default to optional steps whose failures do nothing', () => {
    expect(step({ type: 'pass_flag_fail' })).toMatchObject({
      required: false,
      onFailure: { action: 'nothing', priority: 'medium', assignee: 'order_assignee' },
    });
    expect(tension).toMatchObject({
      onFailure: { action: 'follow_up', priority: 'high', assignee: 'order_assignee' },
    });
  });

  it('refuse a number without its unit, limits the wrong way round, and choices that do not add up', () => {
    expect(messagesOf({ type: 'number', unit: '' })).toEqual([UNIT_REQUIRED]);
    expect(messagesOf({ type: 'number', unit: 'N', min: 60, max: 40 })).toEqual([LIMITS_REVERSED]);
    expect(messagesOf({ type: 'choice', options: ['Clean'] })).toEqual(['Give at least 2 options']);
    expect(messagesOf({ type: 'choice', options: ['Clean', 'clean'] })).toEqual([OPTIONS_REPEATED]);
    expect(messagesOf({ type: 'choice', options: ['Clean', 'Dirty'], failingOptions: ['Leaking'] })).toEqual([
      FAILING_OPTION_UNKNOWN,
    ]);
    expect(messagesOf({ type: 'meter_reading', meterName: '' })).toEqual(['Meter name is required']);
    expect(messagesOf({ type: 'welding' })).toEqual([
      'Step type must be one of: checkbox, pass_flag_fail, number, text, choice, photo, meter_reading, signature',
    ]);
  });

  it('make a procedure of sections whose steps each have their own id', () => {
    const result = procedureInputSchema.safeParse({
      name: 'Conveyor weekly inspection',
      category: 'Inspection',
      sections: [
        { title: 'Belt', steps: [tension] },
        { title: 'Guards', steps: [{ ...tension, title: 'Again' }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([STEP_IDS_REPEATED]);
  });
});

describe('answers', () => {
  it('fit their step, or say what to give', () => {
    const cases: [Record<string, unknown>, unknown, string | null][] = [
      [{ type: 'checkbox' }, true, null],
      [{ type: 'checkbox' }, 'yes', 'Tick or untick the step'],
      [{ type: 'pass_flag_fail' }, 'flag', null],
      [{ type: 'pass_flag_fail' }, 'maybe', 'Answer pass, flag or fail'],
      [{ type: 'number', unit: 'N' }, 52.5, null],
      [{ type: 'number', unit: 'N' }, '52', 'Enter a number'],
      [{ type: 'number', unit: 'N' }, 1e13, 'Enter a number'],
      [{ type: 'meter_reading', meterName: 'Running hours' }, 1204, null],
      [{ type: 'text' }, '  ', 'Write the answer'],
      [{ type: 'text' }, 'x'.repeat(2001), 'An answer must be at most 2000 characters'],
      [{ type: 'choice', options: ['Clean', 'Dirty'] }, 'Dirty', null],
      [{ type: 'choice', options: ['Clean', 'Dirty'] }, 'dirty', 'Choose one of: Clean, Dirty'],
    ];
    for (const [fields, value, problem] of cases) {
      expect(answerProblem(step(fields), { value: value as never })?.message ?? null).toBe(problem);
    }
    expect(answerProblem(step({ type: 'photo' }), { value: null })).toEqual({
      code: 'procedure.answerPhoto',
      message: 'Add the photo',
    });
    expect(answerProblem(step({ type: 'photo' }), { value: null, attachmentId: photo })).toBeNull();
    expect(answerProblem(step({ type: 'signature' }), { value: null })?.message).toBe('Sign the step');
    expect(answerProblem(step({ type: 'choice', options: ['Clean', 'Dirty'] }), { value: 'x' })).toEqual({
      code: 'procedure.answerChoose',
      params: { options: 'Clean, Dirty' },
      message: 'Choose one of: Clean, Dirty',
    });
  });

  it('outside the limits fail with the limit in words, inside pass', () => {
    expect(judgeAnswer(tension, 52)).toEqual({
      outcome: 'ok',
      outOfLimit: false,
      finding: null,
      action: 'nothing',
    });
    expect(judgeAnswer(tension, 40)).toMatchObject({ outcome: 'ok' });
    expect(judgeAnswer(tension, 61.5)).toEqual({
      outcome: 'fail',
      outOfLimit: true,
      finding: '61.5 N — outside 40–60 N',
      action: 'follow_up',
    });
    const atLeast = step({ type: 'number', unit: 'bar', min: 6 });
    expect(limitText(atLeast as Extract<ProcedureStep, { type: 'number' }>)).toBe('at least 6 bar');
    expect(judgeAnswer(atLeast, 5.2)).toMatchObject({
      finding: '5.2 bar — outside at least 6 bar',
      action: 'nothing',
    });
    const atMost = step({ type: 'number', unit: 'mm/s', max: 7.1 });
    expect(judgeAnswer(atMost, 7.4)).toMatchObject({ finding: '7.4 mm/s — outside at most 7.1 mm/s' });
    expect(judgeAnswer(step({ type: 'number', unit: 'h' }), -3)).toMatchObject({ outcome: 'ok' });
  });

  it('fail or flag by pass / flag / fail and by a failing option, doing what the step says', () => {
    const guard = step({ type: 'pass_flag_fail', onFailure: { action: 'follow_up' } });
    expect(judgeAnswer(guard, 'pass')).toMatchObject({ outcome: 'ok', action: 'nothing' });
    expect(judgeAnswer(guard, 'flag')).toMatchObject({ outcome: 'flag', finding: 'Flag', action: 'flag' });
    expect(judgeAnswer(guard, 'fail')).toMatchObject({
      outcome: 'fail',
      finding: 'Fail',
      action: 'follow_up',
    });
    const seal = step({
      type: 'choice',
      options: ['Dry', 'Weeping', 'Leaking'],
      failingOptions: ['Leaking'],
      onFailure: { action: 'flag' },
    });
    expect(judgeAnswer(seal, 'Weeping')).toMatchObject({ outcome: 'ok' });
    expect(judgeAnswer(seal, 'Leaking')).toMatchObject({
      outcome: 'fail',
      finding: 'Leaking',
      action: 'flag',
    });
    for (const type of ['checkbox', 'text', 'photo', 'signature'] as const) {
      expect(judgeAnswer(step({ type }), null).outcome).toBe('ok');
    }
  });

  it('leave the required steps without an answer named, in order', () => {
    const lockout = step({ type: 'checkbox', title: 'Lock out the drive', required: true });
    const guardPhoto = step({ type: 'photo', title: 'Photo of the guard refitted', required: true });
    const remark = step({ type: 'text', title: 'Remarks' });
    const steps = [lockout, tension, guardPhoto, remark];
    expect(missingRequiredSteps(steps, new Map())).toEqual([
      'Lock out the drive',
      'Belt tension',
      'Photo of the guard refitted',
    ]);
    const answers = new Map([
      [lockout.id, { value: false }],
      [tension.id, { value: 75 }],
      [guardPhoto.id, { value: null, attachmentId: photo }],
    ]);
    // An unticked box is not an answer; an out-of-limit number is one (it fails, it is not missing).
    expect(missingRequiredSteps(steps, answers)).toEqual(['Lock out the drive']);
    expect(isAnswered(lockout, { value: true })).toBe(true);
  });
});
