import type { FastifyReply } from 'fastify';

/** List conventions (architecture §5): the body is the array, the totals travel in headers. */
export function setPageHeaders(
  reply: FastifyReply,
  page: { total: number; nextCursor?: string | undefined },
): void {
  reply.header('x-total-count', String(page.total));
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
}
