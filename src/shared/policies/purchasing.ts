import { said } from '../i18n/error-texts/purchasing';
import type { PurchaseOrderStatus, Role } from '../domain';
import { amountInWords } from '../money-words';
import type { ApprovalLimits } from '../schemas/plant-settings';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/**
 * Who approves a purchase order and what each status allows (issue 27 §3, ADR 59). Read by the
 * purchasing service and by the screens that offer the actions.
 */

/** The largest total the role approves; null: any amount. */
export function approvalLimitOf(role: Role, limits: ApprovalLimits): number | null {
  return limits[role] ?? null;
}

export const coversTotal = (role: Role, limits: ApprovalLimits, total: number): boolean => {
  const limit = approvalLimitOf(role, limits);
  return limit === null || total <= limit;
};

export function approvePurchaseOrder(
  actor: PolicyActor,
  limits: ApprovalLimits,
  order: { status: PurchaseOrderStatus; total: number },
): Decision {
  if (order.status !== 'submitted') return refuse(said('purchasing.onlySubmittedApproved'), 'conflict');
  const limit = approvalLimitOf(actor.role, limits);
  if (limit !== null && order.total > limit) {
    return refuse(
      `This order is above your approval limit of ${amountInWords(limit)}: someone whose limit covers it must approve it`,
    );
  }
  return allow;
}

const STATUS_WORDS: Readonly<Record<PurchaseOrderStatus, string>> = {
  draft: 'a draft',
  submitted: 'submitted',
  approved: 'approved',
  ordered: 'ordered',
  partially_received: 'partially received',
  received: 'received',
  closed: 'closed',
  cancelled: 'cancelled',
};

const inStatus = (allowed: readonly PurchaseOrderStatus[], status: PurchaseOrderStatus, what: string) =>
  allowed.includes(status) ? allow : refuse(`${what}: the order is ${STATUS_WORDS[status]}`, 'conflict');

/** Lines, vendor and notes change, and the order is deleted, only while it is a draft. */
export const editPurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['draft'], status, 'Only a draft can be changed');

export const submitPurchaseOrder = (status: PurchaseOrderStatus, lineCount: number): Decision =>
  lineCount === 0
    ? refuse(said('purchasing.addLineFirst'), 'conflict')
    : inStatus(['draft'], status, 'Only a draft can be submitted');

export const markOrdered = (status: PurchaseOrderStatus) =>
  inStatus(['approved'], status, 'Only an approved order can be marked ordered');

/** Before anything is received; after that, what did not come is closed short instead. */
export const cancelPurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['draft', 'submitted', 'approved', 'ordered'], status, 'This order can no longer be cancelled');

export const receiveOnOrder = (status: PurchaseOrderStatus) =>
  inStatus(['ordered', 'partially_received'], status, 'Only an ordered order can be received');

export const closePurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['partially_received', 'received'], status, 'Only a received order can be closed');

/** A receipt is reversed while its order is still open for receiving. */
export const reverseReceipt = (status: PurchaseOrderStatus) =>
  inStatus(['partially_received', 'received'], status, 'This receipt can no longer be reversed');

/** What receiving leaves the order at, from its lines. */
export function statusAfterReceiving(lines: readonly { quantity: number; receivedQuantity: number }[]) {
  const received = lines.some((line) => line.receivedQuantity > 0);
  if (!received) return 'ordered' as const;
  return lines.every((line) => line.receivedQuantity >= line.quantity)
    ? ('received' as const)
    : ('partially_received' as const);
}
