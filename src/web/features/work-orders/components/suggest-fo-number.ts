import { formatFoNumber, MAX_FO_SEQUENCE, parseFoNumber } from '@shared/work-order-rules';

/**
 * The FO number a new order is offered when the server cannot know all the numbers taken:
 * orders created on this device and still queued are not on the server, and offline the
 * server's suggestion comes from the service worker's cache. So two orders made offline in a
 * row do not share a number, it is the higher of the server's suggestion and the highest
 * queued number of the same year plus one (ADR 24's WO-{year}-{NNN}). Numbers of another
 * shape or year do not count; with nothing to go on the field stays empty for the person.
 */
export function suggestFoNumber(
  serverSuggestion: string | undefined,
  queuedFoNumbers: readonly string[],
  now: Date = new Date(),
): string {
  const suggested = serverSuggestion ? parseFoNumber(serverSuggestion) : undefined;
  const year = suggested?.year ?? now.getFullYear();
  const queuedNext = queuedFoNumbers
    .map(parseFoNumber)
    .filter((parsed) => parsed?.year === year)
    .map((parsed) => (parsed?.sequence ?? 0) + 1);
  if (queuedNext.length === 0) return serverSuggestion ?? '';
  const sequence = Math.max(suggested?.sequence ?? 0, ...queuedNext);
  // Past the last number of the year there is nothing sensible to offer: the person types one.
  if (sequence > MAX_FO_SEQUENCE) return '';
  return formatFoNumber(year, sequence);
}
