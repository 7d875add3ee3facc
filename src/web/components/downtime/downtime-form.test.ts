import { describe, expect, it } from 'vitest';
import { buildDowntime } from '@web/test/downtime-fixtures';
import { editFormSchema, editFormValues, recordFormSchema, type RecordFormValues } from './downtime-form';

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
    const parsed = editFormSchema(false, now).safeParse(values);
    expect(parsed.success && Object.keys(parsed.data).sort()).toEqual([
      'note',
      'planned',
      'reasonCode',
      'startedAt',
    ]);
    const cleared = editFormSchema(false, now).safeParse({ ...values, note: '' });
    expect(cleared.success && cleared.data.note).toBeNull();
  });
});
