import type { FastifyReply } from 'fastify';
import { pageWhole } from './cursor';

/** List conventions (architecture §5): the body is the array, the totals travel in headers. */
export function setPageHeaders(
  reply: FastifyReply,
  page: { total: number; nextCursor?: string | undefined },
): void {
  reply.header('x-total-count', String(page.total));
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
