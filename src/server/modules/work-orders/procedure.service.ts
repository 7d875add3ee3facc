import { formatMeterValue } from '../../../shared/meter-rules';
import { resolveOccurredAt, type OccurredTime } from '../../../shared/occurred-at';
import { answerProblem, judgeAnswer, type StepJudgement } from '../../../shared/procedure-rules';
import type {
  OrderStep,
  ProcedureStep,
  StepAnswer,
  StepAnswerInput,
  WorkOrderProcedure,
} from '../../../shared/schemas/procedures';
import { procedureCanChange } from '../../../shared/work-order-rules';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import type { AttachmentsService } from '../attachments/attachments.service';
import type { AuthContext } from '../auth/auth.context';
import type { MetersService } from '../meters/meters.service';
import type { ProceduresService } from '../procedures/procedures.service';
import * as activity from './activity.repository';
import { toChecklistDto } from './checklist.service';
import { orderCreated } from './occurred-floors';
import { answerOf, clearedAnswer, missingRequired, stepOf, toOrderStep } from './order-step-dto';
import * as steps from './procedure-steps.repository';
import type { WorkOrderRow } from './work-orders.repository';
import type { WorkOrdersService } from './work-orders.service';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';

/** An answer that does not fit its step, and why. */
const answerRefused = (path: string, problem: Phrase) =>
  new AppError('UNPROCESSABLE', problem, { details: [{ path, ...problem }] });

/** The answer as the order's history says it: "52 N", "fail", "Leaking", "photo". */
function answerText(step: ProcedureStep, input: Pick<StepAnswerInput, 'value'>): string {
  if (step.type === 'photo' || step.type === 'signature') return step.type;
  if (step.type === 'number') return `${String(input.value)} ${step.unit}`;
  return String(input.value);
}

/**
 * A work order's procedure (issue 25, ADR 55): the steps it was issued with and their answers.
 * An answer is judged by the shared rules; a failing one does what its step says (flag the order,
 * raise one follow-up), exactly once per step: the step row's follow-up id is set under the order's
 * lock, so a changed answer that fails again, or the same answer replayed, raises nothing new.
 */
