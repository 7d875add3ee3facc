import { describe, expect, it } from 'vitest';
import {
  approvalLimitOf,
  approvePurchaseOrder,
  cancelPurchaseOrder,
  coversTotal,
  statusAfterReceiving,
  submitPurchaseOrder,
} from './purchasing';

const LIMITS = { technician: 0, supervisor: 1000, manager: 10000 };
const who = (role: 'supervisor' | 'manager' | 'admin') => ({ userId: 'u1', role });

describe('purchase order approval limits', () => {
  it('covers up to the limit, and a role left out covers any amount', () => {
    expect(coversTotal('supervisor', LIMITS, 1000)).toBe(true);
    expect(coversTotal('supervisor', LIMITS, 1000.01)).toBe(false);
    expect(coversTotal('admin', LIMITS, 5_000_000)).toBe(true);
    expect(approvalLimitOf('admin', LIMITS)).toBeNull();
    expect(coversTotal('technician', LIMITS, 0.01)).toBe(false);
  });

  it('lets an approver approve a submitted order their limit covers, and says why not otherwise', () => {
    expect(approvePurchaseOrder(who('manager'), LIMITS, { status: 'submitted', total: 1500 })).toEqual({
      allowed: true,
    });
    expect(approvePurchaseOrder(who('supervisor'), LIMITS, { status: 'submitted', total: 1500 })).toEqual({
      allowed: false,
      kind: 'forbidden',
      reason:
        'This order is above your approval limit of 1,000.00: someone whose limit covers it must approve it',
    });
    expect(approvePurchaseOrder(who('admin'), LIMITS, { status: 'draft', total: 1 })).toMatchObject({
      allowed: false,
      kind: 'conflict',
    });
  });
});

describe('purchase order statuses', () => {
  it('submits a draft with lines only, and cancels only before anything is received', () => {
    expect(submitPurchaseOrder('draft', 0)).toMatchObject({
      allowed: false,
      reason: 'Add at least one line before submitting the order',
    });
    expect(submitPurchaseOrder('draft', 1).allowed).toBe(true);
    expect(cancelPurchaseOrder('ordered').allowed).toBe(true);
    expect(cancelPurchaseOrder('partially_received')).toMatchObject({
      allowed: false,
      reason: 'This order can no longer be cancelled: the order is partially received',
    });
  });

  it('follows its lines when received', () => {
    expect(statusAfterReceiving([{ quantity: 10, receivedQuantity: 0 }])).toBe('ordered');
    expect(
      statusAfterReceiving([
        { quantity: 10, receivedQuantity: 10 },
        { quantity: 2, receivedQuantity: 1 },
      ]),
    ).toBe('partially_received');
    expect(statusAfterReceiving([{ quantity: 3, receivedQuantity: 5 }])).toBe('received');
  });
});
