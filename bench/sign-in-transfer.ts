import { request as httpGet } from 'node:http';
import { request as httpsGet } from 'node:https';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

/** No request in flight for this long: the visit has downloaded what it downloads. */
const QUIET_MS = 1_500;
/** Bounds a visit that never goes quiet (a polling loop): a failure to look at, not a figure. */
const VISIT_TIMEOUT_MS = 120_000;

export interface SignInTransfer {
  /** Bytes on the wire, as encoded by the server (brotli or gzip), of every response body. */
  gzipBytes: number;
  /** Responses that came over the network (HTML, JS, CSS, fonts, JSON, manifest, images…). */
  files: number;
  /** Entries in the service worker's caches once the visit is quiet, before anyone signed in. */
  precachedBeforeSignIn: number;
}

/**
 * Resolves once no request of the context has been in flight for QUIET_MS: the page's own and
 * its service worker's, so a precache running in the background keeps the visit from ending.
 */
function watchNetwork(context: BrowserContext) {
  const finished: Request[] = [];
  let inFlight = 0;
  let quietTimer: NodeJS.Timeout | undefined;
  let settle: () => void = () => undefined;
  const quiet = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const idleOrBusy = () => {
    clearTimeout(quietTimer);
    if (inFlight === 0) quietTimer = setTimeout(settle, QUIET_MS);
  };
  context.on('request', () => {
    inFlight += 1;
    idleOrBusy();
  });
  context.on('requestfinished', (request) => {
    finished.push(request);
    inFlight -= 1;
    idleOrBusy();
  });
  context.on('requestfailed', () => {
    inFlight -= 1;
    idleOrBusy();
  });
  return { finished, quiet };
}

/** The body's bytes on the wire when `url` is fetched again with the browser's Accept-Encoding. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Bytes of the bodies that crossed the network; a page request its worker answered is counted once, as the worker's. */
async function transferredBytes(requests: readonly Request[]): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  // The worker's script request shows no Accept-Encoding: the page's own says what the browser takes.
  const page = requests.find((request) => request.resourceType() === 'document');
  const acceptEncoding = (await page?.allHeaders())?.['accept-encoding'] ?? '';
  for (const request of requests) {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) continue;
    let size = (await request.sizes()).responseBodySize;
    // Chromium reports no body size for a service worker's own script: weigh it on the wire.
    if (size === 0 && response.status() === 200 && request.method() === 'GET') {
      size = await wireBytes(request.url(), acceptEncoding);
    }
    bytes += size;
    files += 1;
  }
  return { bytes, files };
}

/**
 * Issue 30 §6 as a figure: what a signed-out visit to /login really downloads, in Debian's
 * Chromium with an empty cache, until the sign-in form shows and the network is quiet; and how
 * many files the service worker had cached by then (none: it waits for a sign-in, ADR 69).
 */
export async function measureSignInTransfer(baseUrl: string): Promise<SignInTransfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
    const network = watchNetwork(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // A worker still installing may be fetching its precache: let it finish or fail first.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker?.getRegistration())?.installing;
      if (!worker) return;
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state !== 'installing') resolve();
        });
      });
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The sign-in visit was not quiet after ${VISIT_TIMEOUT_MS} ms`)),
        VISIT_TIMEOUT_MS,
      );
    });
    await Promise.race([network.quiet, timeout]).finally(() => clearTimeout(timer));
    const { bytes, files } = await transferredBytes(network.finished);
    const precachedBeforeSignIn = await page.evaluate(async () => {
      let entries = 0;
      for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
      return entries;
    });
    return { gzipBytes: bytes, files, precachedBeforeSignIn };
  } finally {
    await browser.close();
  }
}

// `tsx bench/sign-in-transfer.ts http://localhost:5055`: the figure for a server already running.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: tsx bench/sign-in-transfer.ts <base URL of a running server>');
    process.exit(1);
  }
  measureSignInTransfer(baseUrl.replace(/\/$/, '')).then(
    (transfer) => console.log(JSON.stringify(transfer)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
