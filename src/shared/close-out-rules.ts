import { CLOSE_OUT_KINDS, type CloseOutKind, type WorkOrderType } from './domain';
import { missingCodesPhrase } from './i18n/error-texts/work-orders';
import type { Phrase } from './i18n/said';

/**
 * When completing an order asks for close-out codes and what it still lacks (issue 25 §8, ADR
 * 56): one rule for the server's 422 and for the complete dialog's disabled button and hint.
 */

/** The field of a completion that carries each kind's code. */
export const CLOSE_OUT_FIELDS = {
  problem: 'problemCode',
  cause: 'causeCode',
  remedy: 'remedyCode',
} as const satisfies Record<CloseOutKind, string>;

export type CloseOutField = (typeof CLOSE_OUT_FIELDS)[CloseOutKind];
export type GivenCloseOutCodes = Partial<Record<CloseOutField, string | null | undefined>>;

/** Corrective and emergency orders repair a failure: theirs is what the failure analysis counts. */
export function asksForCloseOut(type: WorkOrderType): boolean {
  return type === 'corrective' || type === 'emergency';
}

/**
 * The kinds still without a code, in the order problem, cause, remedy: none unless the plant
 * requires codes and the order is one that asks for them.
 */
export function missingCloseOutCodes(
  type: WorkOrderType,
  required: boolean,
  given: GivenCloseOutCodes,
): CloseOutKind[] {
  if (!required || !asksForCloseOut(type)) return [];
  return CLOSE_OUT_KINDS.filter((kind) => !given[CLOSE_OUT_FIELDS[kind]]);
}

/** What a person is told when a completion lacks codes the plant requires (the 422's message). */
export function missingCloseOutMessage(type: WorkOrderType, missing: readonly CloseOutKind[]): Phrase {
  return missingCodesPhrase({ missing: missing.join('_'), type });
}
