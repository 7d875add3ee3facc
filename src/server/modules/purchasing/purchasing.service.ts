import { ROLES, type PurchaseOrderStatus } from '../../../shared/domain';
import type { Decision } from '../../../shared/policies/decision';
import { amountInWords } from '../../../shared/money-words';
import { can } from '../../../shared/permissions';
import * as policy from '../../../shared/policies/purchasing';
import type {
  CreatePurchaseOrder,
  CreateReceipt,
  ListPurchaseOrdersQuery,
  PurchaseOrder,
  PurchaseOrderLineInput,
  UpdatePurchaseOrder,
} from '../../../shared/schemas/purchasing';
import type { Database, Executor } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PartsService } from '../parts/parts.service';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import type { VendorsService } from '../vendors/vendors.service';
import { enqueueMails } from '../mail/mail.repository';
import { wordedMails, type MailTexts } from '../mail/worded-mail';
import { NOT_SENT_NO_SERVER, type MailSettings } from '../mail/mail-delivery';
import { localeOf } from '../../i18n/reader-locales';
import { renderPurchaseOrder, wordingFor } from './purchase-order-document';
import { vendorLetter } from './vendor-letter';
import { orderTotal, toOrderDto, toOrderSummaryDto } from './purchase-order-dto';
import * as partVendorsRepo from './part-vendors.repository';
import * as repo from './purchasing.repository';
import { phrase } from '../../../shared/i18n/error-texts';

export interface PurchasingServiceDeps {
  mailSettings: Pick<MailSettings, 'smtpUrl'>;
  db: Database;
  clock: Clock;
  events: EventBus;
  parts: PartsService;
  vendors: VendorsService;
  notifications: NotificationsService;
  plantSettings: PlantSettingsService;
}

/** PO-{year}-{sequence}, four digits at least, per warehouse (issue 27 §3). */
export const formatPoNumber = (year: number, sequence: number) =>
  `PO-${year}-${String(sequence).padStart(4, '0')}`;

/**
 * Purchase orders from draft to received (issue 27, ADR 59): numbering, approval by role limits,
 * receiving at a price with the parts' moving average cost, and reversal by a counter-movement.
 * Each change writes its audit row and its outbox event in its transaction.
 */
