import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Parts and stock. */
export const PART_ERROR_TEXTS = {
  'part.reorderQuantityMin': 'Reorder quantity must be at least 1',
  'part.maxStockBelowReorderPoint': 'Maximum stock must be at least the reorder point',
  'part.unitOfMeasure': 'Unit of measure is "each"',
  'part.adjustmentKind': 'Kind must be receive, adjust or count',
  'part.adjustmentReason': 'Give a reason for the adjustment',
  'part.reasonTooLong': 'A reason must be at most 500 characters',
  'part.receiveAtLeastOne': 'Received quantity must be at least 1',
  'part.adjustmentZero': 'An adjustment cannot be 0',
  'part.countNegative': 'A counted level cannot be negative',
  'part.numberTaken': 'Part number {partNumber} is already used in this warehouse',
  'part.numberTakenShort': 'This part number is already used',
  'part.stockTooLarge': 'The stock of {name} cannot exceed {max}',
  'part.atMostMore': 'At most {count} more can be added',
  'part.onlyLeft': 'Only {count} left in stock of {name} ({partNumber})',
  'part.belowZero': 'Only {count} in stock: the adjustment would take it below zero',
  'part.onlyInStock': 'Only {count} in stock',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PART_ERROR_TEXTS });