export function createOrderProcedureService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  meters: Pick<MetersService, 'readInTransaction'>;
  procedures: Pick<ProceduresService, 'currentVersion' | 'versionById'>;
  attachments: Pick<AttachmentsService, 'fileOfOrder' | 'copyToWorkOrder'>;
}) {
  const { db, clock, events, workOrders } = deps;

  async function stepsOf(tx: Executor, order: Pick<WorkOrderRow, 'id'>): Promise<OrderStep[]> {
    return (await activity.listChecklist(tx, order.id)).map(toOrderStep);
  }

  async function toDto(tx: Executor, order: WorkOrderRow): Promise<WorkOrderProcedure> {
    const [orderSteps, version] = await Promise.all([
      stepsOf(tx, order),
      order.procedureVersionId ? deps.procedures.versionById(order.procedureVersionId, tx) : undefined,
    ]);
    return {
      workOrderId: order.id,
      procedure: version
        ? { id: version.procedureId, name: version.name, category: version.category, version: version.number }
        : null,
      steps: orderSteps,
      missingRequired: missingRequired(orderSteps),
    };
  }

  async function get(actor: AuthContext, workOrderId: string): Promise<WorkOrderProcedure> {
    return toDto(db, await workOrders.loadForRead(actor, workOrderId));
  }

  /** The refusal of completing an order whose required steps are unanswered (422 naming them). */
  async function assertComplete(tx: Executor, order: Pick<WorkOrderRow, 'id'>): Promise<void> {
    const missing = missingRequired(await stepsOf(tx, order));
    if (missing.length === 0) return;
    throw new AppError(
      'UNPROCESSABLE',
      phrase('workOrder.requiredStepsFirst', { steps: missing.join(', ') }),
      {
        details: missing.map((title) => ({
          path: 'status',
          ...phrase('workOrder.stepNotAnswered', { title }),
        })),
      },
    );
  }

  /** Issues a procedure's current version to an order in the caller's transaction (creation, PM). */
  async function issue(
    tx: Executor,
    actor: AuthContext,
    order: Pick<WorkOrderRow, 'id'>,
    procedureId: string,
  ) {
    const version = await deps.procedures.currentVersion(actor, procedureId, tx);
    await steps.issueProcedureSteps(tx, [{ workOrderId: order.id, versionId: version.id }]);
    return version;
  }

  /** Gives an order not yet started a procedure (its current version), another one, or none. */
  async function attach(
    actor: AuthContext,
    workOrderId: string,
    procedureId: string | null,
    expected?: number,
  ): Promise<WorkOrderProcedure> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await workOrders.loadForWork(tx, actor, workOrderId, { lock: true, expected });
      const before = order.procedureVersionId
        ? await deps.procedures.versionById(order.procedureVersionId, tx)
        : null;
      if (!procedureCanChange(order.status))
        throw conflict(phrase('workOrder.procedureUnderWay', { foNumber: order.foNumber }));
      if ((await steps.answeredProcedureSteps(tx, order.id)) > 0)
        throw conflict(phrase('workOrder.procedureAnswered', { foNumber: order.foNumber }));
      await steps.removeProcedureSteps(tx, order.id);
      const version = procedureId ? await issue(tx, actor, order, procedureId) : null;
      const named = (v: { name: string; number: number } | null | undefined) =>
        v ? `${v.name} (version ${v.number})` : null;
      await workOrders.recordWork(tx, actor, order.id, version ? 'procedure_attached' : 'procedure_removed', {
        procedure: { from: named(before), to: named(version) },
      });
      const dto = await toDto(tx, { ...order, procedureVersionId: version?.id ?? null });
      outbox.push(orderEvent(actor, order.id, dto));
      return dto;
    });
  }

  const orderEvent = (actor: AuthContext, workOrderId: string, dto: WorkOrderProcedure) =>
    mutationEvent(
      actor,
      { topic: 'work_orders', type: 'work_order_procedure', action: 'updated', id: workOrderId, data: dto },
      clock.now(),
    );

  async function checkEvidence(
    tx: Executor,
    actor: AuthContext,
    order: WorkOrderRow,
    input: StepAnswerInput,
  ) {
    if (!input.attachmentId) return;
    const file = await deps.attachments.fileOfOrder(tx, actor.warehouseId, order.id, input.attachmentId);
    if (!file) throw answerRefused('attachmentId', phrase('workOrder.attachEvidenceFirst'));
  }

  /** The follow-up a failing answer raises, once: "Follow-up of WO-2026-114, step 'Guard refitted': fail". */
  async function raiseFollowUp(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    order: WorkOrderRow,
    found: activity.ChecklistRecord,
    step: ProcedureStep,
    answer: { judged: StepJudgement; input: StepAnswerInput },
    when: OccurredTime,
  ): Promise<string | null> {
    if (!('onFailure' in step)) return null;
    // "…: fail" for a failed check; a number or an option says what it was ("52 N — outside 40–60 N").
    const finding = step.type === 'pass_flag_fail' ? 'fail' : (answer.judged.finding ?? 'fail');
    const followUp = await workOrders.createFollowUp(
      tx,
      outbox,
      actor,
      order,
      {
        step: step.title,
        description: `Follow-up of ${order.foNumber}, step '${step.title}': ${finding}`,
        priority: step.onFailure.priority,
        notes: [`${step.title}: ${finding}`, answer.input.note].filter(Boolean).join('\n'),
        assignedTo: step.onFailure.assignee === 'order_assignee' ? order.assignedTo : null,
      },
      when,
    );
    const evidence = answer.input.attachmentId ?? found.row.attachmentId;
    if (evidence) await deps.attachments.copyToWorkOrder(tx, actor, evidence, followUp.id);
    return followUp.id;
  }

  /**
   * Records an answer (PUT …/procedure/steps/{stepId}): checked and judged by the shared rules,
   * stamped when it was given (`claimed`, Occurred-At, offline), and acted on once.
   */
  async function answer(
    actor: AuthContext,
    workOrderId: string,
    stepId: string,
    input: StepAnswerInput,
    expected?: number,
    claimed: Date | null = null,
  ): Promise<StepAnswer> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await workOrders.loadForWork(tx, actor, workOrderId, { lock: true, expected });
      const found = await activity.findOrderStep(tx, order.id, stepId);
      if (!found) throw notFound('Step');
      const step = stepOf(found.row);
      const previous = answerOf(found, step);
      const problem = answerProblem(step, input);
      if (problem && !(step.type === 'checkbox' && input.value === false))
        throw answerRefused(
          step.type === 'photo' || step.type === 'signature' ? 'attachmentId' : 'value',
          problem,
        );
      await checkEvidence(tx, actor, order, input);
      const when = resolveOccurredAt(claimed, clock.now(), [orderCreated(order)]);
      const reading =
        step.type === 'meter_reading' && found.meter && typeof input.value === 'number'
          ? await deps.meters.readInTransaction(
              tx,
              outbox,
              actor,
              found.meter.id,
              {
                value: input.value,
                readAt: when.at,
                workOrderId: order.id,
                source: claimed ? 'offline' : 'manual',
              },
              claimed,
            )
          : null;
      const judged = judgeAnswer(step, input.value);
      const answered = !(step.type === 'checkbox' && input.value === false);
      let row = await activity.updateChecklistRow(
        tx,
        found.row.id,
        {
          value: input.value,
          ...(input.note !== undefined ? { note: input.note } : {}),
          attachmentId: input.attachmentId ?? null,
          outcome: answered ? judged.outcome : null,
          status: !answered ? 'pending' : judged.outcome === 'fail' ? 'failed' : 'done',
          completedBy: answered ? actor.userId : null,
          completedAt: answered ? when.at : null,
          ...(reading ? { meterReadingId: reading.id } : {}),
        },
        undefined,
      );
      if (!row) throw notFound('Step');
      if (judged.action === 'follow_up' && !row.followUpWorkOrderId) {
        const followUpId = await raiseFollowUp(
          tx,
          outbox,
          actor,
          order,
          found,
          step,
          { judged, input },
          when,
        );
        if (followUpId)
          row =
            (await activity.updateChecklistRow(tx, row.id, { followUpWorkOrderId: followUpId }, undefined)) ??
            row;
      }
      if (judged.action === 'flag')
        await workOrders.flag(tx, outbox, actor, order, { step: step.title, finding: judged.finding }, when);
      await workOrders.recordWork(
        tx,
        actor,
        order.id,
        'step_answered',
        {
          itemId: row.id,
          description: step.title,
          answer: {
            from: previous ? answerText(step, previous) : null,
            to:
              reading && found.meter
                ? formatMeterValue(reading.value, found.meter.unit)
                : answerText(step, input),
          },
          ...(judged.finding ? { finding: judged.finding } : {}),
        },
        when,
      );
      const record = await activity.findOrderStep(tx, order.id, stepId);
      if (!record) throw notFound('Step');
      outbox.push(
        mutationEvent(
          actor,
          {
            topic: 'work_orders',
            type: 'checklist_item',
            action: 'updated',
            id: row.id,
            data: toChecklistDto(record),
          },
          clock.now(),
        ),
      );
      return answerOf(record, step) ?? clearedAnswer(record);
    });
  }

  return { get, attach, answer, issue, assertComplete };
}

export type OrderProcedureService = ReturnType<typeof createOrderProcedureService>;
