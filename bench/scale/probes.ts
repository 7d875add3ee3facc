import type { ApiTarget } from './api.bench';
import { headCursor, type HotRead } from './hot-reads';

/** What the scale run asks the running server before it measures: a token, and how to make reads cold. */

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
 * A list read is made cold by a head cursor only where the server answers it exactly as the
 * first page (same rows, same total); otherwise by a write before each read.
 */
export async function coldListByKey(target: ApiTarget, read: HotRead): Promise<boolean> {
  const first = await pageOf(`${target.url}${read.path}`, target.headers);
  const head = await pageOf(`${target.url}${read.path}&cursor=${headCursor()}`, target.headers);
  return first.ids === head.ids && first.total === head.total;
}
