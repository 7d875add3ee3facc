import type { PurchaseOrder } from '../../../shared/schemas/purchasing';
import type { Wording } from './purchase-order-document';

/**
 * The mail a purchase order goes to its vendor with, in the sender's language like the PDF
 * attached, which is the order itself.
 */
export function vendorLetter(
  order: PurchaseOrder,
  context: {
    vendor: { name: string; contactPerson: string | null };
    plant: { warehouseName: string };
    sender: string;
  },
  words: Wording,
): { subject: string; body: string } {
  const warehouse = context.plant.warehouseName;
  return {
    subject: words.say('mail.vendorOrder.subject', { number: order.number, warehouse }),
    body: words.say('mail.vendorOrder.body', {
      name: context.vendor.contactPerson ?? context.vendor.name,
      number: order.number,
      lines: order.lines.length,
      total: words.amount(order.total),
      currency: order.currency,
      warehouse,
      byGiven: order.expectedDate ? 'yes' : 'no',
      day: order.expectedDate ?? '',
      notesGiven: order.notes ? 'yes' : 'no',
      notes: order.notes ?? '',
      sender: context.sender,
    }),
  };
}
