import type {
  partVendors,
  purchaseOrderLines,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
  purchaseOrderSequences,
} from '../schema';
import type { Delivery, StockLedger } from './parts';
import { addDays, addHours, atWorkingHour, createRng, isoDate, seedFrom, type Rng } from './random';
import type { PlantContext, PurchaseOrderSpec, PurchasingSpec, SeededPart } from './types';

type PartVendorRow = typeof partVendors.$inferInsert;
type OrderRow = typeof purchaseOrders.$inferInsert;
type LineRow = typeof purchaseOrderLines.$inferInsert;
type ReceiptRow = typeof purchaseOrderReceipts.$inferInsert;
type ReceiptLineRow = typeof purchaseOrderReceiptLines.$inferInsert;
type SequenceRow = typeof purchaseOrderSequences.$inferInsert;

/** The demo plants' currency (accounts.ts). */
const CURRENCY = 'USD';
/** The default approval limit of a supervisor (ADR 59): above it, a manager approves. */
const SUPERVISOR_LIMIT_CENTS = 100_000;
/** The order of the steps an order goes through; a status has taken every step before its own. */
const STEPS = ['draft', 'submitted', 'approved', 'ordered', 'partially_received', 'received'] as const;

interface Quote {
  vendorId: string;
  vendorPartNumber: string;
  priceCents: number;
  leadTimeDays: number;
}

export interface PurchasingHistory {
  partVendors: PartVendorRow[];
  orders: OrderRow[];
  lines: LineRow[];
  receipts: ReceiptRow[];
  sequences: SequenceRow[];
  /** What the receipts took in, by order line, for the stock ledger to place among the parts' uses. */
  deliveries: (Delivery & { lineId: string })[];
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** Capitals of the vendor's name: their catalogue prefix, e.g. "MI-6205-2RS". */
const prefixOf = (vendor: string) => vendor.replace(/[^A-Z]/g, '').slice(0, 3);

/**
 * Each part's vendors with their price and lead time, and the plant's purchase orders with
 * their lines and receipts (ADR 59). Its own random stream: the rest of the demo draws as before.
 */
export function buildPurchasingHistory(
  ctx: PlantContext,
  parts: SeededPart[],
  vendorIdByName: Map<string, string>,
  spec: PurchasingSpec | undefined,
): PurchasingHistory {
  const rng = createRng(seedFrom(`${ctx.warehouseId}:purchasing`));
  const since = addDays(ctx.now, -190);
  const quotes = new Map<string, Quote>();
  const partVendorRows: PartVendorRow[] = [];
  const quote = (part: SeededPart, vendor: string, markup: number) => {
    const vendorId = vendorIdByName.get(vendor);
    if (!vendorId) throw new Error(`Demo seed: unknown vendor ${vendor}`);
    const row = {
      vendorId,
      vendorPartNumber: `${prefixOf(vendor)}-${part.spec.partNumber}`,
      priceCents: Math.round(Number(part.spec.unitCost) * 100 * markup),
      leadTimeDays: rng.int(3, 14),
    };
    partVendorRows.push({
      partId: part.id,
      vendorId,
      vendorPartNumber: row.vendorPartNumber,
      unitPrice: money(row.priceCents),
      leadTimeDays: row.leadTimeDays,
      createdAt: since,
      updatedAt: since,
    });
    return row;
  };
  for (const part of parts) quotes.set(part.id, quote(part, part.spec.vendor, rng.float(0.96, 1.04)));
  const byNumber = new Map(parts.map((part) => [part.spec.partNumber, part]));
  const partOf = (partNumber: string) => {
    const part = byNumber.get(partNumber);
    if (!part) throw new Error(`Demo seed: unknown part ${partNumber}`);
    return part;
  };
  for (const alternate of spec?.alternates ?? [])
    quote(partOf(alternate.partNumber), alternate.vendor, rng.float(1.05, 1.12));

  const history: PurchasingHistory = {
    partVendors: partVendorRows,
    orders: [],
    lines: [],
    receipts: [],
    sequences: [],
    deliveries: [],
  };
  const perYear = new Map<number, number>();
  const orders = [...(spec?.orders ?? [])].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
  for (const order of orders) {
    const createdAt = atWorkingHour(addDays(ctx.now, -order.createdDaysAgo), rng);
    const year = createdAt.getUTCFullYear();
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    const number = `PO-${year}-${String(sequence).padStart(4, '0')}`;
    const lines = order.lines.map((line) => {
      const part = partOf(line.partNumber);
      const preferred = quotes.get(part.id);
      if (!preferred) throw new Error(`Demo seed: no price for ${line.partNumber}`);
      return { ...line, part, quote: preferred };
    });
    addOrder(ctx, rng, history, { spec: order, number, createdAt, lines });
  }
  history.sequences = [...perYear].map(([year, lastSequence]) => ({
    warehouseId: ctx.warehouseId,
    year,
    lastSequence,
  }));
  return history;
}

interface OrderDraft {
  spec: PurchaseOrderSpec;
  number: string;
  createdAt: Date;
  lines: { part: SeededPart; quantity: number; received?: number; quote: Quote }[];
}

/** One order, its lines and its receipts, each step after the one before and none after now. */
function addOrder(ctx: PlantContext, rng: Rng, history: PurchasingHistory, draft: OrderDraft): void {
  const [supervisor, manager] = ctx.staff.supervisorsAndManagers;
  if (!supervisor || !manager) throw new Error('Demo seed: purchasing needs a supervisor and a manager');
  const { spec, lines } = draft;
  const vendorId = lines[0]?.quote.vendorId;
  if (!vendorId || lines.some((line) => line.quote.vendorId !== vendorId))
    throw new Error(`Demo seed: ${draft.number} must buy from one vendor`);
  const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.quote.priceCents, 0);
  const reached = (step: (typeof STEPS)[number]) =>
    STEPS.indexOf(step) <= STEPS.indexOf(spec.status === 'cancelled' ? 'approved' : spec.status);

