import { headCursor, type HotRead } from './hot-reads';

/** What the scale run asks the running server before it measures: a token, and whether reads go cold. */

export async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The first page's ids and total, to compare the head-cursor page with. */
async function pageOf(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const items = (await response.json()) as { id: string }[];
  return { ids: items.map((i) => i.id).join(','), total: response.headers.get('x-total-count') };
}

/**
 * A list is asked cold by a head cursor (a cache key per request) only where the server answers
 * it exactly as the first page (same rows, same total): the run stops otherwise.
 */
export async function checkHeadCursor(url: string, headers: Record<string, string>, read: HotRead) {
  if (!read.paged) return;
  const first = await pageOf(`${url}${read.path(0)}`, headers);
  const head = await pageOf(`${url}${read.path(0)}&cursor=${headCursor()}`, headers);
  if (first.ids !== head.ids || first.total !== head.total) {
    throw new Error(`${read.name}: a head cursor does not answer the first page, so it cannot be asked cold`);
  }
}
