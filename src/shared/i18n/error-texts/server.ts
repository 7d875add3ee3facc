/**
 * What only the server says, so no screen carries it: its own checks of a request, zod's checks
 * where a schema gave no sentence (the kind, for any field), records and permissions.
 */
export const SERVER_ERROR_TEXTS = {
  'request.invalid': 'The request is not valid',
  'request.invalidCursor': 'The cursor is not valid: start from the first page',

  'issue.too_small': 'Too small: must be at least {minimum}',
  'issue.too_big': 'Too big: must be at most {maximum}',
  'issue.invalid_type': 'Invalid input: expected {expected}',
  'issue.invalid_format': 'Invalid format: expected {format}',
  'issue.invalid_value': 'Invalid value: use one of {values}',
  'issue.not_multiple_of': 'Must be a multiple of {divisor}',
  'issue.unrecognized_keys': 'Unknown fields: {keys}',
  'issue.invalid': 'Invalid value',

  'record.notFound': '{record} not found',
  'access.forbidden': 'You do not have permission to do this',
  'access.noWarehouse': 'Your account is not assigned to any warehouse',
  'access.notYourWarehouse': 'You do not have access to this warehouse',
} as const;
