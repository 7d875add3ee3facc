import { apiRequestWithHeaders } from './api-client';

/** One page of a keyset-paged list (architecture §5): its rows, the whole count, the next cursor. */
export interface ListPage<T> {
  items: T[];
  /** X-Total-Count: all matches, not just this page. */
  total: number;
  nextCursor: string | null;
}

/** Reads one page of `path` with the query's filters, `limit` rows after `cursor`. */
export async function fetchListPage<T>(
  path: string,
  params: Readonly<Record<string, string>>,
  limit: number,
  cursor?: string,
): Promise<ListPage<T>> {
  const query = new URLSearchParams({ ...params, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<T[]>(`${path}?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}
