import type { FastifyReply } from 'fastify';
import { pageWhole, type ListTotal } from './cursor';

/**
 * List conventions (architecture §5): the body is the array, the totals travel in headers.
 * A total that is a lower bound (counting stopped there) says so with
 * `X-Total-Count-Relation: gte`, as Elasticsearch's `hits.total.relation` does (ADR 34); without
 * that header the count is exact.
 */
export function setPageHeaders(
  reply: FastifyReply,
  page: { total: number | ListTotal; nextCursor?: string | undefined },
): void {
  const total = typeof page.total === 'number' ? { count: page.total, isLowerBound: false } : page.total;
  reply.header('x-total-count', String(total.count));
  if (total.isLowerBound) reply.header('x-total-count-relation', 'gte');
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
}

/** Answers a list read whole (see `pageWhole`) one page at a time, with the list headers. */
export function sendWholeList<T extends object>(
  reply: FastifyReply,
  rows: readonly T[],
  query: { limit: number; cursor?: string | undefined },
): T[] {
  const page = pageWhole(rows, query);
  setPageHeaders(reply, page);
  return page.items;
}
