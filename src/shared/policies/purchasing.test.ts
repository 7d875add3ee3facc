import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_STATUSES } from '../domain';
import { codeOfMessage } from '../i18n/said';
import {
  approvalLimitOf,
  approvePurchaseOrder,
  cancelPurchaseOrder,
  coversTotal,
  editPurchaseOrder,
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

describe('refusals by code (ADR 65)', () => {
  /** The words each status had in the English before it travelled as a code. */
  const WORDS: Record<string, string> = { draft: 'a draft', partially_received: 'partially received' };

  it('words every status as before and remembers it as a code with the status as its param', () => {
    for (const status of PURCHASE_ORDER_STATUSES.filter((s) => s !== 'draft')) {
      const decision = editPurchaseOrder(status);
      const reason = decision.allowed ? '' : decision.reason;
      expect(reason).toBe(`Only a draft can be changed: the order is ${WORDS[status] ?? status}`);
      expect(codeOfMessage(reason)).toEqual({ code: 'purchasing.onlyDraftChanged', params: { status } });
    }
    expect(cancelPurchaseOrder('partially_received')).toMatchObject({
      reason: 'This order can no longer be cancelled: the order is partially received',
    });
  });

  it('gives the approval limit as a number, worded with two decimals and thousands', () => {
    const decision = approvePurchaseOrder(
      who('supervisor'),
      { supervisor: 12345.5 },
      {
        status: 'submitted',
        total: 20000,
      },
    );
    const reason = decision.allowed ? '' : decision.reason;
    expect(reason).toBe(
      'This order is above your approval limit of 12,345.50: someone whose limit covers it must approve it',
    );
    expect(codeOfMessage(reason)).toEqual({
      code: 'purchasing.aboveApprovalLimit',
      params: { limit: 12345.5 },
    });
  });
});
