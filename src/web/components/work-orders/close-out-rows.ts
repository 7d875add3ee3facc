import type { WorkOrder } from '@shared/schemas/work-orders';

type CloseOut = Pick<
  WorkOrder,
  'problemCode' | 'problemLabel' | 'causeCode' | 'causeLabel' | 'remedyCode' | 'remedyLabel'
>;

export type CloseOutField = 'problem' | 'cause' | 'remedy';

/**
 * The close-out codes an order was completed with (issue 25 §8), as label and value rows, for
 * the order's screen and its printed sheet alike. A label not known yet (completed offline, not
 * synced) shows the code; a code not given has no row.
 */
export function closeOutRows(
  order: CloseOut,
  /** Words each row's label in the screens' language (useWorkOrderLabels). */
  word: (field: CloseOutField) => string,
): [string, string][] {
  const rows: [string, string | null][] = [
    [word('problem'), order.problemLabel ?? order.problemCode],
    [word('cause'), order.causeLabel ?? order.causeCode],
    [word('remedy'), order.remedyLabel ?? order.remedyCode],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}
