import { procedureStepSchema, type StepAnswer } from '@shared/schemas/procedures';
import type { WorkOrderSheet } from '@shared/schemas/reports';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { buildChecklistItem } from '@web/test/checklist-fixtures';

/** A work order issued with the belt inspection (issue 25 §6), answered or not, as the sheets API answers it. */

const ORDER = '3f1c2a4e-0000-4000-8000-0000000000c1';
const TECH = '7c1c2a4e-0000-4000-8000-0000000000u1';
export const PHOTO_ID = '7e1c2a4e-0000-4000-8000-0000000000f1';
export const SIGNATURE_ID = '7e1c2a4e-0000-4000-8000-0000000000f2';
const ANSWERED_AT = '2026-03-02T08:10:00.000Z';

const id = (n: number) => `7a1c2a4e-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const STEPS = [
  {
    section: 'Belt',
    step: {
      type: 'number',
      title: 'Belt tension',
      unit: 'N',
      min: 40,
      max: 60,
      required: true,
      onFailure: { action: 'follow_up', priority: 'high' },
    },
  },
  { section: 'Belt', step: { type: 'pass_flag_fail', title: 'Guard refitted', required: true } },
  { section: 'Belt', step: { type: 'pass_flag_fail', title: 'Oil level' } },
  { section: 'Belt', step: { type: 'choice', title: 'Belt wear', options: ['Even', 'Frayed'] } },
  { section: 'Evidence', step: { type: 'photo', title: 'Guard photo' } },
  { section: 'Evidence', step: { type: 'signature', title: 'Shift lead sign-off' } },
] as const;

/** The answers of the completed order, step by step. */
const ANSWERS: readonly (Partial<StepAnswer> & Pick<ChecklistItem, 'status'>)[] = [
  {
    status: 'failed',
    value: 72,
    outcome: 'fail',
    outOfLimit: true,
    finding: '72 N — outside 40–60 N',
    note: 'Belt slack at the drive end',
    followUpWorkOrderId: '3f1c2a4e-0000-4000-8000-0000000000c2',
    followUpFoNumber: 'WO-2026-115',
  },
  { status: 'failed', value: 'fail', outcome: 'fail', finding: 'Fail' },
  { status: 'done', value: 'flag', outcome: 'flag', finding: 'Flag' },
  { status: 'done', value: 'Even', outcome: 'ok' },
  { status: 'done', value: null, outcome: 'ok', attachmentId: PHOTO_ID },
  { status: 'done', value: null, outcome: 'ok', attachmentId: SIGNATURE_ID },
];

function stepItem(index: number, answered: boolean): ChecklistItem {
  const { section, step: rule } = STEPS[index]!;
  const step = procedureStepSchema.parse({ ...rule, id: id(index) });
  const given = ANSWERS[index]!;
  const { status, ...answer } = given;
  return buildChecklistItem({
    id: id(index),
    workOrderId: ORDER,
    position: index,
    description: step.title,
    section,
    step,
    ...(answered
      ? {
          status,
          note: answer.note ?? null,
          completedBy: TECH,
          completedByName: 'Tom Rivera',
          completedAt: ANSWERED_AT,
          followUpWorkOrderId: answer.followUpWorkOrderId ?? null,
          answer: {
            stepId: step.id,
            value: null,
            note: null,
            attachmentId: null,
            outcome: null,
            outOfLimit: false,
            finding: null,
            answeredBy: TECH,
            answeredByName: 'Tom Rivera',
            answeredAt: ANSWERED_AT,
            followUpWorkOrderId: null,
            followUpFoNumber: null,
            ...answer,
          },
        }
      : {}),
  });
}

/** The belt inspection on an order: completed with every step answered, or still open with none. */
export function buildProcedureSheet({ answered }: { answered: boolean }): WorkOrderSheet {
  const added = buildChecklistItem({
    id: id(99),
    workOrderId: ORDER,
    position: STEPS.length,
    description: 'Clean the drive drum',
    ...(answered
      ? { status: 'done', completedByName: 'Tom Rivera', completedAt: '2026-03-02T08:20:00.000Z' }
      : {}),
  });
  return {
    workOrder: buildWorkOrder({
      id: ORDER,
      foNumber: 'WO-2026-114',
      type: 'preventive',
      description: 'Weekly belt check on CNV-001',
      status: answered ? 'completed' : 'in_progress',
      completedAt: answered ? '2026-03-02T09:00:00.000Z' : null,
      equipmentAssetTag: 'CNV-001',
      equipmentDescription: 'Packing line conveyor',
      procedure: {
        id: '7f1c2a4e-0000-4000-8000-0000000000p1',
        versionId: '7f1c2a4e-0000-4000-8000-0000000000v2',
        name: 'Conveyor belt inspection',
        version: 2,
      },
    }),
    checklist: [...STEPS.map((_, index) => stepItem(index, answered)), added],
    partsUsage: [],
    labor: [],
    downtime: [],
  };
}
