import { describe, expect, it } from 'vitest';
import { OPENING_STOCK_REASON, partFormChangeReason, productReasonOf } from './stock-reasons';

describe('the product’s own stock reasons', () => {
  it('recognises what it writes, and nothing a person wrote', () => {
    expect(productReasonOf(OPENING_STOCK_REASON)).toEqual({ kind: 'openingStock' });
    expect(productReasonOf(partFormChangeReason(3, 10))).toEqual({ kind: 'partFormChange', from: 3, to: 10 });
    expect(productReasonOf(partFormChangeReason(5, -2))).toEqual({ kind: 'partFormChange', from: 5, to: -2 });
    expect(productReasonOf('Opening stock counted by Sam')).toBeNull();
    expect(productReasonOf('Delivery note 4711')).toBeNull();
  });
});
