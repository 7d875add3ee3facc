import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Purchasing. */
export const PURCHASING_ERROR_TEXTS = {
  'purchasing.leadTimeTooLong': 'Lead time is at most 3650 days',
  'purchasing.tooManyVendors': 'A part has at most 50 vendors',
  'purchasing.vendorTwice': 'Each vendor may be listed once',
  'purchasing.tooManyLines': 'An order has at most {max} lines',
  'purchasing.receiveAtLeastOne': 'Receive at least one line',
  'purchasing.receiptTooManyLines': 'A receipt has at most {max} lines',
  'purchasing.lineTwice': 'Each line may be received once per receipt',
  'purchasing.remaining': 'Only {left} of {partNumber} remain to be received on {number}',
  'purchasing.atMostOf': 'At most {left} of {partNumber}',
  'purchasing.receiptReversed': 'This receipt was already reversed',
  'purchasing.noMail':
    'Mail is not set up on this server: print the order, send it yourself and mark it ordered',
  'purchasing.vendorNoEmail':
    '{vendor} has no e-mail address: add one to the vendor, or send the printed order and mark it ordered',
  'purchasing.onlySubmittedApproved': 'Only a submitted order can be approved',
  'purchasing.addLineFirst': 'Add at least one line before submitting the order',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PURCHASING_ERROR_TEXTS });
