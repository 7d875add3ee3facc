import { amountInWords } from '../../../shared/money-words';
import type { PurchaseOrder } from '../../../shared/schemas/purchasing';

/** The mail a purchase order goes to its vendor with; the PDF attached is the order itself. */
export function vendorLetter(
  order: PurchaseOrder,
  context: {
    vendor: { name: string; contactPerson: string | null };
    plant: { warehouseName: string };
    sender: string;
  },
): string {
  const lines = order.lines.length === 1 ? '1 line' : `${order.lines.length} lines`;
  const by = order.expectedDate ? ` by ${order.expectedDate}` : '';
  return [
    `Dear ${context.vendor.contactPerson ?? context.vendor.name},`,
    '',
    `please find attached our purchase order ${order.number} (${lines}, total ${amountInWords(order.total)} ${order.currency}).`,
    `Please deliver to ${context.plant.warehouseName}${by}, and quote ${order.number} on the delivery note and the invoice.`,
    ...(order.notes ? ['', order.notes] : []),
    '',
    'Thank you,',
    context.sender,
    context.plant.warehouseName,
  ].join('\n');
}
