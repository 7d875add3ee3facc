import type { PurchaseOrder, PurchaseOrderSummary, Receipt } from '../../../shared/schemas/purchasing';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { personName } from '../audit/display-names';
import type * as repo from './purchasing.repository';

const centsOf = (quantity: number, unitPrice: string) =>
  BigInt(Math.round(Number(unitPrice) * 100)) * BigInt(quantity);

const amountOf = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** quantity × unit price, "12.50" (exact, in cents: both are at most two decimals). */
export const lineTotal = (quantity: number, unitPrice: string): string =>
  amountOf(centsOf(quantity, unitPrice));

/** What an order's lines add up to, "120.00". */
export const orderTotal = (lines: readonly { quantity: number; unitPrice: string }[]): string =>
  amountOf(lines.reduce((sum, line) => sum + centsOf(line.quantity, line.unitPrice), 0n));

const nameOf = (names: Map<string, string>, id: string | null) => personName(id, id ? names.get(id) : null);

function orderFields(record: repo.OrderRecord, names: Map<string, string>) {
  const { row } = record;
  return {
    id: row.id,
    number: row.number,
    vendorId: row.vendorId,
    vendorName: record.vendorName,
    status: row.status,
    currency: row.currency,
    notes: row.notes,
    expectedDate: row.expectedDate,
    total: row.total,
    createdByName: nameOf(names, row.createdBy),
    submittedAt: toIsoOrNull(row.submittedAt),
    submittedByName: nameOf(names, row.submittedBy),
    approvedAt: toIsoOrNull(row.approvedAt),
    approvedByName: nameOf(names, row.approvedBy),
    orderedAt: toIsoOrNull(row.orderedAt),
    receivedAt: toIsoOrNull(row.receivedAt),
    closedAt: toIsoOrNull(row.closedAt),
    cancelledAt: toIsoOrNull(row.cancelledAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

export const toOrderSummaryDto = (
  record: repo.OrderRecord,
  names: Map<string, string>,
): PurchaseOrderSummary => ({
  ...orderFields(record, names),
  lineCount: record.lineCount,
});

export function toOrderDto({
  record,
  lines,
  receipts,
  receiptLines,
  names,
}: {
  record: repo.OrderRecord;
  lines: repo.LineRecord[];
  receipts: repo.ReceiptRow[];
  receiptLines: repo.ReceiptLineRow[];
  names: Map<string, string>;
}): PurchaseOrder {
  const linesOfReceipt = (id: string): Receipt['lines'] =>
    receiptLines
      .filter((line) => line.receiptId === id)
      .map((line) => ({
        lineId: line.lineId,
        partId: line.partId,
        quantity: line.quantity,
        unitCost: line.unitCost,
      }));
  return {
    ...orderFields(record, names),
    lines: lines.map(({ row, partNumber, partName }) => ({
      id: row.id,
      partId: row.partId,
      partNumber,
      partName,
      position: row.position,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      vendorPartNumber: row.vendorPartNumber,
      receivedQuantity: row.receivedQuantity,
      allowOverReceipt: row.allowOverReceipt,
      lineTotal: lineTotal(row.quantity, row.unitPrice),
    })),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      receivedAt: toIso(receipt.receivedAt),
      receivedByName: nameOf(names, receipt.receivedBy),
      reversedAt: toIsoOrNull(receipt.reversedAt),
      reversedByName: nameOf(names, receipt.reversedBy),
      lines: linesOfReceipt(receipt.id),
    })),
  };
}
