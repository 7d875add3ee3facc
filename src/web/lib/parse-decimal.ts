/**
 * A typed number: spaces (and thin spaces) dropped, a lone comma read as the decimal mark
 * ("12,5"), so a phone's decimal keypad in any language gives the number meant. Empty is NaN.
 */
export function parseDecimal(text: string): number {
  const compact = text.replace(/[\s\u202f\u00a0]/g, '');
  if (compact === '') return Number.NaN;
  const normalised = /^-?\d+,\d+$/.test(compact) ? compact.replace(',', '.') : compact.replace(/,/g, '');
  return Number(normalised);
}
