import fs from 'node:fs/promises';
import { coldPath, type HotRead } from './hot-reads';
import { startAsNpmStart } from './npm-start';
import { writeWorkload, type PgbenchWorkload } from './pgbench';
import { signIn } from './probes';
import { captureStatements, type CapturedStatement } from './statement-capture';

/** Keys per hot read: each is captured once, and both the API and pgbench ask them. */
export const CAPTURED_KEYS = 64;
/** Asks of one key until it is captured without a neighbour's statement in its window. */
const ATTEMPTS = 4;

/** A hot read with what PostgreSQL runs for it: pgbench's side of the ratio. */
export interface Yardstick {
  read: HotRead;
  workload: PgbenchWorkload;
  /** The statements of one request, as the server sent them (texts only; the values differ by key). */
  statements: string[];
}

/** The statements of a request, in any order: parallel statements may arrive either way. */
const signature = (statements: CapturedStatement[]) =>
  statements
    .map((s) => s.text)
    .sort()
    .join('\u0000');

function mostCommon(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
}

/**
 * What the server runs for each hot read, read off the wire: a server started as `npm start`
 * starts it, on the database through a capturing relay, answers each read's cold request for
 * every key; the statements sent between a request and its answer are that key's. A window
 * that also caught another connection's statement (a scheduled job) is asked again, so each
 * key's script holds exactly what the read runs. The measured server runs without the relay.
 */
export async function captureHotReads(options: {
  databaseUrl: string;
  webDistDir: string;
  reads: HotRead[];
  account: { email: string; password: string };
}): Promise<Yardstick[]> {
  const capture = await captureStatements(options.databaseUrl);
  const server = await startAsNpmStart({ databaseUrl: capture.url, webDistDir: options.webDistDir });
  try {
    const headers = { authorization: `Bearer ${await signIn(server.url, options.account)}` };
    const ask = async (path: string) => {
      const from = capture.statements.length;
      const response = await fetch(`${server.url}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status} while capturing`);
      return capture.statements.slice(from);
    };
    const yardsticks: Yardstick[] = [];
    for (const read of options.reads) {
      // Not captured: the session's verification and the read's first plans.
      await ask(read.path(0));
      const keys = Array.from({ length: CAPTURED_KEYS }, (_, n) => n);
      const requests: CapturedStatement[][] = [];
      for (const n of keys) requests.push(await ask(coldPath(read, n)));
      const [usual, seen] = mostCommon(requests.map(signature));
      if (usual === '' || seen <= CAPTURED_KEYS / 2) {
        throw new Error(`${read.name}: no statements common to most requests (${seen} of ${CAPTURED_KEYS})`);
      }
      for (const n of keys) {
        for (let attempt = 1; signature(requests[n]!) !== usual; attempt += 1) {
          if (attempt === ATTEMPTS) throw new Error(`${read.name}: key ${n} ran other statements`);
          requests[n] = await ask(coldPath(read, n));
        }
      }
      yardsticks.push({
        read,
        workload: await writeWorkload(read.name, requests, capture.startup),
        statements: requests[0]!.map((s) => s.text),
      });
    }
    return yardsticks;
  } finally {
    await server.close();
    await capture.close();
  }
}

export async function removeWorkloads(yardsticks: Yardstick[]) {
  for (const { workload } of yardsticks) await fs.rm(workload.folder, { recursive: true, force: true });
}
