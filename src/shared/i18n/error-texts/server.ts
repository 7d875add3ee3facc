/**
 * What only the server says, so no screen carries it: its own checks of a request, zod's checks
 * where a schema gave no sentence (the kind, for any field), records and permissions.
 */
export const SERVER_ERROR_TEXTS = {
  'request.invalid': 'The request is not valid',
  'request.invalidCursor': 'The cursor is not valid: start from the first page',
  'request.cursorNotValid': 'cursor is not valid: start the list again without it',
  'request.ifMatchInvalid': 'If-Match must carry the record version, e.g. If-Match: 3',
  'record.changedMeanwhile': 'Someone else changed this record. Review the current values and try again.',

  // A multipart upload the parser refused; {reason} is the parser's own English, as it said it.
  'upload.notMultipart': 'Send the upload as multipart/form-data',
  'upload.jsonFieldInvalid': 'A JSON field of the upload is not valid JSON',
  'upload.malformed': 'The upload is not valid multipart/form-data ({reason})',

  // A database failure a service did not word itself (lib/database-failure.ts); {column} as stored.
  'database.duplicate': 'A record with these values already exists',
  'database.linkedRecord': 'A linked record does not exist or is still in use',
  'database.checkFailed': 'The change would break a rule of the data (e.g. a negative stock level)',
  'database.ruleBroken': 'The change would break a rule of the data',
  'database.columnRequired': '{column} is required',
  'database.valueMissing': 'A required value is missing',
  'database.textTooLong': 'A text is longer than can be stored: shorten it',
  'database.numberOutOfRange': 'A number is too large or too small to be stored',
  'database.dateOutOfRange': 'A date or time is outside the range that can be stored (years 1900 to 9999)',
  'database.controlCharacters': 'Text must not contain control characters such as NUL',
  'database.wrongFormat': 'A value has the wrong format',
  'database.valueTooLarge': 'A value is too large to be stored or indexed: shorten it',
  'database.valueNotStorable': 'A value cannot be stored as given',
  'database.changedWhileSaving': 'The record changed while saving. Try again.',
  'database.recordBusy': 'The record is busy with another change. Try again in a few seconds.',
  'database.tooSlow': 'The database took too long to answer. Try again in a few seconds.',
  'database.readOnly': 'The database is read-only right now (a failover?). Try again in a few seconds.',
  'database.unreachable': 'The database cannot be reached right now. Try again in a few seconds.',
  'database.overloaded': 'The database is overloaded right now. Try again in a few seconds.',

  'server.internal':
    'Something went wrong on our side. Try again; if it keeps happening, tell your administrator.',

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
  'access.noPermissionDeclared': 'This route declares no permission',
  'access.signInToContinue': 'Sign in to continue',
  'access.apiKeyOwnAccountRoute':
    "API keys cannot use this route: it belongs to a signed-in person's own account",
  // The role travels as its code; each language words it (the English says the code as is).
  'access.roleForbids': 'Your role ({role, select, other {{role}}}) does not allow this action',
  'access.keyCreatorRoleForbids':
    "This API key's creator's role ({role, select, other {{role}}}) does not allow this action",
  'access.keyScopesForbid': "This API key's scopes ({scopes}) do not allow this action",
  // {after} is the rate limiter's own English ("1 minute"), as it says it.
  'rateLimit.address': 'Too many attempts from this address. Try again in {after}.',
  'rateLimit.apiKey': 'This API key made more than {max} requests in a minute. Try again in {seconds} s.',
} as const;
