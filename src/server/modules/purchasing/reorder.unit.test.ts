import { describe, expect, it } from 'vitest';
import { suggestedQuantity } from './reorder.service';

describe('the reorder list’s suggested quantity', () => {
  it('is the reorder quantity, else up to the maximum, else one above the reorder point', () => {
    expect(suggestedQuantity({ stockLevel: 1, reorderPoint: 2, reorderQuantity: 10, maxStock: 50 })).toBe(10);
    expect(suggestedQuantity({ stockLevel: 1, reorderPoint: 2, reorderQuantity: null, maxStock: 50 })).toBe(
      49,
    );
    expect(suggestedQuantity({ stockLevel: 0, reorderPoint: 4, reorderQuantity: null, maxStock: null })).toBe(
      5,
    );
    // A maximum below the reorder point is ignored rather than suggesting nothing.
    expect(suggestedQuantity({ stockLevel: 3, reorderPoint: 3, reorderQuantity: null, maxStock: 1 })).toBe(1);
  });
});
