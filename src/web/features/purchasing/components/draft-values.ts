import {
  updatePurchaseOrderSchema,
  type PurchaseOrder,
  type UpdatePurchaseOrder,
} from '@shared/schemas/purchasing';

/** A line as the draft editor holds it: quantity and price as typed. */
export interface DraftLine {
  partId: string;
  partNumber: string;
  partName: string;
  vendorPartNumber: string | null;
  allowOverReceipt: boolean;
  quantity: string;
  /** Empty: the server takes the vendor's price, else the part's average cost. */
  unitPrice: string;
}

export interface DraftValues {
  expectedDate: string;
  notes: string;
  lines: DraftLine[];
}

export function draftValuesOf(order: PurchaseOrder): DraftValues {
  return {
    expectedDate: order.expectedDate ?? '',
    notes: order.notes ?? '',
    lines: order.lines.map((line) => ({
      partId: line.partId,
      partNumber: line.partNumber,
      partName: line.partName,
      vendorPartNumber: line.vendorPartNumber,
      allowOverReceipt: line.allowOverReceipt,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice,
    })),
  };
}

/** The PATCH body, checked by the shared schema: its messages, or what to send. */
export function draftChanges(values: DraftValues): { changes: UpdatePurchaseOrder } | { errors: string[] } {
  const parsed = updatePurchaseOrderSchema.safeParse({
    expectedDate: values.expectedDate || null,
    notes: values.notes.trim() || null,
    lines: values.lines.map((line) => ({
      partId: line.partId,
      quantity: line.quantity.trim() === '' ? Number.NaN : Number(line.quantity),
      ...(line.unitPrice.trim() ? { unitPrice: line.unitPrice.trim() } : {}),
      vendorPartNumber: line.vendorPartNumber,
      allowOverReceipt: line.allowOverReceipt,
    })),
  });
  if (parsed.success) return { changes: parsed.data };
  return { errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}
