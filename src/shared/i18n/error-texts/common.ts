import { speaker } from '../said';

/**
 * The texts the schemas of every module share: the bounds of stored values. Every module's table
 * adds its own to these (ADR 65); what only the server says is in ./server.ts.
 */
export const COMMON_ERROR_TEXTS = {
  // The bounds every stored value keeps (schemas/common.ts).
  'text.required': '{field} is required',
  'text.tooShort': '{field} must be at least {min} characters',
  'text.tooLong': '{field} must be at most {max} characters',
  'text.notText': '{field} must be text',
  'text.control': '{field} must not contain control characters',
  'text.brokenCharacter': '{field} contains a broken character (half of a surrogate pair)',
  'number.whole': '{field} must be a whole number',
  'number.notNumber': '{field} must be a number',
  'number.atLeast': '{field} must be at least {min}',
  'number.atMost': '{field} must be at most {max}',
  'number.negative': '{field} cannot be negative',
  'number.tooLarge': '{field} is too large',
  'number.quarterHours': '{field} go in steps of 0.25',
  'number.oneToFive': '{field} must be 1 to 5',
  'date.format': 'Use a date like 2026-01-31',
  'date.range': '{field} must be between {earliest} and {latest}',
  'date.invalid': '{field} is not a valid date',
  'fields.tooMany': '{field}: at most {max} fields',
  'id.invalid': 'Must be a valid id',
  'value.trueOrFalse': 'Use true or false',
  'value.booleanField': '{field} must be true or false',
  'value.oneOf': '{field} must be one of: {values}',
  'value.unknownInList': 'Unknown {name} "{value}". Use one of: {values}',
  'value.closeOutCode': '{field} must be a code such as seal_wear',
  'amount.invalid': '{field} must be an amount of 0 or more, with at most 2 decimals',
  'update.nothing': 'Nothing to update',
  'request.idempotencyKey': 'Idempotency-Key must be 1 to 255 characters',

  // A work order's type and priority, which work requests choose too (schemas/work-orders.ts, requests.ts).
  'workOrder.typeInvalid': 'Type must be corrective, preventive or emergency',
  'workOrder.priorityInvalid': 'Priority must be low, medium, high or critical',
} as const;

/** Says a shared text with its code (see `speaker`). */
export const { said } = speaker(COMMON_ERROR_TEXTS);
