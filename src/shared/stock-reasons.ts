/**
 * The reasons the product itself writes on stock movements. They are stored in English (the API's
 * language), and screens word them again in the reader's language by recognising them here.
 */
export const OPENING_STOCK_REASON = 'Opening stock';

export function partFormChangeReason(from: number, to: number): string {
  return `Stock level changed from ${from} to ${to} on the part form`;
}

const PART_FORM_CHANGE = /^Stock level changed from (-?\d+) to (-?\d+) on the part form$/;

export type ProductReason = { kind: 'openingStock' } | { kind: 'partFormChange'; from: number; to: number };

/** The product's own reason a movement's text is, or null for a person's words. */
export function productReasonOf(reason: string): ProductReason | null {
  if (reason === OPENING_STOCK_REASON) return { kind: 'openingStock' };
  const change = PART_FORM_CHANGE.exec(reason);
  return change ? { kind: 'partFormChange', from: Number(change[1]), to: Number(change[2]) } : null;
}