export function createPurchasingService(deps: PurchasingServiceDeps) {
  const { db, clock, events, parts, vendors, notifications, plantSettings } = deps;

  /**
   * The order, locked until the transaction ends, at the version the person saw (If-Match, when
   * sent): every change of an order starts here, so changes of one order run one after another.
   */
  async function lockAt(actor: AuthContext, id: string, tx: Executor, expected: number | undefined) {
    const row = await repo.findOrder(tx, actor.warehouseId, id, true);
    if (!row) throw notFound('Purchase order');
    if (expected !== undefined && expected !== row.version)
      throw versionConflict(await present(actor, id, tx));
    return row;
  }

  /** The order as the API answers it, read inside `tx` when given (so a change sees itself). */
  async function present(actor: AuthContext, id: string, tx: Executor = db): Promise<PurchaseOrder> {
    const record = await repo.findOrderRecord(tx, actor.warehouseId, id);
    if (!record) throw notFound('Purchase order');
    const [lines, receipts] = await Promise.all([repo.linesOf(tx, id), repo.receiptsOf(tx, id)]);
    const receiptLines = await repo.receiptLinesOf(
      tx,
      receipts.map((r) => r.id),
    );
    const names = await repo.namesOf(tx, [
      record.row.createdBy,
      record.row.submittedBy,
      record.row.approvedBy,
      ...receipts.flatMap((r) => [r.receivedBy, r.reversedBy]),
    ]);
    return toOrderDto({ record, lines, receipts, receiptLines, names });
  }

  const event = (actor: AuthContext, action: string, order: PurchaseOrder) =>
    mutationEvent(
      actor,
      { topic: 'inventory', type: 'purchase_order', action, id: order.id, data: order },
      clock.now(),
    );

  /** Audits the change, answers the order as it now is, and tells the warehouse. */
  async function settle(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    id: string,
    action: string,
    changes?: Record<string, unknown>,
  ): Promise<PurchaseOrder> {
    await recordAudit(tx, actor, { entityType: 'purchase_order', entityId: id, action, changes });
    const order = await present(actor, id, tx);
    outbox.push(event(actor, action, order));
    return order;
  }

  async function vendorOf(actor: AuthContext, vendorId: string, tx: Executor) {
    const vendor = await vendors.findVendor(actor.warehouseId, vendorId, tx);
    if (!vendor) throw notFound('Vendor');
    return vendor;
  }

  /** Each line with its part checked and its price and vendor number filled from the vendor's list. */
  async function resolveLines(
    actor: AuthContext,
    vendorId: string,
    lines: readonly PurchaseOrderLineInput[],
    tx: Executor,
  ): Promise<repo.LineValues[]> {
    const partIds = [...new Set(lines.map((line) => line.partId))];
    const [found, quotes] = await Promise.all([
      parts.findMany(actor.warehouseId, partIds, tx),
      partVendorsRepo.quotesOf(tx, vendorId, partIds),
    ]);
    const partById = new Map(found.map((part) => [part.id, part]));
    const quoteOf = new Map(quotes.map((quote) => [quote.partId, quote]));
    return lines.map((line) => {
      const part = partById.get(line.partId);
      if (!part) throw notFound('Part');
      const quote = quoteOf.get(part.id);
      return {
        partId: part.id,
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? quote?.unitPrice ?? part.unitCost,
        vendorPartNumber: line.vendorPartNumber ?? quote?.vendorPartNumber ?? null,
        allowOverReceipt: line.allowOverReceipt ?? false,
      };
    });
  }

  async function list(actor: AuthContext, query: ListPurchaseOrdersQuery) {
    const [records, total] = await Promise.all([
      repo.listOrders(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countOrders(db, actor.warehouseId, query),
    ]);
    const page = pageOf(records, query.limit, (r) => ({ v: r.row.createdAt.toISOString(), id: r.row.id }));
    const names = await repo.namesOf(
      db,
      page.items.flatMap((r) => [r.row.createdBy, r.row.submittedBy, r.row.approvedBy]),
    );
    return { items: page.items.map((r) => toOrderSummaryDto(r, names)), nextCursor: page.nextCursor, total };
  }

  const get = (actor: AuthContext, id: string) => present(actor, id);

  async function create(actor: AuthContext, input: CreatePurchaseOrder): Promise<PurchaseOrder> {
    return inTransaction(db, events, async (tx, outbox) => {
      await vendorOf(actor, input.vendorId, tx);
      const lines = await resolveLines(actor, input.vendorId, input.lines, tx);
      const now = clock.now();
      const { currency } = await plantSettings.reportContext(actor);
      const sequence = await repo.nextSequence(tx, actor.warehouseId, now.getUTCFullYear());
      const row = await repo.insertOrder(tx, {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        number: formatPoNumber(now.getUTCFullYear(), sequence),
        vendorId: input.vendorId,
        currency,
        notes: input.notes ?? null,
        expectedDate: input.expectedDate ?? null,
        total: orderTotal(lines),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.replaceLines(tx, row.id, lines);
      return settle(tx, outbox, actor, row.id, 'created');
    });
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdatePurchaseOrder,
    expected?: number,
  ): Promise<PurchaseOrder> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await lockAt(actor, id, tx, expected);
      enforce(policy.editPurchaseOrder(before.status));
      const { lines, ...fields } = input;
      const vendorId = input.vendorId ?? before.vendorId;
      if (input.vendorId) await vendorOf(actor, input.vendorId, tx);
      const changes: Partial<repo.OrderRow> = { ...fields };
      if (lines) {
        const resolved = await resolveLines(actor, vendorId, lines, tx);
        await repo.replaceLines(tx, id, resolved);
        changes.total = orderTotal(resolved);
      }
      await repo.updateOrderRow(tx, actor.warehouseId, id, changes);
      return settle(tx, outbox, actor, id, 'updated', {
        ...diffFields(before, fields),
        ...(lines ? { lines: { from: null, to: lines.length } } : {}),
      });
    });
  }

  /** A draft that will not be sent; its number stays taken. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const before = await lockAt(actor, id, tx, expected);
      enforce(policy.editPurchaseOrder(before.status));
      const order = await present(actor, id, tx);
      await repo.updateOrderRow(tx, actor.warehouseId, id, { deletedAt: clock.now() });
      await recordAudit(tx, actor, { entityType: 'purchase_order', entityId: id, action: 'deleted' });
      outbox.push(event(actor, 'deleted', order));
    });
  }

  /** One status change of a locked order, audited with the status it went from and to. */
  async function transition(
    actor: AuthContext,
    id: string,
    expected: number | undefined,
    change: (order: repo.OrderRow, tx: Executor, outbox: Outbox) => Promise<string>,
  ): Promise<PurchaseOrder> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await lockAt(actor, id, tx, expected);
      const action = await change(order, tx, outbox);
      const after = await present(actor, id, tx);
      await recordAudit(tx, actor, {
        entityType: 'purchase_order',
        entityId: id,
        action,
        changes: { status: { from: order.status, to: after.status } },
      });
      outbox.push(event(actor, action, after));
      return after;
    });
  }

  /** A step that only moves the status and stamps when (ordered, cancelled, closed). */
  const stamp =
    (
      allowed: (status: PurchaseOrderStatus) => Decision,
      status: PurchaseOrderStatus,
      at: 'orderedAt' | 'cancelledAt' | 'closedAt',
    ) =>
    (actor: AuthContext, id: string, expected?: number) =>
      transition(actor, id, expected, async (order, tx) => {
        enforce(allowed(order.status));
        await repo.updateOrderRow(tx, actor.warehouseId, id, { status, [at]: clock.now() });
        return status;
      });

  /** Who is told that an order waits for approval: the roles whose limit covers it. */
  function approverRoles(limits: Parameters<typeof policy.coversTotal>[1], total: number) {
    return ROLES.filter((role) => can(role, 'purchasing.write') && policy.coversTotal(role, limits, total));
  }

  /**
   * The approvers are mailed too (issue 27 §3), each unless they turned approval notices off;
   * without a mail server the mails are kept as not sent (ADR 50).
   */
  async function mailApprovers(tx: Executor, actor: AuthContext, roles: readonly string[], texts: MailTexts) {
    const readers = await notifications.mailReadersForRoles(tx, actor.warehouseId, roles, 'po_approval');
    await enqueueMails(
      tx,
      wordedMails(
        readers,
        {
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          kind: 'purchase_order.approval',
        },
        texts,
      ),
      deps.mailSettings.smtpUrl ? undefined : NOT_SENT_NO_SERVER,
    );
  }

  /**
   * Within the submitter's own limit the order is approved at once; above it, it waits and
   * everyone who may approve it is told.
   */
  const submit = (actor: AuthContext, id: string, expected?: number) =>
    transition(actor, id, expected, async (order, tx, outbox) => {
      const lines = await repo.linesOf(tx, id);
      enforce(policy.submitPurchaseOrder(order.status, lines.length));
      const limits = await plantSettings.approvalLimits(actor, tx);
      const total = Number(order.total);
      const now = clock.now();
      const base = { submittedBy: actor.userId, submittedAt: now };
      if (policy.coversTotal(actor.role, limits, total)) {
        await repo.updateOrderRow(tx, actor.warehouseId, id, {
          ...base,
          status: 'approved',
          approvedBy: actor.userId,
          approvedAt: now,
        });
        return 'approved';
      }
      await repo.updateOrderRow(tx, actor.warehouseId, id, { ...base, status: 'submitted' });
      const vendor = await vendorOf(actor, order.vendorId, tx);
      const roles = approverRoles(limits, total);
      const amount = `${amountInWords(order.total)} ${order.currency}`;
      const title = { key: 'notification.poAwaitsApproval.title', params: { number: order.number } } as const;
      await mailApprovers(tx, actor, roles, {
        subject: title,
        body: {
          key: 'mail.poAwaitsApproval.body',
          params: { number: order.number, vendor: vendor.name, amount },
        },
      });
      await notifications.notifyRoles(
        tx,
        outbox,
        [
          {
            organizationId: actor.organizationId,
            warehouseId: actor.warehouseId,
            type: 'po_approval',
            ...wordedNotice({
              title,
              message: {
                key: 'notification.poAwaitsApproval.message',
                params: { vendor: vendor.name, amount },
              },
            }),
            priority: 'normal',
            data: { purchaseOrderId: id, number: order.number, total: order.total },
          },
        ],
        roles,
      );
      return 'submitted';
    });

  const approve = (actor: AuthContext, id: string, expected?: number) =>
    transition(actor, id, expected, async (order, tx, outbox) => {
      const limits = await plantSettings.approvalLimits(actor, tx);
      enforce(
        policy.approvePurchaseOrder(actor, limits, { status: order.status, total: Number(order.total) }),
      );
      await repo.updateOrderRow(tx, actor.warehouseId, id, {
        status: 'approved',
        approvedBy: actor.userId,
        approvedAt: clock.now(),
      });
      if (order.submittedBy && order.submittedBy !== actor.userId) {
        await notifications.notifyUsers(tx, outbox, [order.submittedBy], {
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          type: 'po_approval',
          ...wordedNotice({
            title: { key: 'notification.poApproved.title', params: { number: order.number } },
            message: { key: 'notification.poApproved.message' },
          }),
          priority: 'normal',
          data: { purchaseOrderId: id, number: order.number },
        });
      }
      return 'approved';
    });

  const markOrdered = stamp(policy.markOrdered, 'ordered', 'orderedAt');
  const cancel = stamp(policy.cancelPurchaseOrder, 'cancelled', 'cancelledAt');
  /** Received whole, or closed short: what did not come is no longer expected. */
  const close = stamp(policy.closePurchaseOrder, 'closed', 'closedAt');

  /** The order's status and received time as its lines now stand. */
  async function followLines(actor: AuthContext, tx: Executor, order: repo.OrderRow) {
    const lines = await repo.linesOf(tx, order.id);
    const status = policy.statusAfterReceiving(lines.map((l) => l.row));
    await repo.updateOrderRow(tx, actor.warehouseId, order.id, {
      status,
      receivedAt: status === 'received' ? (order.receivedAt ?? clock.now()) : null,
    });
  }

  /**
   * Takes a delivery in: stock up at the line's price, the moving average cost with it, the
   * line's received quantity and the order's status. The order's row lock serializes receipts
   * of one order, so two people receiving the same line never take in more than was ordered.
   */
  const receive = (actor: AuthContext, id: string, input: CreateReceipt) =>
    transition(actor, id, undefined, async (order, tx, outbox) => {
      enforce(policy.receiveOnOrder(order.status));
      const lines = new Map((await repo.linesOf(tx, id)).map((line) => [line.row.id, line]));
      for (const wanted of input.lines) {
        const line = lines.get(wanted.lineId);
        if (!line) throw notFound('Order line');
        const left = line.row.quantity - line.row.receivedQuantity;
        if (wanted.quantity > left && !line.row.allowOverReceipt) {
          throw new AppError(
            'CONFLICT',
            phrase('purchasing.remaining', {
              left: Math.max(left, 0),
              partNumber: line.partNumber,
              number: order.number,
            }),
            {
              details: [
                {
                  path: 'lines',
                  ...phrase('purchasing.atMostOf', { left: Math.max(left, 0), partNumber: line.partNumber }),
                },
              ],
            },
          );
        }
      }
      const receipt = await repo.insertReceipt(tx, {
        purchaseOrderId: id,
        receivedBy: actor.userId,
        receivedAt: clock.now(),
      });
      // In part order: two receipts that share parts lock them in the same order, so neither deadlocks.
      const byPart = [...input.lines].sort((a, b) =>
        (lines.get(a.lineId)?.row.partId ?? '').localeCompare(lines.get(b.lineId)?.row.partId ?? ''),
      );
      for (const wanted of byPart) {
        const line = lines.get(wanted.lineId) as repo.LineRecord;
        const moved = await parts.moveStockAtCost(tx, outbox, actor, {
          partId: line.row.partId,
          delta: wanted.quantity,
          reason: `Received on ${order.number}`,
          receiptId: receipt.id,
          cost: { kind: 'average-in', unitCost: line.row.unitPrice },
        });
        await repo.insertReceiptLine(tx, {
          receiptId: receipt.id,
          lineId: line.row.id,
          partId: line.row.partId,
          quantity: wanted.quantity,
          unitCost: line.row.unitPrice,
          costBefore: moved.costBefore,
          costAfter: moved.costAfter,
        });
        await repo.addReceived(tx, line.row.id, wanted.quantity);
      }
      await followLines(actor, tx, order);
      return 'received';
    });

  /** A counter-movement for each line of the receipt; the receipt stays, marked reversed. */
  const reverseReceipt = (actor: AuthContext, id: string, receiptId: string) =>
    transition(actor, id, undefined, async (order, tx, outbox) => {
      enforce(policy.reverseReceipt(order.status));
      const receipt = await repo.findReceipt(tx, id, receiptId, true);
      if (!receipt) throw notFound('Receipt');
      if (receipt.reversedAt) throw new AppError('CONFLICT', phrase('purchasing.receiptReversed'));
      for (const line of await repo.receiptLinesOf(tx, [receiptId])) {
        await parts.moveStockAtCost(tx, outbox, actor, {
          partId: line.partId,
          delta: -line.quantity,
          reason: `Receipt reversed on ${order.number}`,
          receiptId,
          cost: {
            kind: 'take-out',
            unitCost: line.unitCost,
            costBefore: line.costBefore,
            costAfter: line.costAfter,
          },
        });
        await repo.addReceived(tx, line.lineId, -line.quantity);
      }
      await repo.markReversed(tx, receiptId, actor.userId, clock.now());
      await followLines(actor, tx, order);
      return 'receipt_reversed';
    });

  /** The printable order as a PDF (issue 27 §6), with the vendor's and the plant's details. */
  async function document(actor: AuthContext, id: string, tx: Executor = db) {
    const order = await present(actor, id, tx);
    const vendor = await vendorOf(actor, order.vendorId, tx);
    const plant = await plantSettings.reportContext(actor);
    const locale = await localeOf(tx, actor.userId);
    const pdf = await renderPurchaseOrder(order, {
      vendor,
      shipTo: plant.warehouseName,
      timeZone: plant.timezone,
      locale,
    });
    const words = wordingFor(locale, plant.timezone);
    return { pdf, fileName: `${order.number}.pdf`, order, vendor, plant, words };
  }

  /**
   * "Send to vendor" (issue 27 §6): the approved order is marked ordered and mailed to the vendor
   * with its PDF, in one transaction (the mail is queued with the change, ADR 23's outbox rule).
   */
  const sendToVendor = (actor: AuthContext, id: string, expected?: number) =>
    transition(actor, id, expected, async (order, tx) => {
      enforce(policy.markOrdered(order.status));
      if (!deps.mailSettings.smtpUrl) {
        throw new AppError('CONFLICT', phrase('purchasing.noMail'));
      }
      const vendor = await vendorOf(actor, order.vendorId, tx);
      if (!vendor.email) {
        throw new AppError('CONFLICT', phrase('purchasing.vendorNoEmail', { vendor: vendor.name }));
      }
      await repo.updateOrderRow(tx, actor.warehouseId, id, { status: 'ordered', orderedAt: clock.now() });
      const sent = await document(actor, id, tx);
      const sender = (await repo.namesOf(tx, [actor.userId])).get(actor.userId) ?? sent.plant.warehouseName;
      await enqueueMails(tx, [
        {
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          kind: 'purchase_order.sent',
          toAddress: vendor.email,
          ...vendorLetter(sent.order, { ...sent, sender }, sent.words),
          attachments: [{ fileName: sent.fileName, contentType: 'application/pdf', content: sent.pdf }],
        },
      ]);
      return 'sent_to_vendor';
    });

  return {
    list,
    get,
    document,
    create,
    update,
    remove,
    submit,
    approve,
    markOrdered,
    sendToVendor,
    cancel,
    close,
    receive,
    reverseReceipt,
  };
}

export type PurchasingService = ReturnType<typeof createPurchasingService>;
