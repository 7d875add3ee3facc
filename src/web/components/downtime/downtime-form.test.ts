import { describe, expect, it } from 'vitest';
import { buildDowntime } from '@web/test/downtime-fixtures';
import {
  editFormSchema,
  editFormValues,
  recordFormSchema,
  toInputValue,
  type RecordFormValues,
} from './downtime-form';

const now = () => new Date('2026-03-10T12:00:00');
const IDS = { equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1' };

const recording = (values: Partial<RecordFormValues>): RecordFormValues => ({
  mode: 'now',
  reasonCode: 'breakdown',
  planned: false,
  startedAt: '',
  endedAt: '',
  note: '',
  ...values,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the record downtime form', () => {
  it('starts a stop now without times, the note left out when empty', () => {
    const result = recordFormSchema(IDS, now).safeParse(recording({}));
    expect(result.success && result.data).toEqual({ ...IDS, reasonCode: 'breakdown', planned: false });
  });

  it('needs both times for a past stop, the end after the start, neither in the future', () => {
    expect(messages(recordFormSchema(IDS, now).safeParse(recording({ mode: 'past' })))).toEqual([
      ['startedAt', 'Start is required'],
      ['endedAt', 'End is required'],
    ]);
    const backwards = recording({ mode: 'past', startedAt: '2026-03-09T10:00', endedAt: '2026-03-09T09:00' });
    expect(messages(recordFormSchema(IDS, now).safeParse(backwards))).toEqual([
      ['endedAt', 'End must be after the start'],
    ]);
    const future = recording({ mode: 'past', startedAt: '2026-03-10T11:00', endedAt: '2026-03-10T13:00' });
    expect(messages(recordFormSchema(IDS, now).safeParse(future))).toEqual([
      ['endedAt', 'End cannot be in the future'],
    ]);
    const past = recording({ mode: 'past', startedAt: '2026-03-09T08:00', endedAt: '2026-03-09T09:30' });
    const parsed = recordFormSchema(IDS, now).safeParse(past);
    expect(parsed.success && parsed.data.endedAt).toEqual(new Date('2026-03-09T09:30'));
  });
});

describe('the correct downtime form', () => {
  it('fills in from the record and sends an end only for one that is over', () => {
    const open = buildDowntime({ endedAt: null, note: 'Seal gone' });
    const values = editFormValues(open);
    expect(values.endedAt).toBe('');
    const parsed = editFormSchema(open, now).safeParse(values);
    expect(parsed.success && Object.keys(parsed.data).sort()).toEqual([
      'note',
      'planned',
      'reasonCode',
      'startedAt',
    ]);
    const cleared = editFormSchema(open, now).safeParse({ ...values, note: '' });
    expect(cleared.success && cleared.data.note).toBeNull();
  });

  it('keeps the seconds of times left alone: a stop shorter than a minute still ends after it starts', () => {
    const brief = buildDowntime({
      startedAt: '2026-03-09T08:00:05.000Z',
      endedAt: '2026-03-09T08:00:40.000Z',
    });
    const values = editFormValues(brief);
    expect(values.startedAt).toBe(values.endedAt);
    const parsed = editFormSchema(brief, now).safeParse({ ...values, reasonCode: 'operator' });
    expect(parsed.success && parsed.data.endedAt).toEqual(new Date('2026-03-09T08:00:40.000Z'));
    // A time the person types is taken as typed, and checked.
    const minuteBefore = toInputValue(new Date(Date.parse(brief.startedAt) - 60_000).toISOString());
    const moved = editFormSchema(brief, now).safeParse({ ...values, endedAt: minuteBefore });
    expect(messages(moved)).toEqual([['endedAt', 'End must be after the start']]);
  });
});
