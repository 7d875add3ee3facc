import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { percentile, type LoadResult } from '../harness';
import type { CapturedStatement } from './statement-capture';

const run = promisify(execFile);
/** pgbench takes at most 128 scripts in one run. */
const MAX_SCRIPTS = 128;

/** One read's pgbench scripts, one per captured request, and the variables their parameters are. */
export interface PgbenchWorkload {
  folder: string;
  scripts: string[];
  /** NAME=VALUE pairs for `-D`: every parameter of every script, under a name of its own. */
  variables: string[];
  /** The server's session settings (jit=off, its statement timeout…) as libpq's PGOPTIONS. */
  sessionOptions: string;
}

/** Startup settings as PGOPTIONS: `options` as it is, every other one as `-c name=value`. */
const asOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => (name === 'options' ? value : `-c ${name}=${value.replace(/[\\ ]/g, '\\$&')}`))
    .join(' ');

/**
 * pgbench reads `:name` anywhere in a statement as a variable, quoted text included, and ends a
 * statement at `;`: a statement with either would not run as the server ran it.
 */
function checkRunnable(text: string) {
  if (/(?<!:):(?!:)[\p{L}\d_]/u.test(text) || text.includes(';')) {
    throw new Error(`pgbench cannot run this statement unchanged: ${text}`);
  }
}

/**
 * pgbench scripts of captured requests: each script runs one request's statements in the order
 * the server sent them, its parameters as variables (`$1` → `:k3_0_0`: request 3, statement 0,
 * parameter 0), so pgbench sends the same text with the same values (NULLs written in), on
 * sessions with the server's settings.
 */
export async function writeWorkload(
  name: string,
  requests: CapturedStatement[][],
  settings: Record<string, string>,
): Promise<PgbenchWorkload> {
  if (requests.length === 0 || requests.length > MAX_SCRIPTS) {
    throw new Error(`${name}: ${requests.length} scripts (pgbench takes 1 to ${MAX_SCRIPTS})`);
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-pgbench-'));
  const variables: string[] = [];
  const scripts = await Promise.all(
    requests.map(async (statements, k) => {
      const lines = statements.map((statement, s) => {
        checkRunnable(statement.text);
        if (statement.binary) throw new Error(`${name}: a binary parameter in ${statement.text}`);
        const text = statement.text.replace(/\$(\d+)/g, (_, digits: string) => {
          const index = Number(digits) - 1;
          const value = statement.params[index];
          if (value === undefined) throw new Error(`${name}: no value for $${digits} in ${statement.text}`);
          if (value === null) return 'NULL';
          const variable = `k${k}_${s}_${index}`;
          variables.push(`${variable}=${value}`);
          return `:${variable}`;
        });
        return `${text};`;
      });
      const file = path.join(folder, `request-${k}.sql`);
      await fs.writeFile(file, `${lines.join('\n')}\n`);
      return file;
    }),
  );
  return { folder, scripts, variables: [...new Set(variables)], sessionOptions: asOptions(settings) };
}

const figure = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);

/** Every transaction's latency (ms) from pgbench's per-transaction logs (`-l`), one file per thread. */
async function loggedLatencies(folder: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await fs.readdir(folder)) {
    if (!file.startsWith('log.')) continue;
    const text = await fs.readFile(path.join(folder, file), 'utf8');
    await fs.rm(path.join(folder, file));
    // client transaction latency_us script epoch epoch_us
    for (const line of text.split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * pgbench over the workload: `connections` clients, each running a script picked at random per
 * transaction, prepared statements (`-M prepared`), for `seconds` after a one-second warm-up
 * (connections opened, statements prepared), as the API runs have. A transaction is one request's
 * statements, so its rate compares with the API's requests per second.
 */
export async function runPgbench(
  name: string,
  databaseUrl: string,
  workload: PgbenchWorkload,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const args = (seconds: number, logged: boolean) => [
    '--no-vacuum',
    '--protocol=prepared',
    `--client=${options.connections}`,
    `--jobs=${Math.min(options.connections, 2)}`,
    `--time=${seconds}`,
    ...(logged ? ['--log', `--log-prefix=${path.join(workload.folder, 'log')}`] : []),
    ...workload.scripts.flatMap((script) => ['-f', `${script}@1`]),
    ...workload.variables.flatMap((variable) => ['-D', variable]),
    databaseUrl,
  ];
  const pgbench = async (seconds: number, logged: boolean) => {
    try {
      const env = { ...process.env, PGOPTIONS: workload.sessionOptions };
      return (await run('pgbench', args(seconds, logged), { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
    } catch (error) {
      const failure = error as { stderr?: string; message: string };
      throw new Error(`pgbench (${name}) failed: ${failure.stderr?.slice(-2_000) ?? failure.message}`);
    }
  };
  await pgbench(1, false);
  const output = await pgbench(options.seconds, true);
  const latencies = await loggedLatencies(workload.folder);
  return {
    name,
    connections: options.connections,
    requests: figure(output, /number of transactions actually processed: (\d+)/),
    non2xx: figure(output, /number of failed transactions: (\d+)/) || 0,
    errors: 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: figure(output, /tps = ([\d.]+) \(without initial connection time\)/),
    meanMs: figure(output, /latency average = ([\d.]+) ms/),
  };
}
