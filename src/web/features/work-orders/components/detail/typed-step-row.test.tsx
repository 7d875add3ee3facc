import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { procedureStepSchema } from '@shared/schemas/procedures';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { answeredItem } from '../../api/answer-step';
import { withQueuedAnswers } from '../../api/queued-answers';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { buildChecklistItem } from '@web/test/checklist-fixtures';
import { TypedStepRow } from './typed-step-row';

const TENSION = procedureStepSchema.parse({
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'number',
  title: 'Belt tension',
  unit: 'N',
  min: 40,
  max: 60,
  required: true,
  onFailure: { action: 'follow_up', priority: 'high' },
});
const GUARD = procedureStepSchema.parse({
  id: '00000000-0000-4000-8000-0000000000a2',
  type: 'pass_flag_fail',
  title: 'Guard refitted',
});
const WHO = { id: 'user-1', name: 'Tess Tech' };

const itemOf = (step: typeof TENSION, overrides: Partial<ChecklistItem> = {}): ChecklistItem =>
  buildChecklistItem({
    id: `item-${step.id}`,
    workOrderId: 'wo-1',
    description: step.title,
    step,
    section: 'Belt',
    ...overrides,
  });

function renderRow(item: ChecklistItem, canEdit = true) {
  const onAnswer = vi.fn();
  render(
    <TypedStepRow
      item={item}
      canEdit={canEdit}
      signer="Tess Tech"
      localEvidence={new Map()}
      onAnswer={onAnswer}
      onEvidence={vi.fn()}
    />,
  );
  return { onAnswer };
}

describe('a typed step of an order’s procedure', () => {
  it('takes a number from the number pad, with its limits shown', async () => {
    const { onAnswer } = renderRow(itemOf(TENSION));
    expect(screen.getByText('Limits 40–60 N')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Belt tension' });
    expect(field.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(field, '52,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAnswer).toHaveBeenCalledWith({ value: 52.5 });
  });

  it('shows an out-of-limit answer in red with the limit at once, judged on the device', () => {
    const item = itemOf(TENSION);
    const answered = { ...item, ...answeredItem(item, { value: 72 }, WHO) };
    renderRow(answered);
    expect(screen.getByRole('status').textContent).toBe('72 N — outside 40–60 N');
    expect(answered.status).toBe('failed');
    expect(screen.getByText(/Tess Tech/)).toBeTruthy();
  });

  it('answers pass, flag or fail with one tap and names the follow-up a fail raised', async () => {
    const item = itemOf(GUARD, {
      status: 'failed',
      answer: {
        ...answeredItem(itemOf(GUARD), { value: 'fail' }, WHO).answer!,
        followUpWorkOrderId: '00000000-0000-4000-8000-0000000000f1',
        followUpFoNumber: 'WO-2026-115',
      },
    });
    const { onAnswer } = renderRow(item);
    expect(screen.getByRole('button', { name: 'Fail' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Failed: Fail');
    expect(screen.getByRole('link', { name: /Follow-up WO-2026-115/ }).getAttribute('href')).toBe(
      '/work-orders/00000000-0000-4000-8000-0000000000f1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onAnswer).toHaveBeenCalledWith({ value: 'pass' });
  });

  it('shows an answer still in the change queue on its step, matched by step id', () => {
    const item = itemOf(TENSION);
    const queued = {
      id: 'a1',
      table: 'procedure-steps',
      type: 'update',
      recordId: TENSION.id,
      parentId: 'wo-1',
      optimistic: answeredItem(item, { value: 30 }, WHO),
    } as ChangeAction;
    const [shown] = withQueuedAnswers([item], [queued], 'wo-1');
    expect(shown?.answer).toMatchObject({ value: 30, outOfLimit: true, finding: '30 N — outside 40–60 N' });
    expect(withQueuedAnswers([item], [queued], 'another-order')[0]?.answer).toBeNull();
  });
});
