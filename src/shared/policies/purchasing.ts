import { said, saidByIcu, type IcuCode } from '../i18n/error-texts/purchasing';
import type { PurchaseOrderStatus, Role } from '../domain';
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
    return refuse(saidByIcu('purchasing.aboveApprovalLimit', { limit }));
  }
  return allow;
}

/** The refusal names the status by its code, which each language words ("the order is a draft"). */
type StatusRefusal = Exclude<IcuCode, 'purchasing.aboveApprovalLimit'>;

const inStatus = (
  allowed: readonly PurchaseOrderStatus[],
  status: PurchaseOrderStatus,
  refusal: StatusRefusal,
) => (allowed.includes(status) ? allow : refuse(saidByIcu(refusal, { status }), 'conflict'));

/** Lines, vendor and notes change, and the order is deleted, only while it is a draft. */
export const editPurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['draft'], status, 'purchasing.onlyDraftChanged');

export const submitPurchaseOrder = (status: PurchaseOrderStatus, lineCount: number): Decision =>
  lineCount === 0
    ? refuse(said('purchasing.addLineFirst'), 'conflict')
    : inStatus(['draft'], status, 'purchasing.onlyDraftSubmitted');

export const markOrdered = (status: PurchaseOrderStatus) =>
  inStatus(['approved'], status, 'purchasing.onlyApprovedMarkedOrdered');

/** Before anything is received; after that, what did not come is closed short instead. */
export const cancelPurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['draft', 'submitted', 'approved', 'ordered'], status, 'purchasing.noLongerCancelled');

export const receiveOnOrder = (status: PurchaseOrderStatus) =>
  inStatus(['ordered', 'partially_received'], status, 'purchasing.onlyOrderedReceived');

export const closePurchaseOrder = (status: PurchaseOrderStatus) =>
  inStatus(['partially_received', 'received'], status, 'purchasing.onlyReceivedClosed');

/** A receipt is reversed while its order is still open for receiving. */
export const reverseReceipt = (status: PurchaseOrderStatus) =>
  inStatus(['partially_received', 'received'], status, 'purchasing.receiptNoLongerReversed');

/** What receiving leaves the order at, from its lines. */
export function statusAfterReceiving(lines: readonly { quantity: number; receivedQuantity: number }[]) {
  const received = lines.some((line) => line.receivedQuantity > 0);
  if (!received) return 'ordered' as const;
  return lines.every((line) => line.receivedQuantity >= line.quantity)
    ? ('received' as const)
    : ('partially_received' as const);
}
