import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';
import { SSO_FORM_ERROR_TEXTS } from './sso-form';

/** Integrations: webhooks, API keys, single sign-on and CSV imports, and the admin's metrics endpoint. */
export const INTEGRATION_ERROR_TEXTS = {
  // Single sign-on's form: a table apart (sso-form.ts), which schemas/sso.ts says its texts from.
  ...SSO_FORM_ERROR_TEXTS,

  // Webhook endpoints (schemas/webhooks.ts; the targets, webhook-target.ts).
  'webhook.unknownEventType': 'Unknown event type "{type}": see GET /api/webhooks/event-types',
  'webhook.eventTypesList': 'Event types must be a list',
  'webhook.chooseEventType': 'Choose at least one event type',
  'webhook.eventTypeTwice': 'Event types lists one type at most once',
  'webhook.urlFormat': 'URL must be a full address such as https://example.com/hooks/fieldwork',
  'webhook.urlCredentials': 'URL must not carry a user name or password',
  'webhook.urlHttpOrHttps': 'URL must start with https:// or http://',
  'webhook.urlHttpsOnly': 'URL must start with https:// (http:// only with "Allow private network targets")',
  'webhook.cloudMetadataAddress':
    '{host} is a cloud metadata address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.unspecifiedAddress':
    '{host} is an unspecified address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.loopbackAddress':
    '{host} is a loopback address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.privateAddress':
    '{host} is a private address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.linkLocalAddress':
    '{host} is a link-local address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.sharedAddress':
    '{host} is a shared (carrier-grade NAT) address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.multicastAddress':
    '{host} is a multicast address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.reservedAddress':
    '{host} is a reserved address: tick "Allow private network targets" for a receiver on your own network',
  'webhook.nonPublicAddress':
    '{host} is {kind}: tick "Allow private network targets" for a receiver on your own network',
  'webhook.nonPublicName':
    '{host} is not a public host name: tick "Allow private network targets" for a receiver on your own network',

  // API keys (schemas/api-keys.ts, api-keys.service.ts, api-key-auth.ts).
  'apiKey.scopesAmong': 'Scopes must be among {scopes}',
  'apiKey.chooseScope': 'Choose at least one scope',
  'apiKey.invalid':
    'This API key is not valid. Check that it was copied whole, or ask an admin for a new one.',
  'apiKey.revoked': 'This API key was revoked. Ask an admin for a new one.',
  'apiKey.creatorGone':
    'This API key no longer works: the person who created it no longer works in its warehouse. Ask an admin for a new one.',
  'apiKey.ownWarehouseOnly': 'This API key works in its own warehouse only',
  'apiKey.notByKey': 'API keys are managed by a signed-in admin, not by another key',
  'apiKey.yourWarehousesOnly': 'You can only create keys for a warehouse you work in',
  'apiKey.notYourWarehouse': 'Not one of your warehouses',
  'apiKey.alreadyRevoked': 'This API key was already revoked',

  // Single sign-on's server answers (sso-settings.service.ts, sso.routes.ts).
  'sso.issuerHttps':
    'The issuer URL must start with https:// (http is accepted only for a provider on this machine)',
  'sso.warehouseOfOrganization': 'Choose a warehouse of your organization',
  'sso.breakGlassAdmin': 'The break-glass account must be an active admin of your organization',
  'sso.connected': 'Connected to {issuer}: its sign-in page is {signInPage}.',
  'sso.connectedNoSignInPage': 'Connected to {issuer}: its sign-in page is not announced.',
  'sso.discoveryFailed': 'Could not read {issuerUrl}/.well-known/openid-configuration: {reason}',
  'sso.discoveryNoAnswer': 'Could not read {issuerUrl}/.well-known/openid-configuration: no answer',
  'sso.passwordRefused': 'Your organization signs in through {provider}.',
  'sso.expired': 'The single sign-on has expired. Sign in again.',

  // CSV imports: the upload and the dry run (imports.routes.ts, csv-read.ts, imports.service.ts).
  'import.multipartRequired': 'Send the CSV file as multipart/form-data with a "file" part',
  'import.oneFilePart': 'Send one CSV file, in the "file" part',
  'import.fileTooLarge': 'The file is larger than {max} MB: split it into smaller files',
  'import.onePerImport': 'Send one CSV file per import',
  'import.notCsv': 'The file is not valid CSV: {reason}',
  'import.emptyFile': 'The file is empty: the first row must name the columns',
  'import.tooManyRows':
    'The file has {count} rows; at most {max} can be imported at once: split it into smaller files',
  'import.notFound': 'Import not found: run the dry run again',
  'import.alreadyImported': 'This file was already imported: run a new dry run to import it again',
  'import.expired': 'This dry run has expired (they are kept {minutes} minutes): run the dry run again',
  'import.oneError': 'The file has 1 error: fix it and run the dry run again',
  'import.errors': 'The file has {count} errors: fix them and run the dry run again',
  'import.changedSinceDryRun':
    'The records changed since the dry run (row {row}: {problem}): run the dry run again',

  // CSV imports: the problems of one row, listed with their row and column (the header is row 1).
  'import.columnTwice': 'The column {column} is there twice: keep one',
  'import.columnMissing': 'The column {column} is missing: add it to the header row',
  'import.pmTemplateRows':
    'A file of PM templates holds at most {max} rows, this one has {count}: split it into smaller files',
  'import.meterReadingRows':
    'A file of meter readings holds at most {max} rows, this one has {count}: split it into smaller files',
  'import.assetTagTwice': 'Asset tag {tag} is already on row {earlierRow}: each asset appears once',
  'import.noLocationCode': 'No location has the code {code} in this warehouse',
  'import.noParentTag': 'No asset has the tag {tag} in this warehouse or in this file',
  'import.ownParent': 'Asset {tag} cannot be a part of itself',
  'import.parentCycle':
    'Asset {tag} would end up a part of itself through {through}: the parents make a cycle',
  'import.tooDeep':
    'Asset {tag} would be {depth} levels deep in the asset tree, and at most {max} are allowed',
  'import.partNumberTwice': 'Part number {partNumber} is already on row {earlierRow}: each part appears once',
  'import.noVendorNamed':
    'No vendor is named {name} in this warehouse: add it under Vendors (or import it) first',
  'import.vendorsNamed': '{count} vendors are named {name}: rename all but one before importing',
  'import.vendorTwice': 'Vendor {name} is already on row {earlierRow}: each vendor appears once',
  'import.templateTwice': 'Row {earlierRow} already has {template}: each template appears once',
  'import.templatesNamed': '{count} templates are {template}: delete all but one before importing',
  'import.activeYesNo': 'Active must be yes or no',
  'import.noEquipmentTagged': 'No equipment with asset tag {tag} in this warehouse: check the tag',
  'import.meterRequired': 'Meter is required: the name of a meter of the equipment',
  'import.noMeterNamed': '{tag} has no meter named {meter}: its meters are {meters}',
  'import.noMeters': '{tag} has no meters: add the meter on the equipment first',
  'import.readAtRequired':
    'Read At is required: write it as 2026-11-03 08:30 (the plant’s time), 2026-11-03T08:30:00Z or 2026-11-03T08:30:00+01:00',
  'import.readAtNotDate':
    'Read At {cell} is not a date: write it as 2026-11-03 08:30 (the plant’s time), 2026-11-03T08:30:00Z or 2026-11-03T08:30:00+01:00',
  'import.gaugeNoReset': 'Only a counter is replaced or rolls over: leave Reset blank for a gauge',
  'import.readingTwice': 'Row {earlierRow} already has a reading of {meter} on {tag} at this time: keep one',
  'import.readingDiffers':
    '{meter} already has a reading of {stored} at this time, this row says {value}: readings are not changed by import, remove the row or correct its value',

  // The metrics endpoint (admin/metrics.routes.ts), which a scraper or an admin reads.
  'admin.metricsTokenMissing': 'Send the metrics token or an admin token as a bearer token',
  'admin.metricsTokenInvalid': 'The token is neither the metrics token nor a valid sign-in',
  'admin.metricsAdminsOnly': 'Your role ({role}) may not read the metrics; admins only',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...INTEGRATION_ERROR_TEXTS });
