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

/** Signed in again this long after a sign-in: access tokens live 15 minutes, a large run an hour. */
const TOKEN_REFRESH_MS = 10 * 60_000;

/**
 * The `authorization` header of each client, signed in again when its token is 10 minutes old,
 * in place (the figures read the headers as each run starts). Without it every figure after the
 * 15th minute of a large run measured 401s (issue 30's large run on 94ac323).
 */
export function keepSignedIn(
  url: string,
  clients: { headers: Record<string, string> }[],
  accounts: { email: string; password: string }[],
) {
  let signedAt = -Infinity;
  return async () => {
    if (performance.now() - signedAt < TOKEN_REFRESH_MS) return;
    for (const [i, client] of clients.entries()) {
      client.headers.authorization = `Bearer ${await signIn(url, accounts[i]!)}`;
    }
    signedAt = performance.now();
  };
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
