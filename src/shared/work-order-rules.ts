import type { Priority, WorkOrderStatus } from './domain';

/**
 * The work-order lifecycle (issue 3 §2): new → assigned → in_progress → completed →
 * verified → closed, plus in_progress → assigned (handed back) and completed → in_progress
 * (reopened, supervisors and up). Server and client read this one table.
 */
export const STATUS_TRANSITIONS: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  new: ['assigned'],
  assigned: ['in_progress'],
  in_progress: ['completed', 'assigned'],
  completed: ['verified', 'in_progress'],
  verified: ['closed'],
  closed: [],
};

export const OPEN_STATUSES: readonly WorkOrderStatus[] = ['new', 'assigned', 'in_progress'];

/** Transitions only supervisors and up may make: signing work off, and reopening it. */
export const SUPERVISOR_TRANSITIONS: readonly `${WorkOrderStatus}>${WorkOrderStatus}`[] = [
  'completed>verified',
  'verified>closed',
  'completed>in_progress',
];

/**
 * "Late as planned" (issue 26 §1): scheduled to start after it is due. Planning is not the
 * promise; the board shows where the two disagree.
 */
export function isLateAsPlanned(order: {
  scheduledStart: Date | string | null;
  dueDate: Date | string | null;
}) {
  if (order.scheduledStart === null || order.dueDate === null) return false;
  return new Date(order.scheduledStart).getTime() > new Date(order.dueDate).getTime();
}

/** An order's procedure may be given or changed until the work starts (issue 25 §2). */
export function procedureCanChange(status: WorkOrderStatus): boolean {
  return status === 'new' || status === 'assigned';
}

export function canTransition(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

export function needsSupervisor(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return SUPERVISOR_TRANSITIONS.includes(`${from}>${to}`);
}

export const STATUS_LABELS: Readonly<Record<WorkOrderStatus, string>> = {
  new: 'New',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  verified: 'Verified',
  closed: 'Closed',
};

/** The verb a person clicks to move an order to a status. */
export const TRANSITION_ACTIONS: Readonly<Partial<Record<`${WorkOrderStatus}>${WorkOrderStatus}`, string>>> =
  {
    'new>assigned': 'Assign',
    'assigned>in_progress': 'Start work',
    'in_progress>completed': 'Complete',
    'in_progress>assigned': 'Hand back',
    'completed>verified': 'Verify',
    'completed>in_progress': 'Reopen',
    'verified>closed': 'Close',
  };

/** Overdue: a due date in the past on an order that is still open. */
export function isOverdue(
  order: { dueDate: string | null; status: WorkOrderStatus },
  now: Date = new Date(),
): boolean {
  return order.dueDate !== null && OPEN_STATUSES.includes(order.status) && new Date(order.dueDate) < now;
}

/**
 * Whether an order belongs on a person's device (ADR 42): it is open, or it left the open statuses
 * less than REPLICA_CLOSED_DAYS ago. The server selects the same orders in SQL (workingSetOrders).
 */
export function isInWorkingSet(
  order: {
    status: WorkOrderStatus;
    completedAt: string | null;
    verifiedAt: string | null;
    closedAt: string | null;
    updatedAt: string;
  },
  now: Date,
  closedDays: number,
): boolean {
  if (OPEN_STATUSES.includes(order.status)) return true;
  const ended = [order.completedAt, order.verifiedAt, order.closedAt].filter((t): t is string => t !== null);
  const left = ended.length > 0 ? Math.max(...ended.map((t) => Date.parse(t))) : Date.parse(order.updatedAt);
  return left >= now.getTime() - closedDays * 86_400_000;
}

/** How long an order may wait unstarted before it escalates (issue 3 §4). */
export const RESPONSE_TIME_HOURS: Readonly<Record<Priority, number>> = {
  critical: 4,
  high: 12,
  medium: 24,
  low: 72,
};

export const MAX_ESCALATION_LEVEL = 3;

/**
 * FO numbers as the spec gives them, WO-{year}-{NNN}: at least three digits, zero-padded to
 * three and never beyond, so each sequence has one spelling; at most seven digits, so the
 * sequence is bounded (ten million orders per warehouse and year).
 */
export const FO_NUMBER_PATTERN = /^WO-(\d{4})-(\d{3}|[1-9]\d{3,6})$/;
export const MAX_FO_SEQUENCE = 9_999_999;

export function formatFoNumber(year: number, sequence: number): string {
  return `WO-${year}-${String(sequence).padStart(3, '0')}`;
}

/** The year and sequence of a well-formed FO number, else undefined. */
export function parseFoNumber(foNumber: string): { year: number; sequence: number } | undefined {
  const match = FO_NUMBER_PATTERN.exec(foNumber);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : undefined;
}

/**
 * The part of the FO number the work-order card shows. The spec's "second dash-separated
 * segment" is the year for every WO-{year}-{NNN} number, the same on every card, so for that
 * shape the card shows the sequence as written ("099"), which tells cards apart; a number of
 * another shape keeps the spec's rule (or shows whole when it has no dash).
 */
export function foNumberCardSegment(foNumber: string): string {
  const sequence = FO_NUMBER_PATTERN.exec(foNumber)?.[2];
  if (sequence) return sequence;
  return foNumber.split('-')[1] ?? foNumber;
}
