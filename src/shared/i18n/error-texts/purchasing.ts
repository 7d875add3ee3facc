import type { PurchaseOrderStatus } from '../../domain';
import { icuPhrase, rememberCode, speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** How a refusal names the order's status: by its code, worded per language ("a draft"). */
const ORDER_IS =
  'the order is {status, select, draft {a draft} partially_received {partially received} other {{status}}}';

/**
 * Texts that choose words by a status or format an amount (ICU `select` and `number`), whose
 * params `said` cannot type: the params stay data (a status code, an amount) that each language
 * words itself. Said with `saidByIcu`, never with `said` or `phrase`.
 */
const PURCHASING_ICU_TEXTS = {
  'purchasing.aboveApprovalLimit':
    'This order is above your approval limit of {limit, number, ::.00}: someone whose limit covers it must approve it',
  'purchasing.onlyDraftChanged': `Only a draft can be changed: ${ORDER_IS}`,
  'purchasing.onlyDraftSubmitted': `Only a draft can be submitted: ${ORDER_IS}`,
  'purchasing.onlyApprovedMarkedOrdered': `Only an approved order can be marked ordered: ${ORDER_IS}`,
  'purchasing.noLongerCancelled': `This order can no longer be cancelled: ${ORDER_IS}`,
  'purchasing.onlyOrderedReceived': `Only an ordered order can be received: ${ORDER_IS}`,
  'purchasing.onlyReceivedClosed': `Only a received order can be closed: ${ORDER_IS}`,
  'purchasing.receiptNoLongerReversed': `This receipt can no longer be reversed: ${ORDER_IS}`,
} as const;

/** Purchasing: the plain texts, said with `said`. */
const PURCHASING_PLAIN_TEXTS = {
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

/** Purchasing. */
export const PURCHASING_ERROR_TEXTS = { ...PURCHASING_PLAIN_TEXTS, ...PURCHASING_ICU_TEXTS } as const;

/** Says this module's plain texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PURCHASING_PLAIN_TEXTS });

/** The params of each ICU text: the status as its code, the amount as a number. */
interface IcuParams {
  'purchasing.aboveApprovalLimit': { limit: number };
  'purchasing.onlyDraftChanged': { status: PurchaseOrderStatus };
  'purchasing.onlyDraftSubmitted': { status: PurchaseOrderStatus };
  'purchasing.onlyApprovedMarkedOrdered': { status: PurchaseOrderStatus };
  'purchasing.noLongerCancelled': { status: PurchaseOrderStatus };
  'purchasing.onlyOrderedReceived': { status: PurchaseOrderStatus };
  'purchasing.onlyReceivedClosed': { status: PurchaseOrderStatus };
  'purchasing.receiptNoLongerReversed': { status: PurchaseOrderStatus };
}
export type IcuCode = keyof IcuParams;

/**
 * `said` for the ICU texts: worded in English by `wording`, which knows their `select` and
 * `number` (`{limit, number, ::.00}` writes 1,000.00 like `amountInWords`), and remembered with
 * its code and params so the server's answer and the screens find them from the English.
 */
export function saidByIcu<K extends IcuCode>(code: K, params: IcuParams[K]): string {
  const spoken = icuPhrase(code, PURCHASING_ICU_TEXTS[code], params);
  rememberCode(spoken.message, code, params);
  return spoken.message;
}