  const submittedAt = reached('submitted') ? addHours(draft.createdAt, rng.int(1, 4)) : null;
  // Within the supervisor's own limit submitting approves at once; above it a manager approves later.
  const byManager = totalCents > SUPERVISOR_LIMIT_CENTS;
  const approvedAt =
    submittedAt && reached('approved') ? addHours(submittedAt, byManager ? rng.int(4, 26) : 0) : null;
  const orderedAt = approvedAt && reached('ordered') ? addHours(approvedAt, rng.int(1, 3)) : null;
  const leadDays = Math.max(...lines.map((line) => line.quote.leadTimeDays));
  const cancelledAt = approvedAt && spec.status === 'cancelled' ? addDays(approvedAt, rng.int(1, 2)) : null;

  const orderId = rng.uuid();
  const orderLines = lines.map((line, index) => ({
    ...line,
    id: rng.uuid(),
    position: index + 1,
    received: spec.status === 'received' ? line.quantity : (line.received ?? 0),
  }));
  // A split delivery brings the first line alone, the rest three days later.
  const deliveries =
    orderLines.some((line) => line.received > 0) && orderedAt ? [0, ...(spec.split ? [3] : [])] : [];
  const firstAt = orderedAt
    ? spec.late
      ? addDays(orderedAt, leadDays + rng.int(2, 4))
      : addDays(orderedAt, leadDays - rng.int(0, 2))
    : null;
  const receiptTimes = firstAt ? deliveries.map((days) => addDays(firstAt, days)) : [];
  const stamps = [draft.createdAt, submittedAt, approvedAt, orderedAt, cancelledAt, ...receiptTimes];
  const updatedAt = new Date(Math.max(...stamps.map((at) => at?.getTime() ?? 0)));
  if (updatedAt > ctx.now) throw new Error(`Demo seed: ${draft.number} would be changed after now`);

  receiptTimes.forEach((receivedAt, index) => {
    const receiptId = rng.uuid();
    history.receipts.push({
      id: receiptId,
      purchaseOrderId: orderId,
      receivedBy: ctx.staff.notifiedTechnician,
      receivedAt,
    });
    for (const line of orderLines) {
      const inThis = spec.split && line.position > 1 ? index === 1 : index === 0;
      if (!inThis || line.received === 0) continue;
      history.deliveries.push({
        lineId: line.id,
        receiptLineId: rng.uuid(),
        receiptId,
        movementId: rng.uuid(),
        partId: line.part.id,
        quantity: line.received,
        unitCost: money(line.quote.priceCents),
        at: receivedAt,
        reason: `Received on ${draft.number}`,
        userId: ctx.staff.notifiedTechnician,
      });
    }
  });

  history.orders.push({
    id: orderId,
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    number: draft.number,
    vendorId,
    status: spec.status,
    currency: CURRENCY,
    expectedDate: orderedAt ? isoDate(addDays(orderedAt, leadDays)) : null,
    total: money(totalCents),
    createdBy: supervisor,
    submittedBy: submittedAt ? supervisor : null,
    submittedAt,
    approvedBy: approvedAt ? (byManager ? manager : supervisor) : null,
    approvedAt,
    orderedAt,
    receivedAt: spec.status === 'received' ? (receiptTimes.at(-1) ?? null) : null,
    cancelledAt,
    createdAt: draft.createdAt,
    updatedAt,
    // One save per step: submitting (approving at once), a later approval, ordering, cancelling, each receipt.
    version:
      1 +
      [submittedAt, byManager ? approvedAt : null, orderedAt, cancelledAt].filter(Boolean).length +
      receiptTimes.length,
  });
  for (const line of orderLines)
    history.lines.push({
      id: line.id,
      purchaseOrderId: orderId,
      partId: line.part.id,
      position: line.position,
      quantity: line.quantity,
      unitPrice: money(line.quote.priceCents),
      vendorPartNumber: line.quote.vendorPartNumber,
      receivedQuantity: line.received,
    });
}

/** The receipt lines, with the part's average cost before and after each as the ledger worked it out. */
export function receiptLineRows(history: PurchasingHistory, ledger: StockLedger): ReceiptLineRow[] {
  return history.deliveries.map((delivery) => {
    const costs = ledger.costsByReceiptLine.get(delivery.receiptLineId);
    if (!costs) throw new Error('Demo seed: a delivery the ledger did not take in');
    return {
      id: delivery.receiptLineId,
      receiptId: delivery.receiptId,
      lineId: delivery.lineId,
      partId: delivery.partId,
      quantity: delivery.quantity,
      unitCost: delivery.unitCost,
      ...costs,
    };
  });
}
